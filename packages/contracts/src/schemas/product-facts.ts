import { z } from 'zod';

// The published facts of each card and loan (issue 14). Every fact carries the address it was
// read from and the day it was checked; a fact the bank does not publish has `value: null` and
// still names the page that was checked, so the visitor sees "not published" with its source,
// never an invented number.
//
// The same shapes serve two purposes: stored (seed files, the `facts` column), texts hold both
// languages; served (the API), texts hold the request's language. `cardFactsSchema(text)` builds
// either from the schema of one text.

export const SPEND_CATEGORIES = [
  'groceries',
  'dining',
  'fuel',
  'online',
  'travel',
  'other',
] as const;
export const SpendCategorySchema = z.enum(SPEND_CATEGORIES);
export type SpendCategory = z.infer<typeof SpendCategorySchema>;

/** 'YYYY-MM-DD' */
export const IsoDateSchema = z.iso.date();

export const FactSourceSchema = z.object({
  /** The page or document the figure was read from (or, for "not published", that was checked). */
  url: z.url({ protocol: /^https?$/ }),
  /**
   * The day the figure was checked against that page; null only for a product added without its
   * facts (every fact then "not published", its source the product's own page).
   */
  checkedOn: IsoDateSchema.nullable(),
});
export type FactSource = z.infer<typeof FactSourceSchema>;

/** A fact: its value as published, or null when the bank publishes none. */
const fact = <T extends z.ZodType>(value: T) =>
  z.object({ value: value.nullable(), source: FactSourceSchema });

const Amount = z.number().min(0);
const Percent = z.number().min(0).max(100);

/** A text in both languages, as stored. */
export const BilingualTextSchema = z.object({ en: z.string().min(1), ar: z.string().min(1) });
export type BilingualText = z.infer<typeof BilingualTextSchema>;

function earnRatesSchema<T extends z.ZodType>(text: T) {
  return z.object({
    /** What the card pays back in: cash, the bank's points or airline miles. */
    kind: z.enum(['cashback', 'points', 'miles']),
    /** The earn rates as the bank words them ("5% on dining, 1% on everything else"). */
    summary: text,
    /**
     * Per category: the cash value earned, as a percent of spend (null: the bank publishes no
     * cash value for it, as for most miles), and the most it earns in a month (null: no cap
     * published, which may be none; the value estimate then applies none).
     */
    categories: z.record(
      SpendCategorySchema,
      z.object({ percent: Percent.nullable(), monthlyCap: Amount.nullable() }),
    ),
    /** The most the card earns in a month over all categories; null: none published. */
    monthlyCap: Amount.nullable(),
    /** The monthly spend below which the card earns nothing; null: none published. */
    minMonthlySpend: Amount.nullable(),
  });
}

function annualFeeSchema<T extends z.ZodType>(text: T) {
  return z.object({
    firstYear: Amount,
    laterYears: Amount,
    /** How the fee is waived ("free with a yearly spend of AED 12,000"); null: no waiver. */
    waiver: text.nullable(),
    /** The yearly spend that waives the later years' fee, when the waiver is a spend. */
    waivedFromYearlySpend: Amount.nullable(),
  });
}

export function cardFactsSchema<T extends z.ZodType>(text: T) {
  return z.object({
    annualFee: fact(annualFeeSchema(text)),
    /** Profit or interest rate on purchases, percent a month, as the Key Facts Statement says. */
    monthlyRate: fact(Percent),
    /** Annual percentage rate, percent, as the Key Facts Statement says. */
    apr: fact(Percent),
    /** Fee on spend in another currency, percent of the amount. */
    foreignCurrencyFee: fact(Percent),
    minMonthlySalary: fact(Amount),
    salaryTransferRequired: fact(z.boolean()),
    islamic: fact(z.boolean()),
    earnRates: fact(earnRatesSchema(text)),
    welcomeOffer: fact(text),
    loungeAccess: fact(text),
  });
}

export function loanFactsSchema<T extends z.ZodType>(text: T) {
  return z.object({
    /** Flat: interest on the original amount for the whole term; reducing: on what is owed. */
    rateType: fact(z.enum(['flat', 'reducing'])),
    /** Yearly rate in the rate type's own terms, percent: lowest and highest published. */
    rate: fact(z.object({ min: Percent, max: Percent })),
    /**
     * The entry rate a comparison site lists where the bank publishes none, yearly on a reducing
     * balance, percent; used only when `rate` is not published (a loan is then costed at it, and
     * says so). Absent where no comparison site lists one.
     */
    comparisonRate: fact(Percent).optional(),
    /** Annual percentage rate as the bank publishes it, percent: lowest and highest. */
    apr: fact(z.object({ min: Percent, max: Percent })),
    processingFee: fact(z.object({ percent: Percent, min: Amount, max: Amount })),
    /** Percent of the amount still owed, at most `max` (null: no ceiling published). */
    earlySettlementFee: fact(z.object({ percent: Percent, max: Amount.nullable() })),
    minMonthlySalary: fact(Amount),
    salaryTransferRequired: fact(z.boolean()),
    maxAmount: fact(Amount),
    maxTenureMonths: fact(z.number().int().positive()),
    /** Islamic finance (its cost is profit, not interest). */
    islamic: fact(z.boolean()),
    /** Anything else a borrower should know, as the bank words it. */
    note: fact(text).optional(),
  });
}

/** As stored: texts in both languages. */
export const StoredCardFactsSchema = cardFactsSchema(BilingualTextSchema);
export type StoredCardFacts = z.infer<typeof StoredCardFactsSchema>;
export const StoredLoanFactsSchema = loanFactsSchema(BilingualTextSchema);
export type StoredLoanFacts = z.infer<typeof StoredLoanFactsSchema>;

/** As served: texts in the request's language. */
export const CardFactsSchema = cardFactsSchema(z.string());
export type CardFacts = z.infer<typeof CardFactsSchema>;
export const LoanFactsSchema = loanFactsSchema(z.string());
export type LoanFacts = z.infer<typeof LoanFactsSchema>;
export type EarnRates = NonNullable<CardFacts['earnRates']['value']>;

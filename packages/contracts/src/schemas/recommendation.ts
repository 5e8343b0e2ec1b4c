import { z } from 'zod';
import { CARDS_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SELECTED_FEATURES } from '../constants.ts';
import { CatalogueIdSchema, RecordIdSchema } from './common.ts';
import {
  CardFiltersQuerySchema,
  CardOrderSchema,
  CardValueEstimateSchema,
  MatchReasonsSchema,
  SpendQuerySchema,
} from './comparison.ts';
import { CardFactsSchema, LoanFactsSchema } from './product-facts.ts';
import { message } from '../texts/validation.ts';

export const CardRecommendationSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  organizationName: z.string(),
  /** Match percent, rounded. */
  score: z.number().int().min(0).max(100),
  /** Most cashback a month, in the application's currency; 0 when the card has none. */
  incentive: z.number(),
  currency: z.string(),
  instantIssuance: z.boolean(),
  /** Whether the bank publishes the card as Islamic (false when it does not say). */
  isIslamic: z.boolean(),
  /** The fee from the second year on, as `facts.annualFee` says; null: not published. */
  annualFee: z.number().nullable(),
  /** The bank's minimum monthly salary, as `facts.minMonthlySalary` says; null: not published. */
  minMonthlySalary: z.number().nullable(),
  /** The card's features, filtered to the selected ones. */
  features: z.array(z.object({ featureId: z.number().int(), featureName: z.string() })),
  /** Lines separated by a literal backslash-n (SPEC section 3). */
  description: z.string(),
  routingUrl: z.string(),
  /** Everything the bank publishes about the card, each fact with its source. */
  facts: CardFactsSchema,
  /** Which of the visitor's ranked features the card meets and misses (the match percent's why). */
  reasons: MatchReasonsSchema,
  /** The card's yearly value for the visitor's spend; null when no spend was given. */
  valueEstimate: CardValueEstimateSchema.nullable(),
});
export type CardRecommendation = z.infer<typeof CardRecommendationSchema>;

/** "1,2,3" -> [1, 2, 3]; the order is the priority. */
export const FeatureIdListSchema = z
  .string()
  .max(200)
  .transform((text) => (text.trim() === '' ? [] : text.split(',').map((part) => part.trim())))
  .pipe(
    z
      .array(
        z.coerce
          .number<string>({ error: message('validation.features.ids') })
          .pipe(CatalogueIdSchema),
      )
      .max(MAX_SELECTED_FEATURES, { error: message('validation.features.atMost') })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: message('validation.features.repeated'),
      }),
  );

// Not strict: a cache-busting parameter added by a proxy or browser must not break the call.
export const FilterQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(CARDS_PAGE_SIZE),
  /** When absent, the application's saved preferences are used. */
  preferences: FeatureIdListSchema.optional(),
  /** Best match first (SPEC), or best estimated value for the spend given. */
  order: CardOrderSchema.default('match'),
  ...CardFiltersQuerySchema.shape,
  ...SpendQuerySchema.shape,
});
export type FilterQuery = z.infer<typeof FilterQuerySchema>;

export const CardPageSchema = z.object({
  content: z.array(CardRecommendationSchema),
  empty: z.boolean(),
  number: z.number().int(),
  size: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
  last: z.boolean(),
});
export type CardPage = z.infer<typeof CardPageSchema>;

/** What limits a loan for this applicant, and why its maximum is what it is. */
export const LoanLimitsSchema = z.object({
  /** The applicant's monthly salary as declared (lower bound of the band chosen). */
  monthlySalary: z.number(),
  minAmount: z.number(),
  /** The most the applicant may borrow over the tenure asked (or the longest one). */
  maxAmount: z.number(),
  /** What sets maxAmount: the salary multiple, the debt-burden limit, or the bank's own maximum. */
  maxAmountReason: z.enum(['salaryMultiple', 'debtBurden', 'bankMaximum']),
  minTenureMonths: z.number().int(),
  maxTenureMonths: z.number().int(),
  /** What sets maxTenureMonths: the regulator's limit or the bank's. */
  maxTenureReason: z.enum(['regulation', 'bank']),
  /** UAE: 20; null where no salary multiple applies (KSA). */
  salaryMultiple: z.number().nullable(),
  /** Share of salary all instalments may take, percent (50, 33.33...). */
  debtBurdenPercent: z.number(),
  /** Share of salary already committed to other repayments, percent. */
  obligationsPercent: z.number(),
  /** The largest new monthly instalment the limits allow. */
  maxMonthlyInstalment: z.number(),
});
export type LoanLimits = z.infer<typeof LoanLimitsSchema>;

/** The true cost of a loan of this amount over this tenure, from its cash flows. */
export const LoanCostSchema = z.object({
  amount: z.number(),
  tenureMonths: z.number().int(),
  monthlyInstalment: z.number(),
  /** Every instalment together. */
  totalPayable: z.number(),
  /** totalPayable - amount */
  totalInterest: z.number(),
  processingFee: z.number(),
  /** Annual percentage rate, percent, computed from the amount received and the instalments. */
  apr: z.number(),
  rateType: z.enum(['flat', 'reducing']),
  /** The yearly rate as the bank quotes it (flat or reducing), percent. */
  ratePercent: z.number(),
  /**
   * Whether the bank publishes that rate. If not, the offer is costed at the rate a comparison
   * site lists (the facts' `comparisonRate`), else at the bank's lowest published APR, and the
   * page says which.
   */
  ratePublished: z.boolean(),
  /** The reducing-balance rate that gives the same instalment, percent. */
  reducingRatePercent: z.number(),
  /** What settling the loan halfway through its tenure would cost in fees. */
  earlySettlement: z.object({
    afterMonths: z.number().int(),
    /** Still owed at that point. */
    outstanding: z.number(),
    fee: z.number(),
    /**
     * bank: the bank's published fee; regulatoryCap: the bank publishes none, so the most the
     * regulator allows (UAE: 1% of what is owed, at most AED 10,000; KSA: the profit of the next
     * three months).
     */
    basis: z.enum(['bank', 'regulatoryCap']),
  }),
});
export type LoanCost = z.infer<typeof LoanCostSchema>;

export const LoanOfferSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  organizationName: z.string(),
  /** Months. */
  loanTenure: z.number().int(),
  /** "AED 1,200" */
  processingFee: z.string(),
  /** "5.99% p.a. (reducing balance)" */
  interest: z.string(),
  loanAmount: z.number(),
  /** "AED 120,000" */
  loanAmountTxt: z.string(),
  monthlyInstalmentTxt: z.string(),
  currency: z.string(),
  /** Lines separated by a literal backslash-n. */
  description: z.string(),
  routingUrl: z.string(),
  /** Islamic finance: its cost is profit, not interest. */
  isIslamic: z.boolean(),
  /** The offer's cost at its amount and tenure. */
  cost: LoanCostSchema,
  /** The range the applicant may choose the amount and tenure in, and why. */
  limits: LoanLimitsSchema,
  facts: LoanFactsSchema,
});
export type LoanOffer = z.infer<typeof LoanOfferSchema>;

export const ProductRecommendationsRequestSchema = z
  .array(z.strictObject({ applicationId: RecordIdSchema, productId: CatalogueIdSchema }))
  .min(1, { error: message('validation.products.atLeastOne') })
  .max(100, { error: message('validation.products.atMost100') })
  .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
    error: message('validation.products.repeated'),
  });

export const ProductRecommendationSchema = z.object({
  applicationId: RecordIdSchema,
  productId: z.number().int(),
});

/** A loan at the amount and tenure the applicant chose: ?productId=3&amount=50000&tenure=36 */
export const LoanQuoteQuerySchema = z.object({
  productId: z.coerce
    .number<string>({ error: message('validation.number') })
    .pipe(CatalogueIdSchema),
  amount: z.coerce
    .number<string>({ error: message('validation.number') })
    .positive({ error: message('validation.positive') })
    .max(100_000_000, { error: message('validation.tooLarge') }),
  tenure: z.coerce
    .number<string>({ error: message('validation.number') })
    .int({ error: message('validation.wholeNumber') })
    .positive({ error: message('validation.positive') })
    .max(600, { error: message('validation.tooLarge') }),
});
export type LoanQuoteQuery = z.infer<typeof LoanQuoteQuerySchema>;

export const LoanQuoteSchema = z.object({
  productId: z.number().int(),
  cost: LoanCostSchema,
  limits: LoanLimitsSchema,
});
export type LoanQuote = z.infer<typeof LoanQuoteSchema>;

import {
  CardFactsSchema,
  LANGUAGES,
  LoanFactsSchema,
  SPEND_CATEGORIES,
  StoredCardFactsSchema,
  StoredLoanFactsSchema,
  type CardFacts,
  type FactSource,
  type Language,
  type LoanFacts,
  type ProductType,
  type StoredCardFacts,
  type StoredLoanFacts,
} from '@mizan/contracts';
import type { z } from 'zod';
import type { CardValueTerms } from '../engine/card-value.ts';
import type { EngineCard, EngineLoan } from '../engine/types.ts';

// A product's published facts as the snapshot keeps them: served in each language, and the figures
// the engine reads (value estimate, filters, loan rate) taken from them.

const isBilingual = (value: object): value is { en: string; ar: string } =>
  Object.keys(value).length === 2 &&
  typeof (value as { en?: unknown }).en === 'string' &&
  typeof (value as { ar?: unknown }).ar === 'string';

/** The facts with every two-language text replaced by its text in `language`. */
function inLanguage(value: unknown, language: Language): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language));
  if (value === null || typeof value !== 'object') return value;
  if (isBilingual(value)) return value[language];
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, inLanguage(item, language)]),
  );
}

/** The facts as served in each language, checked by the served schema (so read without a cast). */
function factsByLanguage<Served>(
  stored: unknown,
  servedSchema: z.ZodType<Served>,
): Readonly<Record<Language, Served>> {
  const [en, ar] = LANGUAGES.map((language) => servedSchema.parse(inLanguage(stored, language)));
  return { en: en!, ar: ar! };
}

/** A product's stored facts that are not what their schema says. */
export class InvalidStoredFacts extends Error {
  constructor(productKey: string, cause: unknown) {
    super(`The stored facts of product ${productKey} do not match their schema`, { cause });
    this.name = 'InvalidStoredFacts';
  }
}

const STORED_FACTS = { Card: StoredCardFactsSchema, Loan: StoredLoanFactsSchema } as const;

/**
 * Facts about to be written for a product of `type`: checked by their schema first, whoever
 * writes them (the seed today, the console's catalogue editor next), so that no malformed fact is
 * ever stored. Throws InvalidStoredFacts naming the product.
 */
export function factsToStore(productKey: string, type: ProductType, facts: unknown) {
  const parsed = STORED_FACTS[type].safeParse(facts);
  if (!parsed.success) throw new InvalidStoredFacts(productKey, parsed.error);
  return parsed.data;
}

/**
 * A product's facts as read from the database, checked again by their schema (a value changed
 * by hand, or by an older version, is refused rather than served); null when none were stored.
 */
export function storedCardFacts(productKey: string, facts: unknown): StoredCardFacts | null {
  if (facts === null) return null;
  const parsed = StoredCardFactsSchema.safeParse(facts);
  if (!parsed.success) throw new InvalidStoredFacts(productKey, parsed.error);
  return parsed.data;
}

export function storedLoanFacts(productKey: string, facts: unknown): StoredLoanFacts | null {
  if (facts === null) return null;
  const parsed = StoredLoanFactsSchema.safeParse(facts);
  if (!parsed.success) throw new InvalidStoredFacts(productKey, parsed.error);
  return parsed.data;
}

/** For a product stored without facts: each one "not published", its source the product's page. */
function unrecorded<K extends string>(keys: readonly K[], url: string) {
  const source: FactSource = { url, checkedOn: null };
  return Object.fromEntries(keys.map((key) => [key, { value: null, source }])) as Record<
    K,
    { value: null; source: FactSource }
  >;
}

const CARD_FACT_KEYS = [
  'annualFee',
  'monthlyRate',
  'apr',
  'foreignCurrencyFee',
  'minMonthlySalary',
  'salaryTransferRequired',
  'islamic',
  'earnRates',
  'welcomeOffer',
  'loungeAccess',
] as const satisfies readonly (keyof StoredCardFacts)[];

const LOAN_FACT_KEYS = [
  'rateType',
  'rate',
  'apr',
  'processingFee',
  'earlySettlementFee',
  'minMonthlySalary',
  'salaryTransferRequired',
  'maxAmount',
  'maxTenureMonths',
  'islamic',
] as const satisfies readonly (keyof StoredLoanFacts)[];

export const unrecordedCardFacts = (url: string): StoredCardFacts =>
  unrecorded(CARD_FACT_KEYS, url);
export const unrecordedLoanFacts = (url: string): StoredLoanFacts =>
  unrecorded(LOAN_FACT_KEYS, url);

export const servedCardFacts = (stored: StoredCardFacts): Readonly<Record<Language, CardFacts>> =>
  factsByLanguage(stored, CardFactsSchema);
export const servedLoanFacts = (stored: StoredLoanFacts): Readonly<Record<Language, LoanFacts>> =>
  factsByLanguage(stored, LoanFactsSchema);

/** The published figures a card's value estimate reads. */
export function cardValueTerms(facts: StoredCardFacts): CardValueTerms {
  const fee = facts.annualFee.value;
  const earn = facts.earnRates.value;
  return {
    annualFee: fee && {
      firstYear: fee.firstYear,
      laterYears: fee.laterYears,
      waivedFromYearlySpend: fee.waivedFromYearlySpend,
    },
    foreignCurrencyFeePercent: facts.foreignCurrencyFee.value,
    earn: earn && {
      categories: Object.fromEntries(
        SPEND_CATEGORIES.map((category) => [category, earn.categories[category]]),
      ) as NonNullable<CardValueTerms['earn']>['categories'],
      monthlyCap: earn.monthlyCap,
      minMonthlySpend: earn.minMonthlySpend,
    },
  };
}

/**
 * What a card's eligibility reads. A card whose bank publishes no minimum salary has none in the
 * engine (0): it is not hidden from anyone for a figure nobody published. Nor is a card Islamic
 * unless the bank says so: an "Islamic only" visitor sees only the cards published as Islamic.
 */
export function cardEligibility(
  facts: StoredCardFacts,
): Pick<EngineCard, 'minMonthlySalary' | 'isIslamic'> {
  return {
    minMonthlySalary: facts.minMonthlySalary.value ?? 0,
    isIslamic: facts.islamic.value === true,
  };
}

/**
 * The rate a loan is quoted at: the lowest published rate, flat or reducing as the bank quotes
 * it. Without one, a comparison site's listed entry rate (`comparisonRate`), else the lowest APR
 * the bank publishes (an APR is never below the reducing rate it comes from), both reducing and
 * said to be not the bank's rate (`ratePublished: false`).
 */
export function loanRate(
  facts: StoredLoanFacts,
): Pick<EngineLoan, 'ratePercent' | 'rateType' | 'ratePublished'> {
  const published = facts.rate.value;
  if (published) {
    const rateType = facts.rateType.value ?? 'reducing';
    return { ratePercent: published.min, rateType, ratePublished: true };
  }
  const listed = facts.comparisonRate?.value ?? facts.apr.value?.min ?? 0;
  return { ratePercent: listed, rateType: 'reducing', ratePublished: false };
}

/**
 * A loan's terms as the engine reads them, from its facts. What the bank does not publish sets no
 * limit of the bank's own: no maximum amount or tenure (null: the regulator's and the debt-burden
 * limits bind), no minimum salary, and no processing fee in the cost (the facts say "not
 * published" beside it).
 */
export function loanTerms(facts: StoredLoanFacts): Omit<EngineLoan, 'id' | 'minAmount'> {
  return {
    minMonthlySalary: facts.minMonthlySalary.value ?? 0,
    isIslamic: facts.islamic.value === true,
    ...loanRate(facts),
    maxTenureMonths: facts.maxTenureMonths.value,
    maxAmount: facts.maxAmount.value,
    processingFee: facts.processingFee.value ?? { percent: 0, min: 0, max: 0 },
    earlySettlementFee: facts.earlySettlementFee.value,
  };
}

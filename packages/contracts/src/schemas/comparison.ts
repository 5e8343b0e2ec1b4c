import { z } from 'zod';
import { CatalogueIdSchema } from './common.ts';
import {
  CardFactsSchema,
  LoanFactsSchema,
  SPEND_CATEGORIES,
  SpendCategorySchema,
} from './product-facts.ts';
import { MAX_COMPARED_PRODUCTS, MAX_MONTHLY_SPEND } from '../constants.ts';
import { message } from '../texts/validation.ts';

// What issue 14 adds beside SPEC's shapes: the visitor's spend, the card list's filters, the value
// a card is worth to the visitor, why it matches, and side-by-side comparison.

/** Query flags arrive as text: 'true' or 'false' (absent means false). */
const QueryFlagSchema = z
  .enum(['true', 'false'], { error: message('validation.trueOrFalse') })
  .transform((flag) => flag === 'true');

/** A monthly spend in the country's currency: whole or decimal, never negative or absurd. */
const MonthlySpendSchema = z
  .number({ error: message('validation.number') })
  .min(0, { error: message('validation.notNegative') })
  .max(MAX_MONTHLY_SPEND, { error: message('validation.spend.tooLarge') });

/** Typical monthly spend per category; a category left out is 0. */
export const SpendSchema = z.strictObject(
  Object.fromEntries(SPEND_CATEGORIES.map((c) => [c, MonthlySpendSchema.optional()])) as Record<
    (typeof SPEND_CATEGORIES)[number],
    z.ZodOptional<typeof MonthlySpendSchema>
  >,
);
export type Spend = z.infer<typeof SpendSchema>;

/** The same spend as query parameters (?groceries=1500&dining=800), coerced from text. */
export const SpendQuerySchema = z.object(
  Object.fromEntries(
    SPEND_CATEGORIES.map((c) => [c, z.coerce.number<string>().pipe(MonthlySpendSchema).optional()]),
  ) as Record<
    (typeof SPEND_CATEGORIES)[number],
    z.ZodOptional<z.ZodPipe<z.ZodCoercedNumber<string>, typeof MonthlySpendSchema>>
  >,
);

export const CARD_FILTERS = [
  'islamicOnly',
  'noAnnualFee',
  'noSalaryTransfer',
  'instantIssuance',
] as const;
export type CardFilter = (typeof CARD_FILTERS)[number];
export type CardFilters = Partial<Record<CardFilter, boolean>>;

/** The filters in a JSON body (the count call). */
export const CardFiltersSchema = z.strictObject(
  Object.fromEntries(CARD_FILTERS.map((f) => [f, z.boolean().optional()])) as Record<
    CardFilter,
    z.ZodOptional<z.ZodBoolean>
  >,
);

/** The filters as query parameters (?islamicOnly=true). */
export const CardFiltersQuerySchema = z.object(
  Object.fromEntries(CARD_FILTERS.map((f) => [f, QueryFlagSchema.optional()])) as Record<
    CardFilter,
    z.ZodOptional<typeof QueryFlagSchema>
  >,
);

/** How the card list is ordered: best match (SPEC), or best estimated value for the spend. */
export const CardOrderSchema = z.enum(['match', 'value'], {
  error: message('validation.spend.order'),
});
export type CardOrder = z.infer<typeof CardOrderSchema>;

/** One of the visitor's ranked features, with its rank (1 is the visitor's first choice). */
export const RankedFeatureSchema = z.object({
  featureId: z.number().int(),
  featureName: z.string(),
  priority: z.number().int().min(1),
});
export type RankedFeature = z.infer<typeof RankedFeatureSchema>;

/** "Why this card": the visitor's priorities the card meets and misses, each in priority order. */
export const MatchReasonsSchema = z.object({
  meets: z.array(RankedFeatureSchema),
  misses: z.array(RankedFeatureSchema),
});
export type MatchReasons = z.infer<typeof MatchReasonsSchema>;

/** A fact the estimate needed and the bank does not publish: counted as 0, and said so. */
export const UnpublishedInputSchema = z.enum(['earnRates', 'annualFee', 'foreignCurrencyFee']);

/** A card's estimated net value over a year for the visitor's spend, in the country's currency. */
export const CardValueEstimateSchema = z.object({
  currency: z.string(),
  /** Cash value earned in a year: earn rates with their caps and minimum spend. */
  earned: z.number(),
  /** The later years' annual fee, 0 when the visitor's yearly spend meets its waiver. */
  annualFee: z.number(),
  feeWaived: z.boolean(),
  /** Foreign-currency fee on a year's spend abroad. */
  foreignCurrencyFees: z.number(),
  /** earned - annualFee - foreignCurrencyFees */
  net: z.number(),
  /** Categories whose earn has no published cash value (miles, points): counted as 0. */
  unvaluedCategories: z.array(SpendCategorySchema),
  unpublished: z.array(UnpublishedInputSchema),
});
export type CardValueEstimate = z.infer<typeof CardValueEstimateSchema>;

export const ValueEstimatesRequestSchema = z.strictObject({
  productIds: z
    .array(CatalogueIdSchema)
    .min(1, { error: message('validation.products.atLeastOne') })
    .max(50, { error: message('validation.products.atMost50') })
    .refine((ids) => new Set(ids).size === ids.length, {
      error: message('validation.products.repeated'),
    }),
  spend: SpendSchema,
});
export type ValueEstimatesRequest = z.input<typeof ValueEstimatesRequestSchema>;

export const ValueEstimateSchema = z.object({
  productId: z.number().int(),
  estimate: CardValueEstimateSchema,
});

const ProductHeaderSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  organizationName: z.string(),
  currency: z.string(),
  routingUrl: z.string(),
});

/** A product's published facts, each with its source and the day it was checked. */
export const ProductFactsViewSchema = z.discriminatedUnion('productType', [
  ProductHeaderSchema.extend({ productType: z.literal('Card'), facts: CardFactsSchema }),
  ProductHeaderSchema.extend({ productType: z.literal('Loan'), facts: LoanFactsSchema }),
]);
export type ProductFactsView = z.infer<typeof ProductFactsViewSchema>;

/** ?ids=4,9,12: two or three products of one type, in the order given. */
export const CompareQuerySchema = SpendQuerySchema.extend({
  ids: z
    .string()
    .max(100)
    .transform((text) => text.split(',').map((part) => part.trim()))
    .pipe(
      z
        .array(
          z.coerce
            .number<string>({ error: message('validation.products.ids') })
            .pipe(CatalogueIdSchema),
        )
        .min(2, { error: message('validation.products.compareAtLeast2') })
        .max(MAX_COMPARED_PRODUCTS, { error: message('validation.products.compareAtMost') })
        .refine((ids) => new Set(ids).size === ids.length, {
          error: message('validation.products.repeated'),
        }),
    ),
});

/** The rows of a card comparison, in display order; `value` only when a spend was given. */
export const CARD_COMPARISON_ROWS = [
  'value',
  'annualFee.firstYear',
  'annualFee.laterYears',
  'annualFee.waiver',
  'monthlyRate',
  'apr',
  'foreignCurrencyFee',
  ...SPEND_CATEGORIES.map((category) => `earnRates.${category}` as const),
  'earnRates.monthlyCap',
  'earnRates.minMonthlySpend',
  'welcomeOffer',
  'loungeAccess',
  'minMonthlySalary',
  'salaryTransferRequired',
  'islamic',
] as const;
export type CardComparisonRow = (typeof CARD_COMPARISON_ROWS)[number];

/** The rows of a loan comparison, in display order. */
export const LOAN_COMPARISON_ROWS = [
  'rateType',
  'rate',
  'apr',
  'processingFee',
  'earlySettlementFee',
  'maxAmount',
  'maxTenureMonths',
  'minMonthlySalary',
  'salaryTransferRequired',
] as const;
export type LoanComparisonRow = (typeof LOAN_COMPARISON_ROWS)[number];

/**
 * One row of a comparison: a fact (`annualFee.laterYears`, `earnRates.dining`...), whether the
 * products differ on it, and which hold its best value (empty where no value is better, as for a
 * text, or where fewer than two products publish it).
 */
export const ComparisonRowSchema = z.object({
  key: z.enum([...CARD_COMPARISON_ROWS, ...LOAN_COMPARISON_ROWS]),
  differs: z.boolean(),
  best: z.array(z.number().int()),
});
export type ComparisonRow = z.infer<typeof ComparisonRowSchema>;

export const ComparisonSchema = z.object({
  products: z.array(ProductFactsViewSchema),
  rows: z.array(ComparisonRowSchema),
  /** Cards only, when a spend was given: each card's value estimate, in product order. */
  valueEstimates: z.array(CardValueEstimateSchema).nullable(),
});
export type Comparison = z.infer<typeof ComparisonSchema>;

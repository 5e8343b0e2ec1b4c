import { z } from 'zod';
import { CARDS_PAGE_SIZE, MAX_PAGE_SIZE, MAX_SELECTED_FEATURES } from '../constants.ts';
import { CatalogueIdSchema, RecordIdSchema } from './common.ts';

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
  isIslamic: z.boolean(),
  annualFee: z.number(),
  minMonthlySalary: z.number(),
  /** The card's features, filtered to the selected ones. */
  features: z.array(z.object({ featureId: z.number().int(), featureName: z.string() })),
  /** Lines separated by a literal backslash-n (SPEC section 3). */
  description: z.string(),
  routingUrl: z.string(),
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
          .number<string>({ error: 'must be comma-separated feature ids' })
          .pipe(CatalogueIdSchema),
      )
      .max(MAX_SELECTED_FEATURES, { error: `at most ${MAX_SELECTED_FEATURES} features` })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'a feature may appear once' }),
  );

// Not strict: a cache-busting parameter added by a proxy or browser must not break the call.
export const FilterQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(CARDS_PAGE_SIZE),
  /** When absent, the application's saved preferences are used. */
  preferences: FeatureIdListSchema.optional(),
});

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
});
export type LoanOffer = z.infer<typeof LoanOfferSchema>;

export const ProductRecommendationsRequestSchema = z
  .array(z.strictObject({ applicationId: RecordIdSchema, productId: CatalogueIdSchema }))
  .min(1, { error: 'at least one product is required' })
  .max(100, { error: 'at most 100 products at a time' })
  .refine((items) => new Set(items.map((i) => i.productId)).size === items.length, {
    error: 'a product may appear once',
  });

export const ProductRecommendationSchema = z.object({
  applicationId: RecordIdSchema,
  productId: z.number().int(),
});

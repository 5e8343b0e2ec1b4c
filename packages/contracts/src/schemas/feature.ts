import { z } from 'zod';
import { CatalogueIdSchema, ProductTypeSchema, RecordIdSchema } from './common.ts';
import { MAX_SELECTED_FEATURES } from '../constants.ts';
import { CardFiltersSchema } from './comparison.ts';
import { message } from '../texts/validation.ts';

const ActiveFlagSchema = z.enum(['Y', 'N']);

export const SubFeatureSchema = z.object({
  featureId: z.number().int(),
  featureName: z.string(),
  /** A file name under /api/images/public/. */
  imageUrl: z.string(),
  active: ActiveFlagSchema,
});
export type SubFeature = z.infer<typeof SubFeatureSchema>;

export const FeatureSchema = SubFeatureSchema.extend({
  productType: ProductTypeSchema,
  subFeatures: z.array(SubFeatureSchema),
});
export type Feature = z.infer<typeof FeatureSchema>;

const uniqueFeatureIds = (items: { featureId: number }[]) =>
  new Set(items.map((item) => item.featureId)).size === items.length;

export const PreferenceSchema = z.strictObject({
  featureId: CatalogueIdSchema,
  priority: z.number().int().min(1).max(MAX_SELECTED_FEATURES),
});

export const SavePreferencesRequestSchema = z.strictObject({
  applicationId: RecordIdSchema,
  preferences: z
    .array(PreferenceSchema)
    .min(1, { error: message('validation.features.selectAtLeastOne') })
    .max(MAX_SELECTED_FEATURES, { error: message('validation.features.selectAtMost') })
    .refine(uniqueFeatureIds, { error: message('validation.features.selectedTwice') })
    .refine(
      (prefs) =>
        prefs
          .map((p) => p.priority)
          .sort((a, b) => a - b)
          .every((p, i) => p === i + 1),
      { error: message('validation.features.priorities') },
    ),
});
export type SavePreferencesRequest = z.input<typeof SavePreferencesRequestSchema>;

export const SavedPreferencesSchema = z.object({
  applicationId: RecordIdSchema,
  preferences: z.array(z.object({ featureId: z.number().int(), priority: z.number().int() })),
  count: z.number().int(),
});

/** The count call: priority is the order of the list. */
export const CountRequestSchema = z.strictObject({
  applicationId: RecordIdSchema,
  preferences: z
    .array(
      z.strictObject({ featureId: CatalogueIdSchema, featureName: z.string().max(200).optional() }),
    )
    .max(MAX_SELECTED_FEATURES, { error: message('validation.features.selectAtMost') })
    .refine(uniqueFeatureIds, { error: message('validation.features.selectedTwice') }),
  /** The card list's filters (issue 14): the count follows them as the list does. */
  filters: CardFiltersSchema.optional(),
});
export type CountRequest = z.input<typeof CountRequestSchema>;

export const SelectedFeaturesRequestSchema = z
  .array(z.strictObject({ applicationId: RecordIdSchema, featureId: CatalogueIdSchema }))
  .min(1, { error: message('validation.features.selectAtLeastOne') })
  .max(MAX_SELECTED_FEATURES, { error: message('validation.features.selectAtMost') })
  .refine(uniqueFeatureIds, { error: message('validation.features.selectedTwice') });

export const SelectedFeatureSchema = z.object({
  applicationId: RecordIdSchema,
  featureId: z.number().int(),
});

import { z } from 'zod';
import { APPLICATION_STATUSES, COUNTRIES, PRODUCT_TYPES } from '../constants.ts';
import { message } from '../texts/validation.ts';

export const CountrySchema = z.enum(COUNTRIES);
export type Country = z.infer<typeof CountrySchema>;

/** X-Country-Key carries the upper-cased code; any case is accepted. */
export const CountryHeaderSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(COUNTRIES, { error: message('validation.countryHeader') }));

export const ProductTypeSchema = z.enum(PRODUCT_TYPES, {
  error: message('validation.productType'),
});
export type ProductType = z.infer<typeof ProductTypeSchema>;

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** Visitors' records are addressed by random UUIDs (DESIGN.md, security). */
export const RecordIdSchema = z.uuid({ error: message('validation.uuid') });

/** Catalogue records (products, features, questions, options, banners) use small integers. */
export const CatalogueIdSchema = z
  .number({ error: message('validation.number') })
  .int({ error: message('validation.wholeNumber') })
  .positive({ error: message('validation.positive') })
  .max(2_147_483_647, { error: message('validation.tooLarge') });

/** Path parameters arrive as strings. */
export const CatalogueIdParamSchema = z.coerce
  .number({ error: message('validation.number') })
  .pipe(CatalogueIdSchema);

/** RFC 9457 problem details; every error the API returns has this shape. */
export const ProblemDetailsSchema = z.object({
  type: z.string().optional(),
  title: z.string(),
  detail: z.string(),
  status: z.number().int(),
  instance: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** A console save refused with 409 because someone saved first: the item as it is now. */
  current: z.unknown().optional(),
});
export type ProblemDetails = z.infer<typeof ProblemDetailsSchema>;

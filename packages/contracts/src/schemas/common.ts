import { z } from 'zod';
import { APPLICATION_STATUSES, COUNTRIES, PRODUCT_TYPES } from '../constants.ts';
import { message } from '../texts/validation.ts';

export const CountrySchema = z.enum(COUNTRIES);
export type Country = z.infer<typeof CountrySchema>;

/** A country as the edges write it to others: the console's calls, the banks' webhooks, exports. */
export const COUNTRY_CODES = ['AE', 'SA'] as const;
const UpperCaseCountrySchema = z.enum(COUNTRY_CODES);

/**
 * The one conversion between the two spellings, at the edge only: a request's `AE` is decoded to
 * the code's one spelling (`ae`, a `Country`), and an answer's `ae` is encoded back to `AE` (the
 * response serializer encodes through the schema). Documented with the values on the wire.
 */
export const CountryCodeSchema = z
  .codec(UpperCaseCountrySchema, CountrySchema, {
    decode: (code) => CountrySchema.parse(code.toLowerCase()),
    encode: (country) => UpperCaseCountrySchema.parse(country.toUpperCase()),
  })
  .meta({ enum: [...COUNTRY_CODES] });
export type CountryCode = z.input<typeof CountryCodeSchema>;

/** `ae` as the edges write it: `AE`. */
export const countryCode = (country: Country): CountryCode => z.encode(CountryCodeSchema, country);

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

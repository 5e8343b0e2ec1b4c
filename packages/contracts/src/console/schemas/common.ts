import { z } from 'zod';
import { message } from '../../texts/validation.ts';
import { APPLICATION_STATUSES, PRODUCT_TYPES } from '../../constants.ts';
import { CountryCodeSchema, COUNTRY_CODES } from '../../schemas/common.ts';

/** Countries as the console's calls write them (`AE`); inside the code a `Country` (`ae`). */
export const CONSOLE_COUNTRIES = COUNTRY_CODES;
export const ConsoleCountrySchema = CountryCodeSchema;
export type ConsoleCountry = z.input<typeof ConsoleCountrySchema>;

export const CountryFilterSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(ConsoleCountrySchema)
  .optional();

export const ProductTypeFilterSchema = z.enum(PRODUCT_TYPES).optional();
export const ApplicationStatusFilterSchema = z.enum(APPLICATION_STATUSES).optional();

/**
 * A calendar day, `YYYY-MM-DD`: `from` counts from its start, `to` up to its end. Within this
 * century, so that a day's end is always a date the database takes.
 */
export const DayFilterSchema = z.iso
  .date()
  .refine((day) => day >= '2000-01-01' && day <= '2099-12-31', {
    error: message('validation.dayInRange'),
  })
  .optional();

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** `page` from 0, `pageSize` from 1 to 100. */
export const PagingSchema = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const EmailSchema = z.email().max(254);

export const DateTimeSchema = z.iso.datetime({ offset: true });

/**
 * What stands for an application to a role without personal-data rights (decision 0031): `ref_`
 * and 22 base64url characters, the same for the same application wherever the console shows it,
 * and of no use on the public API, which takes only application ids.
 */
export const LEAD_REFERENCE_PATTERN = /^ref_[A-Za-z0-9_-]{22}$/;
export const LeadReferenceSchema = z.string().regex(LEAD_REFERENCE_PATTERN);

/** An application as the console names it: its id for the roles that see personal data, else its reference. */
export const LeadKeySchema = z
  .union([z.uuid(), LeadReferenceSchema])
  .describe('The application id for roles that see personal data; for the others its reference');

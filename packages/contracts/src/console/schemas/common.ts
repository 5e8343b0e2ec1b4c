import { z } from 'zod';
import { message } from '../../texts/validation.ts';
import { APPLICATION_STATUSES, PRODUCT_TYPES } from '../../constants.ts';

/** Countries as the public API's header writes them; any case is accepted in a query. */
export const CONSOLE_COUNTRIES = ['AE', 'SA'] as const;
export const ConsoleCountrySchema = z.enum(CONSOLE_COUNTRIES);
export type ConsoleCountry = z.infer<typeof ConsoleCountrySchema>;

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

import { z } from 'zod';
import { LANGUAGES, PRODUCT_TYPES, APPLICATION_STATUSES } from '../../constants.ts';
import { ApplicationHistoryEntrySchema, BankStatusSchema } from './partners.ts';
import {
  ApplicationStatusFilterSchema,
  ConsoleCountrySchema,
  CountryFilterSchema,
  DateTimeSchema,
  DayFilterSchema,
  LeadKeySchema,
  PagingSchema,
  ProductTypeFilterSchema,
} from './common.ts';

/** The filters of the leads list and of its CSV export. */
export const ApplicationFiltersSchema = z.object({
  country: CountryFilterSchema,
  productType: ProductTypeFilterSchema,
  /** The bank (organization) id. */
  bankId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  status: ApplicationStatusFilterSchema,
  from: DayFilterSchema,
  to: DayFilterSchema,
});
export const ApplicationListQuerySchema = ApplicationFiltersSchema.extend(PagingSchema.shape);
export type ApplicationListQuery = z.output<typeof ApplicationListQuerySchema>;

/** A bank of the catalogue (the leads' bank filter): its id, names, and the countries it serves. */
export const BankSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.object({ en: z.string(), ar: z.string() }),
  countries: z.array(ConsoleCountrySchema),
});
export type Bank = z.infer<typeof BankSchema>;
export const BankListSchema = z.object({ items: z.array(BankSchema), total: z.number().int() });

/** An application id, or (for a colleague's reference) its reference: decision 0031. */
export const ConsoleApplicationIdParamsSchema = z.object({ applicationId: LeadKeySchema });

/** Personal fields: only for the roles that see personal data. */
export const ApplicantSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const ApplicationListItemSchema = z.object({
  id: LeadKeySchema,
  createdAt: DateTimeSchema,
  country: ConsoleCountrySchema,
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(APPLICATION_STATUSES),
  language: z.enum(LANGUAGES),
  product: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  bank: z.object({ id: z.number().int(), key: z.string(), name: z.string() }).nullable(),
  applicant: ApplicantSchema.optional(),
});
export type ApplicationListItem = z.infer<typeof ApplicationListItemSchema>;

export const ApplicationPageSchema = z.object({
  items: z.array(ApplicationListItemSchema),
  /** Exact, never an estimate: summed from the database's per-day counts (decision 0022). */
  total: z
    .number()
    .int()
    .min(0)
    .describe('Exactly how many applications match the filters, over all pages'),
});

export const ApplicationDetailSchema = ApplicationListItemSchema.extend({
  submittedAt: DateTimeSchema.nullable(),
  applicant: ApplicantSchema,
  /** Each screening question with the answer given, in the questions' order. */
  answers: z.array(
    z.object({ questionId: z.number().int(), question: z.string(), answer: z.string() }),
  ),
  /** The chosen features, in the order of priority the visitor gave them. */
  features: z.array(
    z.object({ featureId: z.number().int(), name: z.string(), priority: z.number().int() }),
  ),
  /** The products recommended to the visitor. */
  recommendations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** What the bank last reported; null until it reports. */
  bankStatus: BankStatusSchema.nullable(),
  /** The bank's own reference for the application, from its reports; null until it gives one. */
  bankReference: z.string().nullable(),
  /** Every step, oldest first. */
  history: z.array(ApplicationHistoryEntrySchema),
  /** How the bank may contact the applicant; null for an application not submitted. */
  contact: z.object({ channel: z.string(), from: z.string(), to: z.string() }).nullable(),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

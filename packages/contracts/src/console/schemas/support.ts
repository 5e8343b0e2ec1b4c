import { z } from 'zod';
import { LANGUAGES } from '../../constants.ts';
import {
  ConsoleCountrySchema,
  CountryFilterSchema,
  DateTimeSchema,
  DayFilterSchema,
  PagingSchema,
} from './common.ts';

export const SUPPORT_REQUEST_STATUSES = ['new', 'answered', 'closed'] as const;
export const SupportRequestStatusSchema = z.enum(SUPPORT_REQUEST_STATUSES);
export type SupportRequestStatus = z.infer<typeof SupportRequestStatusSchema>;

export const SupportRequestFiltersSchema = z.object({
  country: CountryFilterSchema,
  status: SupportRequestStatusSchema.optional(),
  from: DayFilterSchema,
  to: DayFilterSchema,
});
export const SupportRequestListQuerySchema = SupportRequestFiltersSchema.extend(PagingSchema.shape);
export type SupportRequestListQuery = z.output<typeof SupportRequestListQuerySchema>;

export const SupportRequestIdParamsSchema = z.object({ supportRequestId: z.uuid() });

/** Personal fields: only for the roles that see personal data. */
export const RequesterSchema = z.object({ fullName: z.string(), email: z.string() });

export const SupportRequestListItemSchema = z.object({
  id: z.uuid(),
  createdAt: DateTimeSchema,
  country: ConsoleCountrySchema,
  language: z.enum(LANGUAGES),
  status: SupportRequestStatusSchema,
  requester: RequesterSchema.optional(),
});

export const SupportRequestPageSchema = z.object({
  items: z.array(SupportRequestListItemSchema),
  total: z.number().int().min(0),
});

export const SupportRequestDetailSchema = SupportRequestListItemSchema.extend({
  requester: RequesterSchema,
  message: z.string(),
});

export const UpdateSupportRequestSchema = z.object({ status: SupportRequestStatusSchema });

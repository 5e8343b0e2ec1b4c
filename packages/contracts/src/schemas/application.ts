import { z } from 'zod';
import {
  ApplicationStatusSchema,
  CatalogueIdSchema,
  CountrySchema,
  ProductTypeSchema,
  RecordIdSchema,
} from './common.ts';
import { CONTACT_CHANNELS, CONTACT_HOURS } from '../constants.ts';
import { message } from '../texts/validation.ts';

const CustomerRefSchema = z.object({ customerId: RecordIdSchema });
const LocationRefSchema = z.object({ locationId: CatalogueIdSchema });

export const CreateApplicationRequestSchema = z.strictObject({
  customer: CustomerRefSchema,
  location: LocationRefSchema,
  applicationType: ProductTypeSchema,
  status: z.literal('Created', { error: message('validation.application.newStatus') }),
});
export type CreateApplicationRequest = z.input<typeof CreateApplicationRequestSchema>;

export const CreateApplicationResponseSchema = z.object({
  applicationId: RecordIdSchema,
  applicationType: ProductTypeSchema,
  status: ApplicationStatusSchema,
});
export type CreateApplicationResponse = z.infer<typeof CreateApplicationResponseSchema>;

export const ApplicationIdParamsSchema = z.object({ applicationId: RecordIdSchema });

const HourMinuteSchema = z
  .string({ error: message('validation.contact.time') })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: message('validation.contact.time') });

/**
 * How and when the bank may contact the applicant (issue 24): within CONTACT_HOURS, both ends
 * inside, `from` before `to`. Without it: a call, 09:00-18:00.
 */
export const ContactPreferenceSchema = z
  .strictObject({
    channel: z.enum(CONTACT_CHANNELS, { error: message('validation.contact.channel') }),
    from: HourMinuteSchema.refine(
      (time) => time >= CONTACT_HOURS.from && time <= CONTACT_HOURS.to,
      {
        error: message('validation.contact.outsideHours'),
      },
    ),
    to: HourMinuteSchema.refine((time) => time >= CONTACT_HOURS.from && time <= CONTACT_HOURS.to, {
      error: message('validation.contact.outsideHours'),
    }),
  })
  // 'HH:MM' strings compare as the times they are.
  .refine((contact) => contact.from < contact.to, {
    error: message('validation.contact.fromBeforeTo'),
    path: ['to'],
  });
export type ContactPreference = z.infer<typeof ContactPreferenceSchema>;
export const DEFAULT_CONTACT: ContactPreference = {
  channel: 'call',
  from: CONTACT_HOURS.from,
  to: CONTACT_HOURS.to,
};

/** The client sends the whole application; the server trusts only the ids and the status. */
export const SubmitApplicationRequestSchema = z.strictObject({
  applicationId: RecordIdSchema,
  customer: CustomerRefSchema.loose(),
  location: LocationRefSchema.loose().nullish(),
  product: z.object({ productId: CatalogueIdSchema }).loose(),
  applicationType: ProductTypeSchema,
  clientRiskProfile: z.string().max(50).nullish(),
  status: z.literal('Submitted', { error: message('validation.application.statusChange') }),
  contact: ContactPreferenceSchema.optional(),
});
export type SubmitApplicationRequest = z.input<typeof SubmitApplicationRequestSchema>;

export const ApplicationProductSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  organizationName: z.string(),
  routingUrl: z.string(),
});

/** What the client needs of an application: its ids, customer's name and email, product. */
export const ApplicationSchema = z.object({
  applicationId: RecordIdSchema,
  applicationType: ProductTypeSchema,
  status: ApplicationStatusSchema,
  country: CountrySchema,
  clientRiskProfile: z.string().nullable(),
  customer: z.object({ customerId: RecordIdSchema, name: z.string(), email: z.string() }),
  location: z.object({ locationId: z.number().int() }),
  product: ApplicationProductSchema.nullable(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const CreditScoreSchema = z.number().int().min(0).max(100);

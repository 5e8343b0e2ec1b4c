import { z } from 'zod';
import {
  BANK_STATUSES,
  BONUS_STATES,
  CURRENCIES,
  DELIVERY_EVENT_TYPES,
  DELIVERY_METHODS,
  DELIVERY_STATES,
} from '../../constants.ts';
import { DateTimeSchema, LeadKeySchema, PagingSchema } from './common.ts';

// The hand-off to the banks, as the console sees it (issue 24): each bank's delivery method,
// its deliveries, and the bonuses their approvals make due.

export const BankIdParamsSchema = z.object({ bankId: z.coerce.number().int().positive() });

/** How a bank receives its leads. The secret is never part of it: it is shown once, when set. */
export const BankDeliverySchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  /** The webhook's address; null for the other methods. */
  url: z.string().nullable(),
});
export type BankDelivery = z.infer<typeof BankDeliverySchema>;

/**
 * Set a bank's method. A webhook needs an https address (outside production, loopback http too);
 * in production it must resolve to a public IP address.
 */
export const SetBankDeliveryRequestSchema = z.strictObject({
  method: z.enum(DELIVERY_METHODS),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .optional(),
});

/** `secret` (`whsec_<base64 key>`) only when the bank had none: shown this once. */
export const SetBankDeliveryAnswerSchema = BankDeliverySchema.extend({
  secret: z.string().optional(),
});

/** A new secret; the old one keeps signing beside it, and is accepted, for 24 hours. */
export const RotatedSecretSchema = z.object({ secret: z.string() });

export const DeliveryIdParamsSchema = z.object({ deliveryId: z.uuid() });

export const DeliveryListQuerySchema = PagingSchema.extend({
  bankId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  state: z.enum(DELIVERY_STATES).optional(),
});

export const DeliverySchema = z.object({
  id: z.uuid(),
  bankId: z.number().int(),
  /** Null for a test lead. */
  applicationId: z.uuid().nullable(),
  type: z.enum(DELIVERY_EVENT_TYPES),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  /** The bank's HTTP status on the last attempt; null when it did not answer. */
  lastStatus: z.number().int().nullable(),
  /** The bank's answer or the network's error on the last attempt, shortened. */
  lastError: z.string().nullable(),
  /** When it is tried next; null once delivered or failed. */
  nextAttemptAt: DateTimeSchema.nullable(),
  createdAt: DateTimeSchema,
  deliveredAt: DateTimeSchema.nullable(),
});
export type Delivery = z.infer<typeof DeliverySchema>;
export const DeliveryPageSchema = z.object({
  items: z.array(DeliverySchema),
  total: z.number().int(),
});

export const BonusListQuerySchema = PagingSchema.extend({
  state: z.enum(BONUS_STATES).optional(),
});
export const BonusSchema = z.object({
  applicationId: LeadKeySchema,
  amount: z.number().int(),
  currency: z.enum([CURRENCIES.ae, CURRENCIES.sa]),
  state: z.enum(BONUS_STATES),
  dueSince: DateTimeSchema,
  paidAt: DateTimeSchema.nullable(),
});
export type Bonus = z.infer<typeof BonusSchema>;
export const BonusPageSchema = z.object({ items: z.array(BonusSchema), total: z.number().int() });
export const BonusIdParamsSchema = z.object({ applicationId: z.uuid() });

/** One step of an application: its own (Created, Submitted, Withdrawn) and its bank's reports. */
export const ApplicationHistoryEntrySchema = z.object({
  at: DateTimeSchema,
  status: z.string(),
  /** 'visitor' for the application's own steps, 'bank' for its reports. */
  source: z.enum(['visitor', 'bank', 'operator']),
});

export const BankStatusSchema = z.enum(BANK_STATUSES);

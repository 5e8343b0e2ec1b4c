import { z } from 'zod';
import { DEFAULT_PROMO_CODE } from '../constants.ts';
import { PROMO_CODE_PATTERN } from '../rules/promo-code.ts';
import { RecordIdSchema } from './common.ts';

/** Letters of any script and spaces (SPEC section 5). */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
/** SPEC section 5: "the basic pattern", without control characters (they can't be mailed). */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
/** +971 or +966 then the national number (8 or 9 digits). */
export const MOBILE_NUMBER_PATTERN = /^\+(?:971|966)[0-9]{8,9}$/;

export const PersonNameSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required', abort: true })
  .max(100, { error: 'must be at most 100 characters' })
  .regex(PERSON_NAME_PATTERN, { error: 'may contain letters and spaces only' });

export const EmailSchema = z
  .string({ error: 'is required' })
  .trim()
  .min(1, { error: 'is required', abort: true })
  .max(254, { error: 'must be at most 254 characters' })
  .regex(EMAIL_PATTERN, { error: 'must be a valid email address' })
  .transform((email) => email.toLowerCase());

export const MobileNumberSchema = z
  .string({ error: 'is required' })
  .trim()
  .regex(MOBILE_NUMBER_PATTERN, {
    error: 'must be +971 or +966 followed by an 8 or 9 digit number',
  });

export const PromoCodeSchema = z
  .string()
  .trim()
  .max(64, { error: 'must be at most 64 characters' })
  .transform((code) => (code === '' ? DEFAULT_PROMO_CODE : code))
  .pipe(z.string().regex(PROMO_CODE_PATTERN, { error: 'is not a valid promo code' }));

export const CustomerProfileRequestSchema = z.strictObject({
  name: PersonNameSchema,
  email: EmailSchema,
  mobileNumber: MobileNumberSchema,
  promoCode: PromoCodeSchema.optional().default(DEFAULT_PROMO_CODE),
});
export type CustomerProfileRequest = z.input<typeof CustomerProfileRequestSchema>;

export const CustomerProfileResponseSchema = z.object({
  customerId: RecordIdSchema,
  promoCode: z.string(),
});
export type CustomerProfileResponse = z.infer<typeof CustomerProfileResponseSchema>;

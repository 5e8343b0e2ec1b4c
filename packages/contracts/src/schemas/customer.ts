import { z } from 'zod';
import { DEFAULT_PROMO_CODE } from '../constants.ts';
import { PROMO_CODE_PATTERN } from '../rules/promo-code.ts';
import { RecordIdSchema } from './common.ts';
import { message } from '../texts/validation.ts';

/** Letters of any script and spaces (SPEC section 5). */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
/** SPEC section 5: "the basic pattern", without control characters (they can't be mailed). */
export const EMAIL_PATTERN = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;
/** +971 or +966 then the national number (8 or 9 digits). */
export const MOBILE_NUMBER_PATTERN = /^\+(?:971|966)[0-9]{8,9}$/;

export const PersonNameSchema = z
  .string({ error: message('validation.required') })
  .trim()
  .min(1, { error: message('validation.required'), abort: true })
  .max(100, { error: message('validation.customer.nameTooLong') })
  .regex(PERSON_NAME_PATTERN, { error: message('validation.customer.nameLetters') });

export const EmailSchema = z
  .string({ error: message('validation.required') })
  .trim()
  .min(1, { error: message('validation.required'), abort: true })
  .max(254, { error: message('validation.customer.emailTooLong') })
  .regex(EMAIL_PATTERN, { error: message('validation.customer.email') })
  .transform((email) => email.toLowerCase());

export const MobileNumberSchema = z
  .string({ error: message('validation.required') })
  .trim()
  .regex(MOBILE_NUMBER_PATTERN, {
    error: message('validation.customer.mobileNumber'),
  });

export const PromoCodeSchema = z
  .string()
  .trim()
  .max(64, { error: message('validation.customer.promoCodeTooLong') })
  .transform((code) => (code === '' ? DEFAULT_PROMO_CODE : code))
  .pipe(z.string().regex(PROMO_CODE_PATTERN, { error: message('validation.customer.promoCode') }));

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

import { z } from 'zod';
import { DEFAULT_PROMO_CODE, DIAL_CODES } from '../constants.ts';
import { PROMO_CODE_PATTERN } from '../rules/promo-code.ts';
import { EMAIL_PATTERN, PERSON_NAME_PATTERN } from './customer.ts';

export const DialCodeSchema = z.enum([DIAL_CODES.ae, DIAL_CODES.sa]);
export type DialCode = z.infer<typeof DialCodeSchema>;

/**
 * The wizard's personal form (SPEC section 3) with the messages of section 5. The web app adds a check
 * of the number against its country's numbering plan on top of the spec's length rule.
 * rules/customer-profile.ts turns what it yields into the customer profile call's body.
 */
export const PersonalDetailsFormSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, { error: 'Full Name is required', abort: true })
    .max(100, { error: 'Full Name must be at most 100 characters' })
    .regex(PERSON_NAME_PATTERN, { error: 'Full Name may contain letters and spaces only' }),
  email: z
    .string()
    .trim()
    .min(1, { error: 'Email is required', abort: true })
    .max(254, { error: 'Please enter a valid email address' })
    .regex(EMAIL_PATTERN, { error: 'Please enter a valid email address' }),
  phone: z
    .string()
    .regex(/^[0-9]*$/, { error: 'Phone number may contain digits only', abort: true })
    // "longer than 4 characters, else 'Phone number is required'"
    .min(5, { error: 'Phone number is required', abort: true })
    .max(12, { error: 'Phone number is too long' }),
  dialCode: DialCodeSchema,
  promoCode: z
    .string()
    .trim()
    .max(64, { error: 'Merchant / Promo Code must be at most 64 characters' })
    .transform((code) => (code === '' ? DEFAULT_PROMO_CODE : code))
    .pipe(
      z.string().regex(PROMO_CODE_PATTERN, {
        error: 'Please enter a code like 12-3-merchant, or leave it empty',
      }),
    ),
});
export type PersonalDetailsForm = z.input<typeof PersonalDetailsFormSchema>;
export type PersonalDetails = z.output<typeof PersonalDetailsFormSchema>;

import { z } from 'zod';
import { DEFAULT_PROMO_CODE, DIAL_CODES } from '../constants.ts';
import { PROMO_CODE_PATTERN } from '../rules/promo-code.ts';
import { EMAIL_PATTERN, PERSON_NAME_PATTERN } from './customer.ts';
import { message } from '../texts/validation.ts';

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
    .min(1, { error: message('validation.personalDetails.fullNameRequired'), abort: true })
    .max(100, { error: message('validation.personalDetails.fullNameTooLong') })
    .regex(PERSON_NAME_PATTERN, { error: message('validation.personalDetails.fullNameLetters') }),
  email: z
    .string()
    .trim()
    .min(1, { error: message('validation.personalDetails.emailRequired'), abort: true })
    .max(254, { error: message('validation.personalDetails.email') })
    .regex(EMAIL_PATTERN, { error: message('validation.personalDetails.email') }),
  phone: z
    .string()
    .regex(/^[0-9]*$/, { error: message('validation.personalDetails.phoneDigits'), abort: true })
    // "longer than 4 characters, else 'Phone number is required'"
    .min(5, { error: message('validation.personalDetails.phoneRequired'), abort: true })
    .max(12, { error: message('validation.personalDetails.phoneTooLong') }),
  dialCode: DialCodeSchema,
  promoCode: z
    .string()
    .trim()
    .max(64, { error: message('validation.personalDetails.promoCodeTooLong') })
    .transform((code) => (code === '' ? DEFAULT_PROMO_CODE : code))
    .pipe(
      z.string().regex(PROMO_CODE_PATTERN, {
        error: message('validation.personalDetails.promoCode'),
      }),
    ),
});
export type PersonalDetailsForm = z.input<typeof PersonalDetailsFormSchema>;
export type PersonalDetails = z.output<typeof PersonalDetailsFormSchema>;

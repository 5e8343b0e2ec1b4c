import { z } from 'zod';
import { EMAIL_PATTERN, PERSON_NAME_PATTERN } from './customer.ts';
import { message } from '../texts/validation.ts';

/** The Support form of SPEC.md section 3 with the messages of section 5. */
export const SupportFormSchema = z.strictObject({
  fullName: z
    .string({ error: message('validation.support.fullNameRequired') })
    .trim()
    .min(1, { error: message('validation.support.fullNameRequired'), abort: true })
    .max(100, { error: message('validation.support.fullNameTooLong') })
    .regex(PERSON_NAME_PATTERN, { error: message('validation.support.fullNameLetters') }),
  email: z
    .string({ error: message('validation.support.emailRequired') })
    .trim()
    .min(1, { error: message('validation.support.emailRequired'), abort: true })
    .max(254, { error: message('validation.support.email') })
    .regex(EMAIL_PATTERN, { error: message('validation.support.email') })
    .transform((email) => email.toLowerCase()),
  message: z
    .string({ error: message('validation.support.messageRequired') })
    .trim()
    .min(1, { error: message('validation.support.messageRequired') })
    .max(5000, { error: message('validation.support.messageTooLong') })
    // Control characters other than tabs and line breaks are never typed (and NUL can't be stored).
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, {
      error: message('validation.support.messageCharacters'),
    }),
  agreeToTerms: z.literal(true, { error: message('validation.support.agreeToTerms') }),
});
export type SupportForm = z.input<typeof SupportFormSchema>;

import { z } from 'zod';
import { EMAIL_PATTERN, PERSON_NAME_PATTERN } from './customer.ts';

/** The Support form of SPEC.md section 3 with the messages of section 5. */
export const SupportFormSchema = z.strictObject({
  fullName: z
    .string({ error: 'Please enter your full name' })
    .trim()
    .min(1, { error: 'Please enter your full name', abort: true })
    .max(100, { error: 'Please enter at most 100 characters' })
    .regex(PERSON_NAME_PATTERN, { error: 'Please use letters and spaces only' }),
  email: z
    .string({ error: 'Please enter your email' })
    .trim()
    .min(1, { error: 'Please enter your email', abort: true })
    .max(254, { error: 'Please enter a valid email' })
    .regex(EMAIL_PATTERN, { error: 'Please enter a valid email' })
    .transform((email) => email.toLowerCase()),
  message: z
    .string({ error: 'Please enter your message' })
    .trim()
    .min(1, { error: 'Please enter your message' })
    .max(5000, { error: 'Please keep your message under 5000 characters' })
    // Control characters other than tabs and line breaks are never typed (and NUL can't be stored).
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/, {
      error: 'Please remove the unusual characters from your message',
    }),
  agreeToTerms: z.literal(true, { error: 'Please agree to the terms' }),
});
export type SupportForm = z.input<typeof SupportFormSchema>;

import { z } from 'zod';
import { EmailSchema } from './customer.ts';
import { message } from '../texts/validation.ts';

/** CR or LF in a header value would let a caller add headers of their own. */
const NO_LINE_BREAKS = /^[^\r\n]*$/;

/**
 * SPEC section 7's email call, kept for the client. The server renders its own templates: the
 * subject and body sent here are checked, never mailed.
 */
export const EmailRequestSchema = z.strictObject({
  to: EmailSchema,
  containImages: z.boolean().optional().default(true),
  subject: z
    .string()
    .max(200, { error: message('validation.email.subjectTooLong') })
    .regex(NO_LINE_BREAKS, { error: message('validation.email.subjectLineBreaks') }),
  body: z.string().max(200_000, { error: message('validation.email.bodyTooLong') }),
});
export type EmailRequest = z.input<typeof EmailRequestSchema>;

export const EmailAcceptedSchema = z.object({ accepted: z.literal(true) });

export const SupportRequestCreatedSchema = z.object({ supportRequestId: z.uuid() });

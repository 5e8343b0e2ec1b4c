import { z } from 'zod';
import { RecordIdSchema } from './common.ts';
import { message } from '../texts/validation.ts';

/**
 * The token of a withdrawal link, as the confirmation email carries it: 256 random bits in
 * base64url, 43 characters. Anything else is not a link we sent (400, before any lookup).
 */
export const WithdrawalTokenSchema = z
  .string({ error: message('validation.withdrawal.token') })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: message('validation.withdrawal.token') });

/** In a POST body, not the URL, so that API logs and proxies never see it. */
export const WithdrawalRequestSchema = z.strictObject({ token: WithdrawalTokenSchema });
export type WithdrawalRequest = z.input<typeof WithdrawalRequestSchema>;

/** What a link can still do: withdraw, nothing (done before), or nothing (too late). */
export const WITHDRAWAL_STATES = ['open', 'withdrawn', 'expired'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/**
 * What the withdrawal page shows before the visitor confirms: which bank and product, in the
 * request's language. Nothing personal: whoever holds the link learns no name or address.
 */
export const WithdrawalPreviewSchema = z.object({
  state: z.enum(WITHDRAWAL_STATES),
  bankName: z.string(),
  productName: z.string(),
  /** When it was withdrawn; null while it is not. */
  withdrawnAt: z.iso.datetime().nullable(),
});
export type WithdrawalPreview = z.infer<typeof WithdrawalPreviewSchema>;

/** A withdrawal done, now or by an earlier use of the same link (the same answer both times). */
export const WithdrawalSchema = z.object({
  applicationId: RecordIdSchema,
  bankName: z.string(),
  productName: z.string(),
  withdrawnAt: z.iso.datetime(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

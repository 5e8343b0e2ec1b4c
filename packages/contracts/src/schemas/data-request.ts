import { z } from 'zod';
import { DATA_REQUEST_KINDS } from '../constants.ts';
import { message } from '../texts/validation.ts';
import { SupportFormSchema } from './support.ts';

/**
 * A visitor asks for a copy of their data or for its erasure (issue 25). The address is checked
 * like the support form's, and kept in lower case: one mailbox is one person however it is typed.
 */
export const DataRequestSchema = z.strictObject({
  email: SupportFormSchema.shape.email,
  kind: z.enum(DATA_REQUEST_KINDS, { error: message('validation.dataRequest.kind') }),
});
export type DataRequest = z.input<typeof DataRequestSchema>;

/**
 * The same answer whether we hold data for the address or not, so that the form cannot be used
 * to learn who is a customer.
 */
export const DataRequestAcceptedSchema = z.object({ accepted: z.literal(true) });

/**
 * The token of a confirmation link: 256 random bits in base64url, 43 characters. It travels in a
 * POST body, never in an API URL, so that logs and proxies never see it.
 */
export const DataRequestConfirmSchema = z.strictObject({
  token: z
    .string({ error: message('validation.dataRequest.token') })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: message('validation.dataRequest.token') }),
});
export type DataRequestConfirm = z.input<typeof DataRequestConfirmSchema>;

/** A confirmed request: the same answer when the link is used again. */
export const DataRequestConfirmedSchema = z.object({
  kind: z.enum(DATA_REQUEST_KINDS),
  confirmedAt: z.iso.datetime(),
  /** 30 days from the confirmation: the latest the team answers. */
  dueAt: z.iso.datetime(),
});
export type DataRequestConfirmed = z.infer<typeof DataRequestConfirmedSchema>;

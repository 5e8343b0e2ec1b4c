import { z } from 'zod';
import { BANK_STATUSES } from '../constants.ts';

// What a bank tells us about an application it received (issue 24, decision 0026): one signed
// report per change, `POST /api/partners/{bankKey}/status`.

/** The bank's key, as the console's bank list shows it. */
export const BankKeyParamsSchema = z.object({ bankKey: z.string().min(1).max(80) });

/**
 * The Standard Webhooks 1.0 headers the bank signs its report with, using its secret: the same
 * scheme, and the same library, as the leads we send it.
 */
export const SignatureHeadersSchema = z.object({
  'webhook-id': z
    .string()
    .min(1)
    .max(255)
    .meta({ description: 'Unique per report; a report sent again (a retry) keeps its id.' }),
  'webhook-timestamp': z.string().regex(/^\d+$/).meta({
    description: 'Unix seconds when the report was signed; refused if more than 5 minutes off.',
  }),
  'webhook-signature': z.string().min(1).meta({
    description:
      'Space-separated `v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<raw body>")>` signatures, where the secret is `whsec_<base64 key>`.',
  }),
});

export const StatusReportSchema = z.strictObject({
  /** Our application id: the `data.applicationId` of the lead we delivered. */
  applicationId: z.uuid(),
  status: z.enum(BANK_STATUSES),
  /** The bank's own reference for the application, shown to our operators. */
  reference: z.string().trim().min(1).max(100).optional(),
});
export type StatusReport = z.infer<typeof StatusReportSchema>;

export const StatusReportAnswerSchema = z.object({
  applicationId: z.uuid(),
  /** What the bank's last applied report says now. */
  status: z.enum(BANK_STATUSES).nullable(),
  /** false: a report seen before (by webhook-id) or the status the application already had. */
  applied: z.boolean(),
});
export type StatusReportAnswer = z.infer<typeof StatusReportAnswerSchema>;

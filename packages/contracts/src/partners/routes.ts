import {
  BankKeyParamsSchema,
  SignatureHeadersSchema,
  StatusReportAnswerSchema,
  StatusReportSchema,
} from './schemas.ts';

// The calls banks make to us (issue 24): not the web app's and not the console's, so a table of
// their own, joined to the same OpenAPI document under the tag "partners".

/** Every status a partner call may answer, with why. */
export const PARTNER_REPORT_ANSWERS = {
  200: 'Applied (`applied: true`), or nothing to apply: the webhook-id was seen before, or the application already has this status (`applied: false`).',
  400: 'The body is not a status report (checked after the signature: a bank signs every report), or the bank key in the address holds a NUL (%00), which no key can.',
  401: 'The signature, a signature header or the timestamp (more than 5 minutes off) is wrong, or no bank has this key and a secret: the same answer for each.',
  404: "No application of this bank has this id: the same answer for another bank's application.",
  409: 'The application cannot take this status: a step backwards (approved to received), declined to approved, or anything after a withdrawal.',
  413: 'The body is larger than 16 KB.',
  429: 'Too many reports from this address in a minute; Retry-After says when to try again.',
} as const;

export const partnerRoutes = {
  reportApplicationStatus: {
    method: 'POST',
    path: '/api/partners/:bankKey/status',
    tags: ['partners'],
    summary: "A bank reports an application's status: received, approved, declined or issued",
    description:
      'Signed by the bank with its secret by the Standard Webhooks 1.0 specification over the raw body (docs/partners.md). ' +
      'Allowed: received, then approved or declined; approved, then issued; any of them may come first, and an issued that comes first counts as an approval. ' +
      "An approval makes the applicant's bonus due and sends them an email, once. Refusals change nothing and are logged. " +
      Object.entries(PARTNER_REPORT_ANSWERS)
        .map(([status, why]) => `${status}: ${why}`)
        .join(' '),
    params: BankKeyParamsSchema,
    headers: SignatureHeadersSchema,
    body: StatusReportSchema,
    success: { status: 200, schema: StatusReportAnswerSchema },
    problems: [400, 401, 404, 409, 413, 429],
  },
} as const;

export type PartnerRoutes = typeof partnerRoutes;
export type PartnerEndpointName = keyof PartnerRoutes;

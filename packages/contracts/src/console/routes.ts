// The console's route table: each call of consoleEndpoints with its schemas and answers. The
// server registers every console route from it (serveConsole, one audience of routes/serve.ts),
// OpenAPI documents it, and tests are generated from it. Like endpoints.ts, it is reached only
// through `@mizan/contracts/console`.
import type { z } from 'zod';
import { defineTable } from '../api/define-table.ts';
import type { RouteSchemas } from '../api/routes.ts';
import { consoleEndpoints, type ConsoleEndpoint, type ConsoleEndpointName } from './endpoints.ts';
import { AuditPageSchema, AuditQuerySchema } from './schemas/audit.ts';
import {
  ConfirmSetUpAnswerSchema,
  ConfirmSetUpRequestSchema,
  SessionAnswerSchema,
  SetUpAnswerSchema,
  SetUpRequestSchema,
  SignInRequestSchema,
  ChangePasswordRequestSchema,
} from './schemas/auth.ts';
import {
  ApplicationDetailSchema,
  ApplicationFiltersSchema,
  ApplicationListQuerySchema,
  ApplicationPageSchema,
  ConsoleApplicationIdParamsSchema,
} from './schemas/leads.ts';
import {
  AddOperatorRequestSchema,
  OperatorIdParamsSchema,
  OperatorListSchema,
  OperatorSchema,
  SetUpLinkSchema,
  UpdateOperatorRequestSchema,
} from './schemas/operators.ts';
import { UploadedImageSchema } from './schemas/images.ts';
import { catalogueRoutes } from './catalogue-routes.ts';
import {
  BankIdParamsSchema,
  BonusIdParamsSchema,
  BonusListQuerySchema,
  BonusPageSchema,
  BonusSchema,
  DeliveryIdParamsSchema,
  DeliveryListQuerySchema,
  DeliveryPageSchema,
  DeliverySchema,
  RotatedSecretSchema,
  SetBankDeliveryAnswerSchema,
  SetBankDeliveryRequestSchema,
} from './schemas/partners.ts';
import { FunnelQuerySchema, FunnelSchema } from './schemas/funnel.ts';
import { PagingSchema } from './schemas/common.ts';
import {
  CompleteDataRequestSchema,
  DataRequestIdParamsSchema,
  DataRequestItemSchema,
  DataRequestListQuerySchema,
  DataRequestPageSchema,
  ErasureSchema,
  PersonalDataExportSchema,
  RetentionRunPageSchema,
} from './schemas/privacy.ts';
import {
  SupportRequestDetailSchema,
  SupportRequestFiltersSchema,
  SupportRequestIdParamsSchema,
  SupportRequestListQuerySchema,
  SupportRequestPageSchema,
  UpdateSupportRequestSchema,
} from './schemas/support.ts';

/**
 * Problems a console call answers because of what was asked or who asked: 401 not signed in (or
 * a failed sign-in), 403 a role the table refuses or a missing CSRF token, 404, 409, 410 a spent
 * set-up link, 422. Any call may also answer 400, 413, 415, 429, 500 and 503.
 */
export type ConsoleProblemStatus = 401 | 403 | 404 | 409 | 410 | 422;

export interface ConsoleRouteSchemas extends Omit<RouteSchemas, 'success' | 'problems'> {
  /** JSON with its status; 204 with no body; or a CSV file streamed. */
  success: { status: 200 | 201; schema: z.ZodType } | 204 | 'csv';
  problems?: readonly ConsoleProblemStatus[];
}

export type ConsoleRoute = ConsoleEndpoint & ConsoleRouteSchemas;

const defineConsoleRoutes = <T extends { [N in ConsoleEndpointName]: ConsoleRouteSchemas }>(
  schemas: T,
) => defineTable(consoleEndpoints, schemas);

const ok = <S extends z.ZodType>(schema: S) => ({ status: 200 as const, schema });
const created = <S extends z.ZodType>(schema: S) => ({ status: 201 as const, schema });
const TAGS = {
  session: ['console: sign-in'],
  leads: ['console: leads'],
  support: ['console: support requests'],
  operators: ['console: operators'],
  audit: ['console: audit'],
  catalogue: ['console: catalogue'],
  banks: ['console: bank deliveries'],
  bonuses: ['console: bonuses'],
  funnel: ['console: funnel'],
  privacy: ["console: visitors' data"],
} as const;

export const consoleRoutes = /* @__PURE__ */ defineConsoleRoutes({
  setUpOperator: {
    tags: TAGS.session,
    summary: "Set an operator's password with the token of their set-up link",
    description: 'Answers the authenticator key to confirm next. 410: the link is used or expired.',
    body: SetUpRequestSchema,
    success: ok(SetUpAnswerSchema),
    problems: [410],
  },
  confirmSetUp: {
    tags: TAGS.session,
    summary: 'Confirm the authenticator with a code; answers 10 recovery codes, shown once',
    body: ConfirmSetUpRequestSchema,
    success: ok(ConfirmSetUpAnswerSchema),
    problems: [410],
  },
  signIn: {
    tags: TAGS.session,
    summary: 'Sign in with email, password and an authenticator or recovery code',
    description:
      'Sets the session cookie and a device cookie naming the operator. Every failure is the same 401; ' +
      'repeated failures for an email are refused with 429 and Retry-After, counted apart for a ' +
      "browser holding that operator's device cookie: strangers' failures never lock it out.",
    body: SignInRequestSchema,
    success: ok(SessionAnswerSchema),
    problems: [401],
  },
  getMe: {
    tags: TAGS.session,
    summary: 'The signed-in operator and the CSRF token of the session',
    success: ok(SessionAnswerSchema),
  },
  changePassword: {
    tags: TAGS.session,
    summary: 'Change your own password, with the current one and a code; ends your other sessions',
    description:
      'A wrong current password or code is a 400 naming body.currentPassword and counts toward the lockout (429). ' +
      'On success this session gets a new id (a new session cookie): the old one answers 401.',
    body: ChangePasswordRequestSchema,
    success: 204,
  },
  signOut: { tags: TAGS.session, summary: 'End this session', success: 204 },
  signOutEverywhere: {
    tags: TAGS.session,
    summary: "End every one of the operator's sessions",
    success: 204,
  },

  listApplications: {
    tags: TAGS.leads,
    summary: 'Applications, newest first, filtered and paged',
    description: '`applicant` only for the roles that see personal data.',
    query: ApplicationListQuerySchema,
    success: ok(ApplicationPageSchema),
  },
  getApplicationDetail: {
    tags: TAGS.leads,
    summary: 'An application with its applicant, answers, features and recommendations (logged)',
    params: ConsoleApplicationIdParamsSchema,
    success: ok(ApplicationDetailSchema),
    problems: [404],
  },
  exportApplications: {
    tags: TAGS.leads,
    summary: 'The filtered applications as CSV, streamed (logged)',
    query: ApplicationFiltersSchema,
    success: 'csv',
  },

  listSupportRequests: {
    tags: TAGS.support,
    summary: 'Support requests, newest first, filtered and paged',
    description: '`requester` only for the roles that see personal data.',
    query: SupportRequestListQuerySchema,
    success: ok(SupportRequestPageSchema),
  },
  getSupportRequest: {
    tags: TAGS.support,
    summary: 'A support request with its message (logged)',
    params: SupportRequestIdParamsSchema,
    success: ok(SupportRequestDetailSchema),
    problems: [404],
  },
  updateSupportRequest: {
    tags: TAGS.support,
    summary: "Set a support request's status",
    params: SupportRequestIdParamsSchema,
    body: UpdateSupportRequestSchema,
    success: ok(SupportRequestDetailSchema),
    problems: [404],
  },
  exportSupportRequests: {
    tags: TAGS.support,
    summary: 'The filtered support requests as CSV, streamed (logged)',
    query: SupportRequestFiltersSchema,
    success: 'csv',
  },

  listOperators: {
    tags: TAGS.operators,
    summary: 'Every operator',
    success: ok(OperatorListSchema),
  },
  addOperator: {
    tags: TAGS.operators,
    summary: 'Add an operator; answers their one-time set-up link (24 hours)',
    body: AddOperatorRequestSchema,
    success: created(SetUpLinkSchema),
    problems: [409],
  },
  updateOperator: {
    tags: TAGS.operators,
    summary: "Change an operator's role, or disable them (which ends their sessions)",
    params: OperatorIdParamsSchema,
    body: UpdateOperatorRequestSchema,
    success: ok(OperatorSchema),
    problems: [404, 409],
  },
  resetOperator: {
    tags: TAGS.operators,
    summary:
      "Void an operator's password, authenticator, recovery codes and sessions; answers a new set-up link (24 hours)",
    description: 'For a lost phone or a password that may have leaked. Recorded in the audit log.',
    params: OperatorIdParamsSchema,
    success: ok(SetUpLinkSchema),
    problems: [404, 409],
  },

  uploadImage: {
    tags: TAGS.catalogue,
    summary: 'Upload an image (card art, banner, bank logo): multipart, field `file`',
    description:
      'PNG, JPEG, WebP or SVG, read from the bytes (415 otherwise); at most 1 MB (413) and 4096 px a side (400). An SVG is sanitised: no script, event handler, external reference or foreignObject. Answers the address the site serves it at.',
    success: created(UploadedImageSchema),
  },
  listAudit: {
    tags: TAGS.audit,
    summary: 'The audit log, newest first, filtered by action, operator and day',
    query: AuditQuerySchema,
    success: ok(AuditPageSchema),
  },
  ...catalogueRoutes,

  setBankDelivery: {
    tags: TAGS.banks,
    summary: 'Set how a bank receives its leads: none, webhook or a daily CSV file',
    description:
      "Answers the bank's signing secret only when it had none: shown this once. A webhook needs an https address (outside production, loopback http too); in production it must resolve to a public IP address.",
    params: BankIdParamsSchema,
    body: SetBankDeliveryRequestSchema,
    success: ok(SetBankDeliveryAnswerSchema),
    problems: [404],
  },
  rotateBankSecret: {
    tags: TAGS.banks,
    summary: "Rotate a bank's signing secret; answers the new one, shown this once",
    description:
      'For 24 hours webhooks carry both signatures and reports signed with either secret are accepted.',
    params: BankIdParamsSchema,
    success: ok(RotatedSecretSchema),
    problems: [404],
  },
  revokeBankSecret: {
    tags: TAGS.banks,
    summary: "Revoke a bank's signing secrets at once; answers a new one, shown this once",
    description:
      'The current and the previous secret stop at once, with no overlap: webhooks are signed, and reports accepted, with the new secret only.',
    params: BankIdParamsSchema,
    success: ok(RotatedSecretSchema),
    problems: [404],
  },
  sendTestLead: {
    tags: TAGS.banks,
    summary: 'Queue a test lead to a bank, through its delivery method',
    params: BankIdParamsSchema,
    success: created(DeliverySchema),
    problems: [404, 409],
  },
  listDeliveries: {
    tags: TAGS.banks,
    summary: 'Deliveries to banks, newest first, by bank and state',
    query: DeliveryListQuerySchema,
    success: ok(DeliveryPageSchema),
  },
  retryDelivery: {
    tags: TAGS.banks,
    summary: 'Try a pending, failing or failed delivery again now',
    params: DeliveryIdParamsSchema,
    success: ok(DeliverySchema),
    problems: [404, 409],
  },
  listBonuses: {
    tags: TAGS.bonuses,
    summary: 'Bonuses made due by approvals, oldest due first, by state',
    query: BonusListQuerySchema,
    success: ok(BonusPageSchema),
  },
  markBonusPaid: {
    tags: TAGS.bonuses,
    summary: 'Mark a due bonus paid (logged)',
    params: BonusIdParamsSchema,
    success: ok(BonusSchema),
    problems: [404, 409],
  },

  getFunnel: {
    tags: TAGS.funnel,
    summary: "Each funnel step's count over a range of days, and each day's",
    description:
      'Days are calendar days in Asia/Dubai (AE) and Asia/Riyadh (SA), both ends included, at ' +
      'most 366. With a product type, customer_created (which has none) is not counted.',
    query: FunnelQuerySchema,
    success: ok(FunnelSchema),
  },
  exportFunnel: {
    tags: TAGS.funnel,
    summary: "The funnel's figures as CSV: each step with its conversions, then each day",
    query: FunnelQuerySchema,
    success: 'csv',
  },
  listDataRequests: {
    tags: TAGS.privacy,
    summary: 'Confirmed data requests, overdue and nearest due first, then those done',
    query: DataRequestListQuerySchema,
    success: ok(DataRequestPageSchema),
  },
  exportDataRequest: {
    tags: TAGS.privacy,
    summary: 'Everything held about the address of a confirmed request, as a JSON file (logged)',
    params: DataRequestIdParamsSchema,
    success: ok(PersonalDataExportSchema),
    problems: [404, 409],
  },
  eraseDataRequest: {
    tags: TAGS.privacy,
    summary: 'Erase the person of a confirmed erasure request, in one transaction (logged)',
    description:
      'Name, email, phone and free text leave every table, the outbox and delivery payloads ' +
      'included; applications stay as anonymous rows; each bank that received a lead is sent ' +
      'an application.erased delivery, and the rows leave the CSV files still on disk.',
    params: DataRequestIdParamsSchema,
    success: ok(ErasureSchema),
    problems: [404, 409],
  },
  completeDataRequest: {
    tags: TAGS.privacy,
    summary: 'Mark a confirmed request done, with a note (only its keyed hash is kept)',
    description:
      'The note is not stored: the audit entry keeps its HMAC. A note that holds the ' +
      "requester's email address is refused (400, naming body.note).",
    params: DataRequestIdParamsSchema,
    body: CompleteDataRequestSchema,
    success: ok(DataRequestItemSchema),
    problems: [404, 409],
  },
  listRetentionRuns: {
    tags: TAGS.privacy,
    summary: "The retention job's runs, newest first: when, and how many rows it erased",
    query: PagingSchema,
    success: ok(RetentionRunPageSchema),
  },
});

export type ConsoleRoutes = typeof consoleRoutes;

import type { IncomingHttpHeaders } from 'node:http';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Counter } from 'prom-client';
import {
  partnerRoutes,
  StatusReportSchema,
  type StatusReportAnswer,
} from '@mizan/contracts/partners';
import type { Catalogue } from '../catalogue/index.ts';
import type { Database } from '../db/client.ts';
import { Problem } from '../lib/problem.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { localize } from '../texts/index.ts';
import { verifiedBy } from './signing.ts';
import {
  answerToReplay,
  applyStatusReport,
  auditRefusal,
  bankByKey,
  RefusedReport,
  reportSecrets,
  type RefusalReason,
  type ReportingBank,
  unsigned,
} from './status-reports.ts';

// A bank's status report from its raw body to its answer, in decision 0026's order: the
// signature over the bytes as sent, the replay store, the JSON, the body's shape, then the report
// applied. Nothing a stranger sends is parsed; every refusal of a signed report is audited.

/** What the intake needs of the server: its database, secrets, catalogue and one counter. */
export interface ReportIntake {
  db: Database;
  secretBox: SecretBox;
  catalogue: { get(): Promise<Catalogue> };
  unsignedReports: Counter<'bank'>;
}

/** One call to the report route, as it came in. */
export interface ReportCall {
  bankKey: string;
  /** The body byte for byte ('' without one): what the signature covers. */
  raw: string;
  headers: IncomingHttpHeaders;
  ip: string;
  /** The request's logger (partners know no HTTP: only a line's details and message). */
  log: { info(details: object, message: string): void };
  /**
   * Told the body once it is parsed, before a shape refusal is thrown: the error handler names
   * each field from what was sent, as for any other call's invalid body.
   */
  parsed: (json: unknown) => void;
}

const route = partnerRoutes.reportApplicationStatus;

/** The body's own check, run only after the signature holds, failing as Fastify's would. */
const checkBody = validatorCompiler({
  schema: StatusReportSchema,
  method: route.method,
  url: route.path,
  httpPart: 'body',
});
function bodyInvalid(json: unknown) {
  const result = checkBody(json) as { error?: unknown };
  return Object.assign(new Error('invalid status report'), {
    statusCode: 400,
    validation: result.error,
    validationContext: 'body',
  });
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * A report without a good signature may come from anyone, so it writes nothing (no table a
 * stranger can grow, issue 32): a log line and a count, with the bank key only when a bank has
 * it, never what the caller wrote.
 */
function unsignedReport(intake: ReportIntake, call: ReportCall, bank: ReportingBank | undefined) {
  const bankKey = bank?.key ?? 'unknown';
  intake.unsignedReports.inc({ bank: bankKey });
  call.log.info({ bankKey, reason: 'signature' }, 'partner report refused');
  return unsigned();
}

/** Logs a signed report's refusal in the audit log (nothing else is written). */
async function audit(
  intake: ReportIntake,
  call: ReportCall,
  refusal: { reason: RefusalReason; status: number; applicationId?: string; reported?: string },
) {
  await auditRefusal(intake.db, {
    bankKey: call.bankKey,
    webhookId: header(call.headers, 'webhook-id'),
    ...refusal,
    ip: call.ip,
  });
  call.log.info({ bankKey: call.bankKey, reason: refusal.reason }, 'partner report refused');
}

/** Logs the refusal and passes it on as the answer. */
async function refuse(
  intake: ReportIntake,
  call: ReportCall,
  refusal: RefusedReport,
  about: { applicationId?: string; reported?: string } = {},
) {
  await audit(intake, call, { reason: refusal.reason, status: refusal.status, ...about });
  return refusal;
}

/** The report's JSON; a signed body that is not JSON is refused (and audited). */
async function jsonOf(intake: ReportIntake, call: ReportCall): Promise<unknown> {
  try {
    return JSON.parse(call.raw);
  } catch {
    throw await refuse(
      intake,
      call,
      new RefusedReport(
        'malformed',
        new Problem(
          400,
          localize('problems.invalidRequest'),
          localize('problems.partners.notJson'),
        ),
      ),
    );
  }
}

/** The answer to a bank's status report; a refusal is thrown as its problem. */
export async function receiveStatusReport(
  intake: ReportIntake,
  call: ReportCall,
): Promise<StatusReportAnswer> {
  const bank = await bankByKey(intake.db, intake.secretBox, call.bankKey);
  // An unknown key answers like a wrong signature: a caller learns nothing of our banks.
  if (!verifiedBy(reportSecrets(bank), call.raw, call.headers) || !bank) {
    throw unsignedReport(intake, call, bank);
  }
  const webhookId = header(call.headers, 'webhook-id')!;
  const replayed = await answerToReplay(intake.db, bank.id, webhookId);
  if (replayed) return replayed;

  const json = await jsonOf(intake, call);
  const parsed = StatusReportSchema.safeParse(json);
  if (!parsed.success) {
    await audit(intake, call, { reason: 'malformed', status: 400 });
    call.parsed(json);
    throw bodyInvalid(json);
  }
  try {
    return await applyStatusReport(
      intake.db,
      await intake.catalogue.get(),
      bank,
      webhookId,
      parsed.data,
    );
  } catch (error) {
    if (error instanceof RefusedReport) {
      throw await refuse(intake, call, error, {
        applicationId: parsed.data.applicationId,
        reported: parsed.data.status,
      });
    }
    throw error;
  }
}

import { and, eq } from 'drizzle-orm';
import type { StatusReport, StatusReportAnswer } from '@mizan/contracts/partners';
import { bankOfProduct, bankSecretsByKey, type Catalogue } from '../catalogue/index.ts';
import type { Database } from '../db/client.ts';
import { applicationHistory, partnerReports } from '../db/schema/partners.ts';
import { applications } from '../db/schema/visitors.ts';
import { Problem } from '../lib/problem.ts';
import { localize } from '../texts/index.ts';
import { recordAudit } from '../records/audit.ts';
import { onFirstApproval } from './approval.ts';
import { newBankSecret, secretsInUse, type BankSecrets } from './signing.ts';
import { openBankSecrets } from './bank-settings.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { isApproval, transitionOf, type BankStatus } from './transitions.ts';

// A bank's signed status report (issue 24, decision 0026). The route checks the signature over
// the raw body first; this applies what it says, once, in one transaction.

export interface ReportingBank extends BankSecrets {
  id: number;
  key: string;
}

/** The bank with this key, with its secrets; undefined for a key no bank has. */
export async function bankByKey(
  db: Database,
  box: SecretBox,
  key: string,
): Promise<ReportingBank | undefined> {
  const bank = await bankSecretsByKey(db, key);
  return bank && openBankSecrets(box, bank);
}

/**
 * A secret no bank has, made at start: a report naming an unknown bank (or one without a secret)
 * is checked against it, so it costs the same time as a wrong signature and the answer's timing
 * does not tell which bank keys exist.
 */
const NO_BANK_SECRET = newBankSecret();

/** The secrets a report from this bank may be signed with now. */
export const reportSecrets = (bank: ReportingBank | undefined) => {
  const secrets = bank ? secretsInUse(bank) : [];
  return secrets.length > 0 ? secrets : [NO_BANK_SECRET];
};

/** Why a report was refused: the audit log's reason, and the answer's status. */
export type RefusalReason =
  'signature' | 'malformed' | 'unknownApplication' | 'notOpen' | 'impossible';

/** A refused report: answered with its problem, logged with its reason, nothing changed. */
export class RefusedReport extends Problem {
  constructor(
    readonly reason: RefusalReason,
    problem: Problem,
  ) {
    super(problem.status, problem.title, problem.detail, problem.errors);
  }
}

export const unsigned = () =>
  new RefusedReport(
    'signature',
    new Problem(
      401,
      localize('problems.partners.unsigned.title'),
      localize('problems.partners.unsigned.detail'),
    ),
  );

const unknownApplication = () =>
  new RefusedReport(
    'unknownApplication',
    new Problem(
      404,
      localize('problems.partners.unknownApplication.title'),
      localize('problems.partners.unknownApplication.detail'),
    ),
  );

const notOpen = () =>
  new RefusedReport(
    'notOpen',
    new Problem(
      409,
      localize('problems.partners.notOpen.title'),
      localize('problems.partners.notOpen.detail'),
    ),
  );

const impossible = (from: BankStatus, to: BankStatus) =>
  new RefusedReport(
    'impossible',
    new Problem(
      409,
      localize('problems.partners.impossible.title'),
      localize('problems.partners.impossible.detail', { from, to }),
    ),
  );

/** The answer to a report whose webhook-id this bank sent before; undefined for a new id. */
export async function answerToReplay(
  db: Database,
  bankId: number,
  webhookId: string,
): Promise<StatusReportAnswer | undefined> {
  const [seen] = await db
    .select({ applicationId: partnerReports.applicationId, status: applications.bankStatus })
    .from(partnerReports)
    .leftJoin(applications, eq(applications.id, partnerReports.applicationId))
    .where(and(eq(partnerReports.organizationId, bankId), eq(partnerReports.webhookId, webhookId)));
  if (!seen?.applicationId) return undefined;
  return {
    applicationId: seen.applicationId,
    status: (seen.status as BankStatus | null) ?? null,
    applied: false,
  };
}

/**
 * Applies the report: with the application's row locked, so two reports about one application
 * are applied one after the other; the new status, its history entry and the webhook-id (the
 * replay store) commit together, with the bonus and the email on the first approval.
 */
export async function applyStatusReport(
  db: Database,
  catalogue: Catalogue,
  bank: ReportingBank,
  webhookId: string,
  report: StatusReport,
): Promise<StatusReportAnswer> {
  return db.transaction(async (tx) => {
    const [application] = await tx
      .select({
        id: applications.id,
        status: applications.status,
        bankStatus: applications.bankStatus,
        customerId: applications.customerId,
        country: applications.country,
        language: applications.language,
        applicationType: applications.applicationType,
        productId: applications.productId,
      })
      .from(applications)
      .where(eq(applications.id, report.applicationId))
      .for('update');
    const productBank =
      application?.productId == null ? undefined : await bankOfProduct(tx, application.productId);
    // Another bank's application answers exactly like one that does not exist.
    if (!application || application.productId === null || productBank !== bank.id) {
      throw unknownApplication();
    }
    if (application.status !== 'Submitted') throw notOpen();

    const from = application.bankStatus as BankStatus | null;
    const to = report.status;
    const transition = transitionOf(from, to);
    if (transition === 'impossible' && from) throw impossible(from, to);
    const unchanged = { applicationId: application.id, status: from, applied: false };
    if (transition === 'same') return unchanged;

    // The replay store, inside the transaction: of two deliveries of one report at once, the
    // second waits on the row lock, finds the id here and changes nothing.
    const recorded = await tx
      .insert(partnerReports)
      .values({ organizationId: bank.id, webhookId, applicationId: application.id })
      .onConflictDoNothing()
      .returning({ webhookId: partnerReports.webhookId });
    if (recorded.length === 0) return unchanged;

    await tx
      .update(applications)
      .set({
        bankStatus: to,
        ...(report.reference !== undefined && { bankReference: report.reference }),
      })
      .where(eq(applications.id, application.id));
    await tx.insert(applicationHistory).values({
      applicationId: application.id,
      status: to,
      source: 'bank',
      reference: report.reference ?? null,
    });
    if (isApproval(to) && !isApproval(from)) {
      await onFirstApproval(tx, catalogue, { ...application, productId: application.productId });
    }
    return { applicationId: application.id, status: to, applied: true };
  });
}

export interface RefusalFacts {
  bankKey: string;
  reason: RefusalReason;
  status: number;
  webhookId?: string | undefined;
  applicationId?: string | undefined;
  reported?: string | undefined;
  ip: string;
}

/**
 * A refused report in the audit log: no actor (the caller is a bank, or someone posing as one),
 * the bank key it named, why and what it was about. Never the body or its signature.
 */
export function auditRefusal(db: Database, facts: RefusalFacts) {
  return recordAudit(db, {
    actor: { id: null, email: null },
    action: 'partner.report.refused',
    target: `bank:${facts.bankKey.slice(0, 80)}`,
    after: {
      status: facts.status,
      reason: facts.reason,
      ...(facts.webhookId && { webhookId: facts.webhookId.slice(0, 255) }),
      ...(facts.applicationId && { applicationId: facts.applicationId }),
      ...(facts.reported && { reported: facts.reported }),
    },
    ip: facts.ip,
  });
}

import { isIP } from 'node:net';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/console.ts';

// The audit log's writer (issue 22): every console action, and a bank's status report, records
// who did what here. It sits below the services and partners/ so that both can write an entry in
// the transaction of their change; the console's audit page reads it (services/console/audit.ts).

/** Who did something: an operator, or (a failed sign-in) only the email that was tried. */
export interface AuditActor {
  id: string | null;
  email: string | null;
}

/** What the audit log records of one action. Never a password, a code or a token. */
export interface AuditRecord {
  actor: AuditActor;
  /** What was done, `area.verb`: `session.signIn`, `operator.update`, `application.view`... */
  action: string;
  /** What it was done to: an operator's or a record's id, a list's filters. */
  target?: string | null;
  /** The record as it was before a change, and as it is after (only the fields that changed). */
  before?: unknown;
  after?: unknown;
  /** The caller's address (request.ip); one that is not an IP address is kept as unknown. */
  ip?: string | null;
}

/**
 * The address as the `inet` column can hold it, or null (unknown). Behind a proxy, request.ip is
 * the X-Forwarded-For value the proxy passed on, which may be anything a client wrote there
 * (decision 0033); the entry must be written whatever it is, so a failed sign-in is never lost.
 * A zone id (`fe80::1%eth0`) is valid to Node but not to PostgreSQL.
 */
function storableIp(ip: string | null | undefined): string | null {
  return ip && isIP(ip) !== 0 && !ip.includes('%') ? ip : null;
}

/** The audit log's actions written by the console's own services. */
export const AUDIT_ACTIONS = {
  signIn: 'session.signIn',
  signInFailed: 'session.signInFailed',
  signInLockedOut: 'session.signInLockedOut',
  signOut: 'session.signOut',
  signOutEverywhere: 'session.signOutEverywhere',
  setUpPassword: 'operator.setUpPassword',
  setUpConfirmed: 'operator.setUpConfirmed',
  operatorAdded: 'operator.add',
  operatorUpdated: 'operator.update',
  operatorReset: 'operator.reset',
  operatorDisabled: 'operator.disable',
  passwordChanged: 'operator.changePassword',
  passwordChangeFailed: 'operator.changePasswordFailed',
} as const;

/**
 * Writes one entry of the append-only audit log. Every console action goes through here, in the
 * same transaction as the change it records when there is one (pass the transaction as `db`).
 */
export async function recordAudit(db: Database, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorOperatorId: record.actor.id,
    actorEmail: record.actor.email,
    action: record.action,
    target: record.target ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    ip: storableIp(record.ip),
  });
}

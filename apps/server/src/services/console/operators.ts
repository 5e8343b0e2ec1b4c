import { and, asc, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Operator, OperatorRole } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { operatorRecoveryCodes, operators } from '../../db/schema/console.ts';
import { notFound } from '../../lib/problem.ts';
import { AUDIT_ACTIONS, recordAudit, type AuditActor } from '../../records/audit.ts';
import { normalizeEmail } from './emails.ts';
import { lastAdmin, operatorExists } from './problems.ts';
import { endEverySession } from './sessions.ts';
import { issueSetUpLink } from './setup-links.ts';

/** Who asked for a change to operators, and from where: an admin, or the command line. */
export interface OperatorChangeBy {
  actor: AuditActor;
  ip: string | null;
}

/** The command line's entry in the audit log: whoever can run it on the server. */
export const COMMAND_LINE: OperatorChangeBy = {
  actor: { id: null, email: 'npm run console:user' },
  ip: null,
};

type OperatorRow = typeof operators.$inferSelect;

const view = (row: OperatorRow): Operator => ({
  id: row.id,
  email: row.email,
  role: row.role,
  setUp: row.passwordHash !== null && row.totpSecret !== null,
  disabled: row.disabledAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/** What the audit log keeps of an operator: never a hash or a key. */
const audited = (row: OperatorRow) => ({
  email: row.email,
  role: row.role,
  setUp: row.passwordHash !== null && row.totpSecret !== null,
  disabled: row.disabledAt !== null,
});

const isUniqueViolation = (error: unknown): boolean => {
  const found = error as { code?: string; cause?: unknown } | undefined;
  return found?.code === '23505' || (found?.cause !== undefined && isUniqueViolation(found.cause));
};

export async function listOperators(db: Database): Promise<Operator[]> {
  const rows = await db.select().from(operators).orderBy(asc(operators.email));
  return rows.map(view);
}

/** Adds an operator with no password; answers their one-time set-up link. */
export async function addOperator(
  db: Database,
  wanted: { email: string; role: OperatorRole },
  by: OperatorChangeBy,
  publicUrl: string,
): Promise<{ operator: Operator; setupUrl: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(operators)
        .values({ email: normalizeEmail(wanted.email), role: wanted.role })
        .returning();
      const setupUrl = await issueSetUpLink(tx, row!.id, publicUrl);
      await recordAudit(tx, {
        ...by,
        action: AUDIT_ACTIONS.operatorAdded,
        target: row!.id,
        after: audited(row!),
      });
      return { operator: view(row!), setupUrl };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw operatorExists();
    throw error;
  }
}

/** The operator with this email (any case), or undefined. */
export async function operatorByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(operators)
    .where(eq(sql`lower(${operators.email})`, normalizeEmail(email)));
  return row;
}

async function operatorById(db: Database, id: string) {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  if (!row) throw notFound('operator', id);
  return row;
}

/** An admin who can sign in: enabled, with a password and an authenticator. */
const canActAsAdmin = (
  row: Pick<OperatorRow, 'role' | 'disabledAt' | 'passwordHash' | 'totpSecret'>,
) =>
  row.role === 'admin' &&
  row.disabledAt === null &&
  row.passwordHash !== null &&
  row.totpSecret !== null;

/**
 * Refuses a change that would leave no admin who can sign in: nobody could manage operators
 * then. Changes to operators take one lock first, so that two admins demoting each other at
 * once cannot both see the other still there.
 */
async function keepAnAdmin(db: Database, row: OperatorRow, after: Partial<OperatorRow>) {
  if (!canActAsAdmin(row) || canActAsAdmin({ ...row, ...after })) return;
  const [others] = await db
    .select({ count: count() })
    .from(operators)
    .where(
      and(
        eq(operators.role, 'admin'),
        isNull(operators.disabledAt),
        isNotNull(operators.passwordHash),
        isNotNull(operators.totpSecret),
        ne(operators.id, row.id),
      ),
    );
  if ((others?.count ?? 0) === 0) throw lastAdmin();
}

/** One change to operators at a time, across connections and server processes. */
const lockOperators = (db: Database) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('console:operators'))`);

/** Changes an operator's role, or disables (ending every session) or enables them. */
export async function updateOperator(
  db: Database,
  id: string,
  change: { role?: OperatorRole | undefined; disabled?: boolean | undefined },
  by: OperatorChangeBy,
): Promise<Operator> {
  return db.transaction(async (tx) => {
    await lockOperators(tx);
    const row = await operatorById(tx, id);
    const set: Partial<OperatorRow> = {};
    if (change.role !== undefined && change.role !== row.role) set.role = change.role;
    if (change.disabled === true && row.disabledAt === null) set.disabledAt = new Date();
    if (change.disabled === false && row.disabledAt !== null) set.disabledAt = null;
    if (Object.keys(set).length === 0) return view(row);
    // The command line may do anything: it is how a locked-out team gets back in.
    if (by.actor.id !== null) await keepAnAdmin(tx, row, set);
    const [updated] = await tx.update(operators).set(set).where(eq(operators.id, id)).returning();
    // Sessions read the role on every request; a disabled operator's end at once.
    if (set.disabledAt) await endEverySession(tx, id);
    await recordAudit(tx, {
      ...by,
      action: set.disabledAt ? AUDIT_ACTIONS.operatorDisabled : AUDIT_ACTIONS.operatorUpdated,
      target: id,
      before: audited(row),
      after: audited(updated!),
    });
    return view(updated!);
  });
}

/**
 * Voids the operator's password, authenticator, recovery codes and sessions; answers a new
 * set-up link. For a lost phone or a password that may have leaked.
 */
export async function resetOperator(
  db: Database,
  id: string,
  by: OperatorChangeBy,
  publicUrl: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    await lockOperators(tx);
    const row = await operatorById(tx, id);
    const voided = {
      passwordHash: null,
      totpSecret: null,
      pendingTotpSecret: null,
      lastTotpStep: null,
    };
    if (by.actor.id !== null) await keepAnAdmin(tx, row, voided);
    const [updated] = await tx
      .update(operators)
      .set(voided)
      .where(eq(operators.id, id))
      .returning();
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, id));
    await endEverySession(tx, id);
    const setupUrl = await issueSetUpLink(tx, id, publicUrl);
    await recordAudit(tx, {
      ...by,
      action: AUDIT_ACTIONS.operatorReset,
      target: id,
      before: audited(row),
      after: audited(updated!),
    });
    return setupUrl;
  });
}

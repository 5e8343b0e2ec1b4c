import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Bonus } from '@mizan/contracts/console';
import type { BONUS_STATES } from '@mizan/contracts';
import type { Database } from '../../db/client.ts';
import { bonuses } from '../../db/schema/partners.ts';
import { Problem } from '../../lib/problem.ts';
import { localize } from '../../texts/index.ts';
import { recordAudit, type AuditActor } from '../../records/audit.ts';
import { shownLeadKey, type LeadView } from './leads/index.ts';

// The bonuses the banks' approvals made due (issue 24, decision 0026), and their payment: a
// bonus is paid outside the system (a transfer); the console records that it was, and who said so.

type BonusState = (typeof BONUS_STATES)[number];
type BonusRow = typeof bonuses.$inferSelect;

/** A bonus as this caller may see it: its application's id, or its reference (decision 0031). */
const toBonus = (row: BonusRow, view: LeadView): Bonus => ({
  applicationId: shownLeadKey(view, row.applicationId),
  amount: row.amount,
  currency: row.currency as Bonus['currency'],
  state: row.state as BonusState,
  dueSince: row.dueSince.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
});

/** A page of bonuses, the longest due first (ties by application id), and how many match. */
export async function listBonuses(
  db: Database,
  query: { state?: BonusState | undefined; page: number; pageSize: number },
  view: LeadView,
): Promise<{ items: Bonus[]; total: number }> {
  const where = query.state ? eq(bonuses.state, query.state) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(bonuses)
      .where(where)
      .orderBy(asc(bonuses.dueSince), asc(bonuses.applicationId))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(bonuses).where(where),
  ]);
  return { items: rows.map((row) => toBonus(row, view)), total: totals?.total ?? 0 };
}

const bonusNotFound = (id: string) =>
  new Problem(
    404,
    localize('problems.partners.bonusNotFound.title'),
    localize('problems.partners.bonusNotFound.detail', { id }),
  );

const alreadyPaid = (id: string) =>
  new Problem(
    409,
    localize('problems.partners.bonusPaid.title'),
    localize('problems.partners.bonusPaid.detail', { id }),
  );

/**
 * Records a due bonus as paid, by this operator, with its audit entry in the same transaction.
 * The row is locked: of two operators paying it at once, the second is told it is paid (409),
 * so a bonus is never recorded (or paid) twice.
 */
export async function markBonusPaid(
  db: Database,
  applicationId: string,
  by: { actor: AuditActor & { id: string }; ip: string },
): Promise<Bonus> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(bonuses)
      .where(eq(bonuses.applicationId, applicationId))
      .for('update');
    if (!current) throw bonusNotFound(applicationId);
    if (current.state === 'paid') throw alreadyPaid(applicationId);
    const [paid] = await tx
      .update(bonuses)
      .set({ state: 'paid', paidAt: sql`now()`, paidBy: by.actor.id })
      .where(and(eq(bonuses.applicationId, applicationId), eq(bonuses.state, 'due')))
      .returning();
    if (!paid) throw alreadyPaid(applicationId);
    await recordAudit(tx, {
      actor: by.actor,
      action: 'bonus.markPaid',
      target: applicationId,
      before: { state: current.state },
      after: {
        state: paid.state,
        amount: paid.amount,
        currency: paid.currency,
        paidAt: paid.paidAt?.toISOString(),
      },
      ip: by.ip,
    });
    // Only admins pay (the role table), and they see personal data: the id itself.
    return toBonus(paid, { withApplicant: true });
  });
}

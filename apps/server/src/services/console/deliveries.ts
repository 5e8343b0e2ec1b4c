import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Delivery } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/queue.ts';
import { applications } from '../../db/schema/visitors.ts';
import { Problem } from '../../lib/problem.ts';
import { localize } from '../../texts/index.ts';
import {
  deliveryColumns,
  deliveryOf,
  deliveryStateCondition,
  deliveryStateOf,
  type DeliveryState,
} from '../../partners/delivery-view.ts';
import { OUTBOX_CHANNEL } from '../../queue/worker.ts';
import { recordAudit } from '../../records/audit.ts';
import { AUDIT_BANK_ACTIONS, type BankChangeBy } from './bank-delivery.ts';

// The console's view of the deliveries to banks (issue 24): what is pending, delivered, failing
// (with the bank's last answer and the next try) or failed, and "retry now".

export interface DeliveryFilters {
  bankId?: number | undefined;
  state?: DeliveryState | undefined;
  page: number;
  pageSize: number;
}

/** A page of deliveries, newest first, and how many match in all. */
export async function listDeliveries(
  db: Database,
  filters: DeliveryFilters,
): Promise<{ items: Delivery[]; total: number }> {
  const conditions: SQL[] = [eq(outbox.queue, 'delivery')];
  if (filters.bankId !== undefined) conditions.push(eq(outbox.organizationId, filters.bankId));
  if (filters.state) conditions.push(deliveryStateCondition(filters.state));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(filters.pageSize)
      .offset(filters.page * filters.pageSize),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return { items: rows.map(deliveryOf), total: counted?.total ?? 0 };
}

const deliveryNotFound = (id: string) =>
  new Problem(
    404,
    localize('problems.console.banks.deliveryNotFound.title'),
    localize('problems.console.banks.deliveryNotFound.detail', { id }),
  );

const erasedLead = () =>
  new Problem(
    409,
    localize('problems.console.banks.erasedLead.title'),
    localize('problems.console.banks.erasedLead.detail'),
  );

const alreadyDelivered = () =>
  new Problem(
    409,
    localize('problems.console.banks.delivered.title'),
    localize('problems.console.banks.delivered.detail'),
  );

/**
 * Makes a delivery due now: a pending or failing one is tried at once, a failed one is taken up
 * again (its attempts kept, so its history stays honest). One the bank took cannot be retried.
 * Every worker, in any process, is told when this commits.
 */
export async function retryDelivery(
  db: Database,
  deliveryId: string,
  by: BankChangeBy,
): Promise<Delivery> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select(deliveryColumns)
      .from(outbox)
      .where(and(eq(outbox.id, deliveryId), eq(outbox.queue, 'delivery')))
      .for('update');
    if (!row) throw deliveryNotFound(deliveryId);
    const before = deliveryStateOf(row);
    if (before === 'delivered') throw alreadyDelivered();
    // A lead whose applicant was erased (issue 25) lost them from its payload: it stays unsent.
    if (row.kind === 'application.submitted' && row.applicationId) {
      const [lead] = await tx
        .select({ erasedAt: applications.erasedAt })
        .from(applications)
        .where(eq(applications.id, row.applicationId));
      if (lead?.erasedAt) throw erasedLead();
    }
    const [updated] = await tx
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, deliveryId))
      .returning(deliveryColumns);
    await tx.execute(sql`SELECT pg_notify(${OUTBOX_CHANNEL}, '')`);
    await recordAudit(tx, {
      ...by,
      action: AUDIT_BANK_ACTIONS.deliveryRetried,
      target: deliveryId,
      before: { state: before },
      after: { bankId: row.organizationId },
    });
    return deliveryOf(updated!);
  });
}

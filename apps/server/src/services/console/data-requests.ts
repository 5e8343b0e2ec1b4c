import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DataRequestItem } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { dataRequests } from '../../db/schema/privacy.ts';
import { Problem } from '../../lib/problem.ts';
import { localize } from '../../texts/index.ts';
import { recordAudit, type AuditActor } from './audit.ts';
import { dataRequestItem } from './data-request-actions.ts';

// The console's queue of visitors' data requests (issue 25): those their sender confirmed, with
// the 30-day clock, and those done. Unconfirmed requests are not the team's to act on (anyone
// can type an address), so they are never listed.

export interface DataRequestListQuery {
  state?: 'confirmed' | 'done' | undefined;
  page: number;
  pageSize: number;
}

/**
 * A page of the queue: the open (confirmed) requests first, the nearest due first (so the overdue
 * lead), then the done ones, the latest done first; and how many match.
 */
export async function listDataRequests(
  db: Database,
  query: DataRequestListQuery,
): Promise<{ items: DataRequestItem[]; total: number }> {
  const where = query.state
    ? eq(dataRequests.state, query.state)
    : inArray(dataRequests.state, ['confirmed', 'done']);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(dataRequests)
      .where(where)
      .orderBy(
        sql`case when ${dataRequests.state} = 'confirmed' then 0 else 1 end`,
        asc(sql`case when ${dataRequests.state} = 'confirmed' then ${dataRequests.dueAt} end`),
        desc(dataRequests.doneAt),
        asc(dataRequests.id),
      )
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ total: count() }).from(dataRequests).where(where),
  ]);
  return { items: rows.map(dataRequestItem), total: totals?.total ?? 0 };
}

/**
 * The queue as an operator reads it: the list shows addresses, so a page that holds any is a view
 * of those requests, logged (their ids, the filters, never the addresses) before it is answered.
 */
export async function readDataRequestList(
  db: Database,
  query: DataRequestListQuery,
  reader: { actor: AuditActor; ip: string },
) {
  const page = await listDataRequests(db, query);
  if (page.items.length > 0) {
    await recordAudit(db, {
      actor: reader.actor,
      action: 'dataRequest.list',
      target: JSON.stringify(query),
      after: { ids: page.items.map((item) => item.id) },
      ip: reader.ip,
    });
  }
  return page;
}

export const dataRequestNotFound = (id: string) =>
  new Problem(
    404,
    localize('problems.dataRequest.notFound.title'),
    localize('problems.dataRequest.notFound.detail', { id }),
  );

export const dataRequestNotConfirmed = (id: string) =>
  new Problem(
    409,
    localize('problems.dataRequest.notConfirmed.title'),
    localize('problems.dataRequest.notConfirmed.detail', { id }),
  );

const alreadyDone = (id: string) =>
  new Problem(
    409,
    localize('problems.dataRequest.done.title'),
    localize('problems.dataRequest.done.detail', { id }),
  );

/**
 * Marks a confirmed request done, with the operator's note, and forgets its address (data
 * minimisation: the request is answered; its keyed hash stays for the daily limit). The row is
 * locked, so of two operators at once the second is told it is done. The audit entry, in the
 * same transaction, names the request and what changed, never the address.
 */
export async function completeDataRequest(
  db: Database,
  id: string,
  note: string,
  by: { actor: AuditActor & { id: string }; ip: string },
): Promise<DataRequestItem> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.id, id))
      .for('update');
    if (!current) throw dataRequestNotFound(id);
    if (current.state === 'done') throw alreadyDone(id);
    if (current.state !== 'confirmed') throw dataRequestNotConfirmed(id);
    const [done] = await tx
      .update(dataRequests)
      .set({ state: 'done', doneAt: sql`now()`, doneBy: by.actor.id, note, email: null })
      .where(and(eq(dataRequests.id, id), eq(dataRequests.state, 'confirmed')))
      .returning();
    if (!done) throw alreadyDone(id);
    await recordAudit(tx, {
      actor: by.actor,
      action: 'dataRequest.done',
      target: id,
      before: { state: current.state },
      after: { state: done.state, kind: done.kind, doneAt: done.doneAt?.toISOString() },
      ip: by.ip,
    });
    return dataRequestItem(done);
  });
}

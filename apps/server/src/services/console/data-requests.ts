import { createHmac } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { fieldPath } from '@mizan/contracts';
import type { DataRequestKind, DataRequestState } from '@mizan/contracts';
import type { DataRequestItem } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { dataRequests } from '../../db/schema/privacy.ts';
import { Problem } from '../../lib/problem.ts';
import { EMAIL } from '../../lib/scrub.ts';
import { emailHash } from '../../privacy/email-hash.ts';
import { localize } from '../../texts/index.ts';
import { recordAudit, type AuditActor } from '../../records/audit.ts';

// The console's queue of visitors' data requests (issue 25): those their sender confirmed, with
// the 30-day clock, and those done. Unconfirmed requests are not the team's to act on (anyone
// can type an address), so they are never listed.

/** What the audit log calls each console action on a data request (never with the address). */
export const DATA_REQUEST_AUDIT_ACTIONS = {
  list: 'dataRequest.list',
  export: 'dataRequest.export',
  erase: 'dataRequest.erase',
  done: 'dataRequest.done',
} as const;

const iso = (at: Date | null) => at?.toISOString() ?? null;

export const dataRequestItem = (row: typeof dataRequests.$inferSelect): DataRequestItem => ({
  id: row.id,
  kind: row.kind as DataRequestKind,
  state: row.state as DataRequestState,
  requestedAt: row.requestedAt.toISOString(),
  confirmedAt: iso(row.confirmedAt),
  dueAt: iso(row.dueAt),
  email: row.email,
  exportedAt: iso(row.exportedAt),
  erasedAt: iso(row.erasedAt),
  doneAt: iso(row.doneAt),
});

const problem = (
  status: number,
  name: 'notFound' | 'notConfirmed' | 'done' | 'notErasure' | 'erased',
) =>
  function (id: string) {
    return new Problem(
      status,
      localize(`problems.dataRequest.${name}.title`),
      localize(`problems.dataRequest.${name}.detail`, { id }),
    );
  };

/** Why a console action on a data request is refused. */
export const dataRequestProblem = {
  notFound: problem(404, 'notFound'),
  notConfirmed: problem(409, 'notConfirmed'),
  done: problem(409, 'done'),
  notErasure: problem(409, 'notErasure'),
  erased: problem(409, 'erased'),
};

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
      action: DATA_REQUEST_AUDIT_ACTIONS.list,
      target: JSON.stringify(query),
      after: { ids: page.items.map((item) => item.id) },
      ip: reader.ip,
    });
  }
  return page;
}

/** A 400 naming body.note: it holds the address the request is about. */
function noteHoldsAddress() {
  const field = fieldPath('body', ['note']);
  const message = localize('problems.dataRequest.noteHoldsAddress.field');
  return new Problem(
    400,
    localize('problems.dataRequest.noteHoldsAddress.title'),
    { en: `${field}: ${message.en}`, ar: `${field}: ${message.ar}` },
    [{ field, message }],
  );
}

/**
 * Whether the note holds the request's address: found as typed while the request still has it,
 * and by the keyed hash of every address in the note, which works once it is forgotten too.
 */
function holdsAddress(note: string, request: typeof dataRequests.$inferSelect, hashKey: Buffer) {
  if (request.email && note.toLowerCase().includes(request.email.trim().toLowerCase())) {
    return true;
  }
  return [...note.matchAll(EMAIL)].some(
    ([found]) => emailHash(hashKey, found) === request.emailHash,
  );
}

/**
 * Marks a confirmed request done and forgets its address (data minimisation: the request is
 * answered; its keyed hash stays for the daily limit). The operator's note is free text, which
 * may name the person: it is not stored, only its keyed hash in the audit entry (which proves a
 * note shown later is the one written), and a note holding the address is refused (issue 32).
 * The row is locked, so of two operators at once the second is told it is done. The audit entry,
 * in the same transaction, names the request and what changed, never the address.
 */
export async function completeDataRequest(
  db: Database,
  id: string,
  note: string,
  by: { actor: AuditActor & { id: string }; ip: string; hashKey: Buffer },
): Promise<DataRequestItem> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(dataRequests)
      .where(eq(dataRequests.id, id))
      .for('update');
    if (!current) throw dataRequestProblem.notFound(id);
    if (current.state === 'done') throw dataRequestProblem.done(id);
    if (current.state !== 'confirmed') throw dataRequestProblem.notConfirmed(id);
    if (holdsAddress(note, current, by.hashKey)) throw noteHoldsAddress();
    const [done] = await tx
      .update(dataRequests)
      .set({ state: 'done', doneAt: sql`now()`, doneBy: by.actor.id, email: null })
      .where(and(eq(dataRequests.id, id), eq(dataRequests.state, 'confirmed')))
      .returning();
    if (!done) throw dataRequestProblem.done(id);
    await recordAudit(tx, {
      actor: by.actor,
      action: DATA_REQUEST_AUDIT_ACTIONS.done,
      target: id,
      before: { state: current.state },
      after: {
        state: done.state,
        kind: done.kind,
        doneAt: done.doneAt?.toISOString(),
        noteHash: createHmac('sha256', by.hashKey).update(note).digest('hex'),
      },
      ip: by.ip,
    });
    return dataRequestItem(done);
  });
}

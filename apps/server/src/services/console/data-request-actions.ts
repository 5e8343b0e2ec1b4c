import { eq, sql } from 'drizzle-orm';
import type { DataRequestItem, ErasureCounts, PersonalDataExport } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { dataRequests } from '../../db/schema/privacy.ts';
import { exportPersonalData } from '../../privacy/export.ts';
import { erasePersonWithin } from '../../privacy/erase.ts';
import { recordAudit, type AuditActor } from '../../records/audit.ts';
import {
  DATA_REQUEST_AUDIT_ACTIONS,
  dataRequestItem,
  dataRequestProblem,
} from './data-requests.ts';

// The console's answers to a confirmed data request (issue 25): a copy of everything held about
// its address, and, for an erasure request, the erasure. Both are audit-logged with the request's
// id and how many records they touched, never the address. An erasure request may be exported
// too (a person may want a copy before it goes); an export request is never erased.

type DataRequestRow = typeof dataRequests.$inferSelect;

/** Who acts, and from where. */
export interface Actor {
  actor: AuditActor;
  ip: string;
}

/** The request, if it can be answered now: confirmed, not done, its address still known. */
function answerable(
  row: DataRequestRow | undefined,
  id: string,
): DataRequestRow & { email: string } {
  if (!row) throw dataRequestProblem.notFound(id);
  if (row.state === 'done') throw dataRequestProblem.done(id);
  if (row.state !== 'confirmed') throw dataRequestProblem.notConfirmed(id);
  if (row.erasedAt || row.email === null) throw dataRequestProblem.erased(id);
  return row as DataRequestRow & { email: string };
}

/**
 * Everything held about the request's address, as the JSON file the operator sends the person.
 * The audit entry (how many records, not which address) and `exportedAt` are written before the
 * data is answered: an export the log cannot record is not given.
 */
export async function exportDataRequest(
  db: Database,
  id: string,
  by: Actor,
): Promise<PersonalDataExport> {
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id));
  const request = answerable(row, id);
  const data = await exportPersonalData(db, request.email);
  await db.transaction(async (tx) => {
    await tx
      .update(dataRequests)
      .set({ exportedAt: sql`now()` })
      .where(eq(dataRequests.id, id));
    await recordAudit(tx, {
      actor: by.actor,
      action: DATA_REQUEST_AUDIT_ACTIONS.export,
      target: id,
      after: {
        customers: data.customers.length,
        applications: data.applications.length,
        supportRequests: data.supportRequests.length,
        emails: data.emails.length,
      },
      ip: by.ip,
    });
  });
  return data;
}

/**
 * Erases the person of a confirmed erasure request, in one transaction with its audit entry
 * (the counts, never the address): the request is locked, so of two operators erasing at once
 * the second is told it is erased (409).
 */
export async function eraseDataRequest(
  db: Database,
  id: string,
  by: Actor & { dataDir: string },
): Promise<{ request: DataRequestItem; erased: ErasureCounts }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(dataRequests).where(eq(dataRequests.id, id)).for('update');
    if (row && row.kind !== 'erase') throw dataRequestProblem.notErasure(id);
    const request = answerable(row, id);
    const erased = await erasePersonWithin(tx, request.email, { dataDir: by.dataDir });
    // erasePersonWithin cleared the address of every request that had it, this one included.
    const [after] = await tx.select().from(dataRequests).where(eq(dataRequests.id, id));
    await recordAudit(tx, {
      actor: by.actor,
      action: DATA_REQUEST_AUDIT_ACTIONS.erase,
      target: id,
      after: erased,
      ip: by.ip,
    });
    return { request: dataRequestItem(after!), erased };
  });
}

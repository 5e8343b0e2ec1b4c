import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type {
  SupportRequestListQuery,
  SupportRequestStatus,
  SupportRequestDetailSchema,
  SupportRequestListItemSchema,
} from '@mizan/contracts/console';
import { countryCode, type Country } from '@mizan/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { supportRequests } from '../../db/schema/mail.ts';
import { notFound } from '../../lib/problem.ts';
import type { CsvColumn } from '../../lib/csv.ts';
import {
  EXPORT_BATCH_SIZE,
  newestFirst,
  utcDay,
  type LeadView,
  type Paging,
} from './leads/index.ts';

// The console's support requests (issue 22): list, detail, status, export. The requester's name
// and email, and the message, are personal data: read only for the roles that may see them.

export type SupportRequestItem = z.output<typeof SupportRequestListItemSchema>;
export type SupportRequestDetail = z.output<typeof SupportRequestDetailSchema>;

export interface SupportRequestFilters {
  country?: Country;
  status?: SupportRequestStatus;
  from?: Date;
  to?: Date;
}

/** The filters of the console's query: `from` from the start of its day, `to` to the end of its. */
export function supportFiltersOf(
  query: Omit<SupportRequestListQuery, 'page' | 'pageSize'>,
): SupportRequestFilters {
  return {
    ...(query.country && { country: query.country }),
    ...(query.status && { status: query.status }),
    ...(query.from && { from: utcDay(query.from) }),
    ...(query.to && { to: utcDay(query.to, 1) }),
  };
}

function conditionsOf(filters: SupportRequestFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.country) conditions.push(eq(supportRequests.country, filters.country));
  if (filters.status) conditions.push(eq(supportRequests.status, filters.status));
  if (filters.from) conditions.push(gte(supportRequests.createdAt, filters.from));
  if (filters.to) conditions.push(lt(supportRequests.createdAt, filters.to));
  return conditions;
}

const NEWEST_FIRST = newestFirst(supportRequests.createdAt, supportRequests.id);

const itemColumns = {
  id: supportRequests.id,
  createdAt: supportRequests.createdAt,
  country: supportRequests.country,
  language: supportRequests.language,
  status: supportRequests.status,
};
// Read only for the roles that see personal data.
const requesterColumns = { fullName: supportRequests.fullName, email: supportRequests.email };

type Row = {
  id: string;
  createdAt: Date;
  country: Country;
  language: SupportRequestItem['language'];
  status: SupportRequestStatus;
  fullName?: string;
  email?: string;
};

function toItem(row: Row): SupportRequestItem {
  const item: SupportRequestItem = {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    country: row.country,
    language: row.language,
    status: row.status,
  };
  if (row.fullName !== undefined && row.email !== undefined) {
    item.requester = { fullName: row.fullName, email: row.email };
  }
  return item;
}

const columnsFor = (view: LeadView) =>
  view.withApplicant ? { ...itemColumns, ...requesterColumns } : itemColumns;

/** Support requests, newest first (ties by id), with the exact number that match. */
export async function listSupportRequests(
  db: Database,
  filters: SupportRequestFilters,
  paging: Paging,
  view: LeadView,
): Promise<{ items: SupportRequestItem[]; total: number }> {
  const where = and(...conditionsOf(filters));
  const [rows, total] = await Promise.all([
    db
      .select(columnsFor(view))
      .from(supportRequests)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(paging.pageSize)
      .offset(paging.page * paging.pageSize),
    db.$count(supportRequests, where),
  ]);
  return { items: rows.map(toItem), total };
}

/** One support request with its message; personal data. */
export async function supportRequestDetail(
  db: Database,
  id: string,
): Promise<SupportRequestDetail> {
  const [row] = await db
    .select({ ...itemColumns, ...requesterColumns, message: supportRequests.message })
    .from(supportRequests)
    .where(eq(supportRequests.id, id));
  if (!row) throw notFound('supportRequest', id);
  return {
    ...toItem(row),
    requester: { fullName: row.fullName, email: row.email },
    message: row.message,
  };
}

/**
 * Sets the status; answers the request as it is now and the status before and after, for the
 * audit log. `db` may be a transaction, so the change and its audit entry commit together.
 */
export async function setSupportRequestStatus(
  db: Database,
  id: string,
  status: SupportRequestStatus,
): Promise<{
  detail: SupportRequestDetail;
  before: { status: SupportRequestStatus };
  after: { status: SupportRequestStatus };
}> {
  // The row is locked while it changes: two operators at once each see the true "before".
  const [current] = await db
    .select({ status: supportRequests.status })
    .from(supportRequests)
    .where(eq(supportRequests.id, id))
    .for('update');
  if (!current) throw notFound('supportRequest', id);
  if (current.status !== status) {
    await db.update(supportRequests).set({ status }).where(eq(supportRequests.id, id));
  }
  return {
    detail: await supportRequestDetail(db, id),
    before: { status: current.status },
    after: { status },
  };
}

/** Every support request that matches, newest first, in keyset batches (see exportLeads). */
export async function* exportSupportRequests(
  db: Database,
  filters: SupportRequestFilters,
  view: LeadView,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<SupportRequestItem & { message?: string }> {
  const conditions = conditionsOf(filters);
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const position = after
      ? [
          sql`(${supportRequests.createdAt}, ${supportRequests.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
        ]
      : [];
    const rows = await db
      .select({
        ...columnsFor(view),
        ...(view.withApplicant && { message: supportRequests.message }),
        position: sql<string>`${supportRequests.createdAt}::text`,
      })
      .from(supportRequests)
      .where(and(...conditions, ...position))
      .orderBy(...NEWEST_FIRST)
      .limit(batchSize);
    for (const row of rows) {
      const message = (row as { message?: string }).message;
      yield { ...toItem(row), ...(message !== undefined && { message }) };
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: last.position, id: last.id };
  }
}

/** The columns of a support requests export. */
export const SUPPORT_REQUEST_CSV_COLUMNS: readonly CsvColumn<
  SupportRequestItem & { message?: string }
>[] = [
  { header: 'id', value: (request) => request.id },
  { header: 'createdAt', value: (request) => request.createdAt },
  { header: 'country', value: (request) => countryCode(request.country) },
  { header: 'language', value: (request) => request.language },
  { header: 'status', value: (request) => request.status },
  { header: 'fullName', value: (request) => request.requester?.fullName },
  { header: 'email', value: (request) => request.requester?.email },
  { header: 'message', value: (request) => request.message },
];

import { and, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { applications } from '../../../db/schema/visitors.ts';
import type { Catalogue } from '../../../catalogue/index.ts';
import { leadConditions, NEWEST_FIRST, type LeadFilters } from './filters.ts';
import { listColumns, toItems, type LeadListItem, type LeadView } from './items.ts';

// The rows of a CSV export (its columns: lead-csv.ts).

/** Rows read from the database at a time by an export. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every application that matches, newest first, read in batches by keyset (createdAt, id), so
 * that an export of any size holds one batch in memory and each batch is one short indexed
 * query (no long transaction, no statement time-out; the same on PostgreSQL and PGlite). The
 * position is kept as the database's own text of the timestamp: a JavaScript Date would drop
 * its microseconds and skip or repeat rows.
 */
export async function* exportLeads(
  db: Database,
  catalogue: Catalogue,
  filters: LeadFilters,
  view: LeadView,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<LeadListItem> {
  const conditions = leadConditions(catalogue, filters);
  if (!conditions) return;
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const position = after
      ? [
          sql`(${applications.createdAt}, ${applications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
        ]
      : [];
    const rows = await db
      .select({ ...listColumns, position: sql<string>`${applications.createdAt}::text` })
      .from(applications)
      .where(and(...conditions, ...position))
      .orderBy(...NEWEST_FIRST)
      .limit(batchSize);
    yield* await toItems(db, catalogue, rows, view);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: last.position, id: last.id };
  }
}

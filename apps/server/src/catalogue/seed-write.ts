import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

// How the seed writes a row that is already there (issue 23). Every catalogue item the console
// edits carries `version`, and a console save made from an older version is refused with 409. So
// a seed write that changes a row must raise its version like a save does (an editor's open form
// then gets a 409 instead of silently undoing the seed), and one that changes nothing leaves it
// alone (no needless 409s). After a seed write the row is what the seed files say: `edited_at`
// goes back to null, so the next `db:seed` does not take it for a console edit.

/** Columns the seed never copies from the proposed row: the item's bookkeeping. */
const BOOKKEEPING = ['version', 'editedAt'];

/** The data columns of `table` the seed writes (all but the conflict keys and the bookkeeping). */
function dataColumns(table: PgTable, keep: string[]) {
  return Object.entries(getTableColumns(table)).filter(
    ([name]) => !keep.includes(name) && !BOOKKEEPING.includes(name),
  );
}

/** True in SQL when the stored row differs from the proposed one (`excluded`) in any data column. */
function differsFromProposed(table: PgTable, keep: string[]): SQL {
  const names = dataColumns(table, keep).map(([, column]) => column.name);
  const stored = sql.join(
    names.map((name) => sql`${table}.${sql.identifier(name)}`),
    sql`, `,
  );
  const proposed = sql.join(
    names.map((name) => sql.raw(`excluded."${name}"`)),
    sql`, `,
  );
  return sql`(${stored}) is distinct from (${proposed})`;
}

/**
 * `set` for a seed upsert: every data column from the proposed row; on a table the console edits,
 * `version` raised by one only when a data column changes, and `edited_at` cleared.
 */
export function seedUpdate(table: PgTable, keep: string[]): Record<string, SQL> {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = Object.fromEntries(
    dataColumns(table, keep).map(([name, column]) => [name, sql.raw(`excluded."${column.name}"`)]),
  );
  if ('version' in columns) {
    set.version = sql`case when ${differsFromProposed(table, keep)} then ${table}."version" + 1 else ${table}."version" end`;
  }
  if ('editedAt' in columns) set.editedAt = sql`null`;
  return set;
}

/** `set` for a row the seed deactivates (it left the seed files): a change, so a new version. */
export const seedDeactivation = (table: PgTable) => ({
  active: false,
  version: sql`${table}."version" + 1`,
  editedAt: null,
});

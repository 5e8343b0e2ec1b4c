// Helpers for the privacy tests: a confirmed data request as the public confirmation leaves it,
// and a scan of every table of the database for a piece of text, as a dump would show it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { dataRequests } from '../../src/db/schema/index.ts';

/** A data request the visitor confirmed (the public calls that make one are tested elsewhere). */
export async function confirmedRequest(
  db: Database,
  email: string,
  kind: 'export' | 'erase' = 'erase',
  state: 'unconfirmed' | 'confirmed' | 'done' = 'confirmed',
): Promise<string> {
  const [row] = await db
    .insert(dataRequests)
    .values({
      kind,
      state,
      email,
      // Any 64 hex digits: the keyed hash is the public call's business.
      emailHash: 'ab'.repeat(32),
      confirmedAt: state === 'unconfirmed' ? null : new Date(),
      dueAt: state === 'unconfirmed' ? null : new Date(Date.now() + 30 * 86_400_000),
    })
    .returning({ id: dataRequests.id });
  return row!.id;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Every table of every schema the application's database has. */
async function everyTable(db: Database) {
  const tables = rowsOf(
    await db.execute(sql`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE'
        and table_schema not in ('pg_catalog', 'information_schema')`),
  ) as { schema: string; name: string }[];
  return tables.map(({ schema, name }) => ({
    label: `${schema}.${name}`,
    table: sql.raw(`"${schema}"."${name}"`),
  }));
}

/** How many rows each table (`schema.table`) of the database holds. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { label, table } of await everyTable(db)) {
    const [row] = rowsOf(await db.execute(sql`select count(*)::int as n from ${table}`));
    counts[label] = Number(row?.n);
  }
  return counts;
}

/**
 * The tables (`schema.table`) in which any row, read whole as text, holds one of `needles`
 * (case-insensitive): every table of every schema the application's database has.
 */
export async function tablesHolding(db: Database, needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { label, table } of await everyTable(db)) {
    for (const needle of needles) {
      const hits = rowsOf(
        await db.execute(
          sql`select count(*)::int as n from ${table} t where t::text ilike ${`%${needle}%`}`,
        ),
      );
      if (Number(hits[0]?.n) > 0) found.push(`${label} holds ${needle}`);
    }
  }
  return found;
}

/** Every delivery CSV file under `dataDir`, with its text. */
export function deliveryFiles(dataDir: string): { file: string; text: string }[] {
  const root = path.join(dataDir, 'deliveries');
  let banks: string[];
  try {
    banks = readdirSync(root);
  } catch {
    return [];
  }
  return banks.flatMap((bank) =>
    readdirSync(path.join(root, bank))
      .filter((name) => name.endsWith('.csv'))
      .map((name) => {
        const file = path.join(root, bank, name);
        return { file, text: readFileSync(file, 'utf8') };
      }),
  );
}

// A database as a server from before a migration left it: migrated up to an earlier migration,
// filled with rows in that schema's columns, then opened as the server opens it (which applies
// the rest). For the tests of migrations that move data (test/server/migration-*.test.ts).
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { createPostgresDatabase, type DatabaseKind } from './test-database.ts';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** A copy of the migrations folder whose journal stops at `lastTag` (e.g. '0003_…'). */
function migrationsUntil(lastTag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'mizan-migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A fresh database migrated up to `lastTag` and filled by `rowsSql`; answers how to open it with
 * every migration, and how to drop it.
 */
export async function databaseBefore(kind: DatabaseKind, lastTag: string, rowsSql: string) {
  const folder = migrationsUntil(lastTag);
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-pglite-'));
    const client = new PGlite(dataDir);
    await migratePglite(drizzlePglite(client), { migrationsFolder: folder });
    await client.exec(rowsSql);
    await client.close();
    return {
      open: (): Promise<DatabaseHandle> => openDatabase({ kind: 'pglite', dataDir }),
      drop: async () => {},
    };
  }
  const { url, drop } = await createPostgresDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await migratePg(drizzlePg(client), { migrationsFolder: folder });
  await client.query(rowsSql);
  await client.end();
  return { open: () => openDatabase({ kind: 'postgres', url }), drop };
}

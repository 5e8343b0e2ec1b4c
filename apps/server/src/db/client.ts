import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { listenOnPostgres, type StopListening } from './notifications.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Calls onNotify on every NOTIFY on the channel, from any connection or process. */
  listen(channel: string, onNotify: () => void): Promise<StopListening>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  /** poolMax: connections kept open to the server (DATABASE_POOL_MAX); 10 when omitted. */
  | { kind: 'postgres'; url: string; poolMax?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any number of processes may start at once against one server: one migrates, the others wait.
const MIGRATION_LOCK_KEY = 7_262_001;

/** Opens the store and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolMax ?? 10 });
    // An idle connection the server closed (restart, failover) is replaced by the pool; without
    // a listener its error event would end the process.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const lockClient = await pool.connect();
    try {
      await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
    } finally {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      lockClient.release();
    }
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      listen: (channel, onNotify) => listenOnPostgres(target.url, channel, onNotify),
      close: () => pool.end(),
    };
  }

  let client: PGlite;
  if (target.kind === 'pglite') {
    mkdirSync(target.dataDir, { recursive: true });
    client = new PGlite(target.dataDir);
  } else {
    client = new PGlite();
  }
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  return {
    db: pgliteDb as unknown as Database,
    kind: 'pglite',
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      // After close there is nothing left to stop listening to.
      return () => (client.closed ? Promise.resolve() : stop());
    },
    close: () => client.close(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

// What "the database cannot be reached" looks like from here, as opposed to a query that failed
// on its own: these errors say nothing about the request, only that the store is gone for now.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: shutting down, crashed, starting up, out of connections, database dropped.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '3D000',
]);
const UNREACHABLE_MESSAGES = [
  'PGlite is closed',
  'Connection terminated',
  'Cannot use a pool after calling end on the pool',
  'timeout exceeded when trying to connect',
  'is not queryable',
];

/** True when `error` (or what it wraps, as Drizzle does) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth += 1) {
    const { code, message } = cause as Error & { code?: unknown };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (UNREACHABLE_MESSAGES.some((known) => message.includes(known))) return true;
    cause = cause.cause;
  }
  return false;
}

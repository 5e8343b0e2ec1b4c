import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { PostgresListener, type StopListening } from './notifications.ts';
import { pgliteInTurns } from './pglite-turns.ts';
import { BoundedPool, postgresClientConfig } from './postgres-pool.ts';
import { DEFAULT_DATABASE_TIMEOUTS, type DatabaseTimeouts } from './timeouts.ts';

export { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  /**
   * The database for background work (the outbox worker): on PGlite its statements go after
   * every visitor's that waits for the one connection; on PostgreSQL the same pool as `db`.
   */
  background: Database;
  kind: 'pglite' | 'postgres';
  /** Calls onNotify on every NOTIFY on the channel, from any connection or process. */
  listen(channel: string, onNotify: () => void): Promise<StopListening>;
  /** Resolves when the database answers within the ping time-out, rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Connections in use and callers waiting for one (GET /metrics): the pool's on PostgreSQL;
   * PGlite has one connection, in use or not, and callers queued for their turn.
   */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  inUse: number;
  waiting: number;
  max: number;
}

export type DatabaseTarget = (
  | {
      kind: 'postgres';
      /** The role that serves (DATABASE_URL). */
      url: string;
      /** The tables' owner, which migrates (DATABASE_MIGRATION_URL); `url` when omitted. */
      migrationUrl?: string | undefined;
      /** DATABASE_POOL_MAX; 10 when omitted. */
      poolMax?: number;
    }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' }
) & {
  /** How long to wait for the database (DATABASE_*_TIMEOUT_MS); the defaults where omitted. */
  timeouts?: Partial<DatabaseTimeouts>;
};

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any number of processes may start at once against one server: one migrates, the others wait.
const MIGRATION_LOCK_KEY = 7_262_001;

/** Opens the store and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  const timeouts = { ...DEFAULT_DATABASE_TIMEOUTS, ...target.timeouts };
  if (target.kind === 'postgres') {
    await migratePostgres(target.migrationUrl ?? target.url, timeouts);
    return openPostgres(target.url, target.poolMax ?? 10, timeouts);
  }
  return openPglite(target.kind === 'pglite' ? target.dataDir : undefined, timeouts);
}

async function openPostgres(
  url: string,
  poolMax: number,
  timeouts: DatabaseTimeouts,
): Promise<DatabaseHandle> {
  const pool = new BoundedPool({ ...postgresClientConfig(url, timeouts), max: poolMax });
  // An idle connection the server closed (restart, failover) is replaced by the pool; without
  // a listener its error event would end the process.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  const listener = new PostgresListener(url, timeouts);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    background: db,
    kind: 'postgres',
    listen: (channel, onNotify) => listener.listen(channel, onNotify),
    ping: () => pool.ping(timeouts.pingMs),
    poolStats: () => ({
      total: pool.totalCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
      max: poolMax,
    }),
    close: () => pool.end(),
  };
}

/**
 * On a connection of its own, without the statement time-out: waiting for another process's
 * migration, or a long one of its own, is what start-up is for.
 */
async function migratePostgres(url: string, timeouts: DatabaseTimeouts) {
  const { connectionTimeoutMillis, keepAlive } = postgresClientConfig(url, timeouts);
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis, keepAlive });
  // A lost connection fails the running query, which reports it; the event must not end the
  // process on top of that.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    // Ending the session releases the advisory lock.
    await client.end();
  }
}

async function openPglite(
  dataDir: string | undefined,
  timeouts: DatabaseTimeouts,
): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(dataDir);
  // Straight on the client, before anyone else can queue: a migration may hold its transaction
  // longer than a visitor's call may.
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  const turns = pgliteInTurns(client, timeouts);
  return {
    // Drizzle calls only query and transaction, which the turns provide.
    db: drizzlePglite(turns.db as unknown as PGlite, { schema }) as unknown as Database,
    background: drizzlePglite(turns.background as unknown as PGlite, {
      schema,
    }) as unknown as Database,
    kind: 'pglite',
    async listen(channel, onNotify) {
      const stop = await turns.whenFree(() => client.listen(channel, onNotify));
      // After close there is nothing left to stop listening to.
      return () => (client.closed ? Promise.resolve() : turns.whenFree(stop));
    },
    ping: () => turns.ping(timeouts.pingMs),
    poolStats: () => ({ total: 1, max: 1, ...turns.stats() }),
    close: () => client.close(),
  };
}

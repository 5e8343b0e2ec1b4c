import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when DATABASE_URL is set (as .ci/run does). */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/**
 * A fresh, empty, migrated database: in-memory PGlite, or a new PostgreSQL database created on
 * the DATABASE_URL server and dropped again on close, so test files never see each other's rows.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite-memory' });
  const { url, drop } = await createPostgresDatabase();
  return withDropOnClose(await openDatabase({ kind: 'postgres', url }), drop);
}

/**
 * Two handles on one fresh database, as two server processes hold: on PostgreSQL two separate
 * pools (and listening connections); PGlite lives in one process, so there both are the one
 * in-memory database. The apps built on them must not close them: `close` does, and drops it.
 */
export async function createSharedTestDatabase(kind: DatabaseKind): Promise<{
  handles: [first: DatabaseHandle, second: DatabaseHandle];
  close(): Promise<void>;
}> {
  if (kind === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite-memory' });
    return { handles: [handle, handle], close: () => handle.close() };
  }
  const { url, drop } = await createPostgresDatabase();
  const first = await openDatabase({ kind: 'postgres', url });
  const second = await openDatabase({ kind: 'postgres', url });
  return {
    handles: [first, second],
    async close() {
      await Promise.all([first.close(), second.close()]);
      await drop();
    },
  };
}

/** A new database on the DATABASE_URL server, so test files never see each other's rows. */
export async function createPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed for PostgreSQL tests');
  const name = `mizan_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

function withDropOnClose(handle: DatabaseHandle, drop: () => Promise<void>): DatabaseHandle {
  return {
    ...handle,
    async close() {
      await handle.close();
      await drop();
    },
  };
}

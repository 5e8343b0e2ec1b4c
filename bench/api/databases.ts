import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../../apps/server/src/db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export const DATABASE_NAMES: Record<DatabaseKind, string> = {
  pglite: 'PGlite',
  postgres: 'PostgreSQL',
};

/** A fresh database for one server, and the settings that point the server at it. */
export interface BenchDatabase {
  target: DatabaseTarget;
  /** The server's database settings; DATABASE_URL is empty for PGlite. */
  env: NodeJS.ProcessEnv;
  drop(): Promise<void>;
}

/** PGlite in a new folder, or a new database on DATABASE_URL's server (as the tests make them). */
export async function freshDatabase(kind: DatabaseKind): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-bench-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    return {
      target: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      env: { DATA_DIR: dataDir, DATABASE_URL: '' },
      drop: async () => removeDataDir(),
    };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed to benchmark on PostgreSQL');
  const name = `mizan_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    async drop() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      removeDataDir();
    },
  };
}

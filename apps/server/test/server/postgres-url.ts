import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/db/client.ts';

/** The name of the PostgreSQL database behind `handle` (a fresh one per test file). */
export async function databaseName(handle: DatabaseHandle): Promise<string> {
  const result = await handle.db.execute(sql`select current_database() as name`);
  return (result as unknown as { rows: [{ name: string }] }).rows[0].name;
}

/** A URL to the same database as `handle`, for a second pool or another process. */
export async function postgresUrlOf(handle: DatabaseHandle): Promise<string> {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${await databaseName(handle)}`;
  return url.toString();
}

// The runtime settings are validated once at start-up; the PostgreSQL pool is as large as
// DATABASE_POOL_MAX says, no larger.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import {
  DEFAULT_DATABASE_TIMEOUTS,
  statementDeadlineMs,
  type DatabaseTimeouts,
} from '../../src/db/timeouts.ts';
import { createTestDatabase, databaseKinds } from '../helpers/test-database.ts';
import { postgresUrlOf } from './postgres-url.ts';

describe('DATABASE_POOL_MAX', () => {
  it('defaults to 10 and takes a whole number from 1 to 500', () => {
    expect(loadConfig({}).DATABASE_POOL_MAX).toBe(10);
    expect(loadConfig({ DATABASE_POOL_MAX: '40' }).DATABASE_POOL_MAX).toBe(40);
  });

  it.each(['0', '-3', '2.5', 'many', '501'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ DATABASE_POOL_MAX: value })).toThrow(/DATABASE_POOL_MAX/);
  });
});

describe('the database time-outs', () => {
  const settings = {
    DATABASE_CONNECT_TIMEOUT_MS: 'connectMs',
    DATABASE_STATEMENT_TIMEOUT_MS: 'statementMs',
    DATABASE_HEALTH_TIMEOUT_MS: 'pingMs',
  } as const satisfies Record<string, keyof DatabaseTimeouts>;

  it('default to the time-outs that keep health within 5 s and any call within 10 s', () => {
    const config = loadConfig({});
    for (const [variable, timeout] of Object.entries(settings)) {
      expect(config[variable as keyof typeof settings]).toBe(DEFAULT_DATABASE_TIMEOUTS[timeout]);
    }
    const { connectMs, pingMs } = DEFAULT_DATABASE_TIMEOUTS;
    expect(pingMs).toBeLessThan(5_000);
    expect(connectMs + statementDeadlineMs(DEFAULT_DATABASE_TIMEOUTS)).toBeLessThan(10_000);
  });

  it('take a whole number of milliseconds', () => {
    const config = loadConfig({
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      DATABASE_HEALTH_TIMEOUT_MS: '4000',
    });
    expect(config.DATABASE_CONNECT_TIMEOUT_MS).toBe(1500);
    expect(config.DATABASE_STATEMENT_TIMEOUT_MS).toBe(30_000);
    expect(config.DATABASE_HEALTH_TIMEOUT_MS).toBe(4000);
  });

  it.each([
    ['DATABASE_CONNECT_TIMEOUT_MS', 'soon', /must be a number of milliseconds/],
    ['DATABASE_CONNECT_TIMEOUT_MS', '2.5', /whole number/],
    ['DATABASE_CONNECT_TIMEOUT_MS', '0', /at least 100/],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '-1', /at least 100/],
    ['DATABASE_STATEMENT_TIMEOUT_MS', '600001', /at most 600000/],
    // Health must answer within 5 s whatever the setting.
    ['DATABASE_HEALTH_TIMEOUT_MS', '5000', /at most 4000/],
  ])('refuses %s=%s, naming the variable', (variable, value, reason) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new RegExp(variable));
    expect(() => loadConfig({ [variable]: value })).toThrow(reason);
  });
});

describe('WEB_ROOT', () => {
  it('is unset by default (the server then serves apps/web/dist) and made absolute when set', () => {
    expect(loadConfig({}).WEB_ROOT).toBeUndefined();
    expect(loadConfig({ WEB_ROOT: 'build/site' }).WEB_ROOT).toBe(path.resolve('build/site'));
  });

  it('refuses an empty value, naming the variable', () => {
    expect(() => loadConfig({ WEB_ROOT: '  ' })).toThrow(/WEB_ROOT/);
  });
});

// PostgreSQL only (when DATABASE_URL is set): PGlite is one connection in-process, with no pool.
const pooledKinds = databaseKinds.filter((kind) => kind === 'postgres');

describe.each(pooledKinds)('the database pool (%s)', (kind) => {
  it('never opens more connections than its maximum', async () => {
    const fresh = await createTestDatabase(kind);
    try {
      const url = await postgresUrlOf(fresh);
      const pooled = await openDatabase({ kind: 'postgres', url, poolMax: 3 });
      try {
        // Twelve slow queries at once share three connections.
        const results = await Promise.all(
          Array.from({ length: 12 }, () =>
            pooled.db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`),
          ),
        );
        const pids = new Set(
          results.map((result) => (result as unknown as { rows: [{ pid: number }] }).rows[0].pid),
        );
        expect(pids.size).toBe(3);
      } finally {
        await pooled.close();
      }
    } finally {
      await fresh.close();
    }
  });
});

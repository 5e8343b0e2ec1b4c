// Issue 32, point 9: on PostgreSQL the tables' owner migrates (DATABASE_MIGRATION_URL) and the
// server serves as a role that owns nothing (DATABASE_URL), made by the SQL `npm run db:roles`
// prints. That role runs the app, and writes the audit log, but cannot change, empty or silence
// it. PostgreSQL only: PGlite has one user and no roles.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { servingRoleSql } from '../../src/db/serving-role.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { processEnv, runEntry, startServerProcess } from '../helpers/processes.ts';
import { buildTestAppOn } from '../helpers/test-app.ts';
import { createPostgresDatabase, databaseKinds } from '../helpers/test-database.ts';

describe("db:roles's SQL", () => {
  it('grants rows, and only SELECT and INSERT on audit_log; never ownership', () => {
    const printed = servingRoleSql({ role: 'mizan_app', owner: 'mizan_owner', database: 'mizan' });
    expect(printed).toContain('CREATE ROLE "mizan_app" LOGIN');
    expect(printed).toContain('REVOKE UPDATE, DELETE ON TABLE public.audit_log FROM "mizan_app"');
    expect(printed).toContain('ALTER DEFAULT PRIVILEGES FOR ROLE "mizan_owner"');
    expect(printed).not.toMatch(/OWNER TO|TRUNCATE|TRIGGER|GRANT ALL/);
  });

  it.each([
    [{ role: 'app"; DROP TABLE audit_log; --', owner: 'o', database: 'd' }, /The role/],
    [{ role: 'same', owner: 'same', database: 'd' }, /must not be the owner/],
    [{ role: 'app', owner: 'o', database: 'Mixed-Case' }, /The database/],
  ])('refuses names that would need quoting, and the owner as the serving role', (names, why) => {
    expect(() => servingRoleSql(names)).toThrow(why);
  });

  it('takes DATABASE_MIGRATION_URL only beside DATABASE_URL', () => {
    const owner = 'postgres://owner@127.0.0.1/mizan';
    expect(() => loadConfig({ DATABASE_MIGRATION_URL: owner })).toThrow(/DATABASE_MIGRATION_URL/);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app@127.0.0.1/mizan', DATABASE_MIGRATION_URL: owner })
        .DATABASE_MIGRATION_URL,
    ).toBe(owner);
  });
});

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('the serving role (%s)', () => {
  const role = `mizan_serving_${randomBytes(6).toString('hex')}`;
  const password = randomBytes(18).toString('base64url');
  let ownerUrl: string;
  let servingUrl: string;
  let drop: () => Promise<void>;
  let app: App;

  /** A statement on a connection of its own, as `url`'s role. */
  async function asRole(url: string, statement: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(statement);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    ({ url: ownerUrl, drop } = await createPostgresDatabase());
    // The owner migrates, once, as a deployment's first start does.
    await (await openDatabase({ kind: 'postgres', url: ownerUrl })).close();
    // The role made from what the command prints, run as the owner (a superuser here).
    const printed = await runEntry(
      'src/db-roles.ts',
      [role],
      processEnv(
        { dataDir: mkdtempSync(path.join(tmpdir(), 'mizan-roles-')) },
        {
          DATABASE_URL: ownerUrl,
        },
      ),
    );
    expect(printed.code, printed.stderr).toBe(0);
    expect(printed.stdout).not.toMatch(/OWNER TO|TRUNCATE|TRIGGER|GRANT ALL/);
    await asRole(ownerUrl, printed.stdout);
    await asRole(ownerUrl, `ALTER ROLE "${role}" PASSWORD '${password}'`);
    const url = new URL(ownerUrl);
    url.username = role;
    url.password = password;
    servingUrl = url.toString();

    app = await buildTestAppOn(
      await openDatabase({ kind: 'postgres', url: servingUrl, migrationUrl: ownerUrl }),
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await drop?.();
    // The database first: the role's privileges went with it.
    await asRole(process.env.DATABASE_URL!, `DROP ROLE IF EXISTS "${role}"`);
  });

  it('runs the app, whose actions are written to the audit log', async () => {
    const failed = await app.inject({
      method: 'POST',
      url: '/api/console/sessions',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        email: 'nobody@mizan.example',
        password: 'not the password at all',
        code: '123456',
      }),
    });
    expect(failed.statusCode, failed.body).toBe(401);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, 'nobody@mizan.example'));
    expect(entries).toHaveLength(1);
    const who = await asRole(servingUrl, 'SELECT current_user AS name');
    expect(who.rows[0].name).toBe(role);
  });

  it.each([
    ['UPDATE', `UPDATE audit_log SET action = 'rewritten'`],
    ['DELETE', 'DELETE FROM audit_log'],
    ['TRUNCATE', 'TRUNCATE audit_log'],
    ['DISABLE TRIGGER', 'ALTER TABLE audit_log DISABLE TRIGGER ALL'],
    ['DROP', 'DROP TABLE audit_log'],
  ])('refuses %s on audit_log to the serving role', async (_name, statement) => {
    const before = await asRole(ownerUrl, 'SELECT count(*)::int AS n FROM audit_log');
    // 42501: insufficient privilege (not the log's own trigger, which is P0001 or the like).
    await expect(asRole(servingUrl, statement)).rejects.toMatchObject({ code: '42501' });
    const after = await asRole(ownerUrl, 'SELECT count(*)::int AS n FROM audit_log');
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const triggers = await asRole(
      ownerUrl,
      `SELECT count(*)::int AS n FROM pg_trigger
          WHERE tgrelid = 'audit_log'::regclass AND NOT tgisinternal AND tgenabled <> 'D'`,
    );
    expect(triggers.rows[0].n).toBe(2);
  });

  it('owns no table: the migrations ran as the owner', async () => {
    const owned = await asRole(
      ownerUrl,
      `SELECT count(*)::int AS n FROM pg_tables WHERE tableowner = '${role}'`,
    );
    expect(owned.rows[0].n).toBe(0);
  });

  it('is what the server serves with, migrating with DATABASE_MIGRATION_URL', async () => {
    const env = (extra: Record<string, string>) =>
      processEnv({ dataDir: mkdtempSync(path.join(tmpdir(), 'mizan-roles-')) }, extra);
    // Migrating as the serving role fails: it may not create in the database.
    const alone = await runEntry('src/server.ts', [], {
      ...env({ DATABASE_URL: servingUrl, DATABASE_MIGRATION_URL: '' }),
      PORT: '0',
      HOST: '127.0.0.1',
    });
    expect(alone.code).not.toBe(0);
    expect(alone.stderr).toMatch(/permission denied/);

    const server = await startServerProcess(
      env({ DATABASE_URL: servingUrl, DATABASE_MIGRATION_URL: ownerUrl }),
    );
    try {
      const users = await asRole(
        ownerUrl,
        `SELECT DISTINCT usename AS name FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      expect(users.rows.map((row) => row.name)).toContain(role);
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 120_000);
});

// The audit log is append-only in the database itself: a trigger refuses UPDATE, DELETE and
// TRUNCATE, whoever sends them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { recordAudit } from '../../src/records/audit.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('the audit log (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
    await recordAudit(app.db, {
      actor: { id: null, email: 'someone@mizan.example' },
      action: 'test.entry',
      target: 'x',
      before: { a: 1 },
      after: { a: 2 },
      ip: '127.0.0.1',
    });
  });
  afterAll(() => app.close());

  const entries = async () =>
    (await app.db.select().from(auditLog)).filter((row) => row.action === 'test.entry');

  it('keeps what was written', async () => {
    expect(await entries()).toMatchObject([
      { actorEmail: 'someone@mizan.example', before: { a: 1 }, after: { a: 2 }, ip: '127.0.0.1' },
    ]);
  });

  it.each([
    ['UPDATE', sql`UPDATE audit_log SET action = 'rewritten'`],
    ['DELETE', sql`DELETE FROM audit_log`],
    ['TRUNCATE', sql`TRUNCATE audit_log`],
  ])('refuses %s in the database itself', async (_name, statement) => {
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const error = await app.db.execute(statement).then(
      () => undefined,
      (failure: Error) => failure,
    );
    expect(String((error?.cause as Error | undefined)?.message)).toMatch(/append-only/);
    expect(await entries()).toHaveLength(1);
  });
});

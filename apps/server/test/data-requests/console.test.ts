// The console's queue of data requests (issue 25): confirmed requests with their 30-day clock,
// overdue and nearest due first, then those done; support and admins only; "done" with a note
// forgets the address, and the audit log says what happened without it. The note is kept only as
// its keyed hash in the audit entry, and refused when it holds the requester's address (issue 32).
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { dataRequests } from '../../src/db/schema/privacy.ts';
import { emailHash } from '../../src/privacy/email-hash.ts';
import { expectInvalid, expectProblem, UNKNOWN_ID } from '../helpers/api.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { tablesHolding } from '../privacy/helpers.ts';

const LIST = '/api/console/data-requests';
const DAY_MS = 24 * 60 * 60 * 1000;
const days = (n: number) => new Date(Date.now() + n * DAY_MS);

describe.each(databaseKinds)("the console's data requests (%s)", (kind) => {
  let app: App;
  let support: TestSession;
  const ids: Record<string, string> = {};

  /** A request as the public side leaves it, `confirmedDaysAgo` days after its confirmation. */
  async function stored(
    name: string,
    values: Partial<typeof dataRequests.$inferInsert> & { confirmedDaysAgo?: number },
  ) {
    const { confirmedDaysAgo, ...rest } = values;
    const confirmed =
      confirmedDaysAgo === undefined
        ? {}
        : {
            state: 'confirmed',
            confirmedAt: days(-confirmedDaysAgo),
            dueAt: days(30 - confirmedDaysAgo),
          };
    const [row] = await app.db
      .insert(dataRequests)
      .values({
        kind: 'export',
        email: `${name}@example.com`,
        emailHash: emailHash(app.privacyHashKey, `${name}@example.com`),
        ...confirmed,
        ...rest,
      })
      .returning({ id: dataRequests.id });
    ids[name] = row!.id;
  }

  beforeAll(async () => {
    app = await buildTestApp(kind);
    support = await sessionFor(app, 'support');
    await stored('fresh', { confirmedDaysAgo: 1 });
    await stored('overdue', { kind: 'erase', confirmedDaysAgo: 33 });
    await stored('halfway', { confirmedDaysAgo: 15 });
    await stored('unconfirmed', {});
    await stored('done', {
      confirmedDaysAgo: 20,
      state: 'done',
      doneAt: days(-2),
      email: null,
    });
  });
  afterAll(() => app.close());

  const list = (query = '', session: TestSession = support) =>
    consoleCall(app, 'GET', `${LIST}${query}`, { session });
  const done = (id: string, payload: unknown, session: TestSession = support) =>
    consoleCall(app, 'POST', `${LIST}/${id}/done`, { session, payload });

  it('lists confirmed requests, overdue and nearest due first, then those done', async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page.total).toBe(4);
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([
      ids.overdue,
      ids.halfway,
      ids.fresh,
      ids.done,
    ]);
    expect(page.items[0]).toMatchObject({
      kind: 'erase',
      state: 'confirmed',
      email: 'overdue@example.com',
      doneAt: null,
    });
    expect(Date.parse(page.items[0].dueAt)).toBeLessThan(Date.now());
  });

  it('filters by state and pages', async () => {
    const confirmed = (await list('?state=confirmed&pageSize=2')).json();
    expect(confirmed.total).toBe(3);
    expect(confirmed.items.map((item: { id: string }) => item.id)).toEqual([
      ids.overdue,
      ids.halfway,
    ]);
    const second = (await list('?state=confirmed&pageSize=2&page=1')).json();
    expect(second.items.map((item: { id: string }) => item.id)).toEqual([ids.fresh]);
    const finished = (await list('?state=done')).json();
    expect(finished.items.map((item: { id: string }) => item.id)).toEqual([ids.done]);
    expectInvalid(await list('?state=unconfirmed'), 'query.state');
  });

  it('logs a view of the listed requests, without their addresses', async () => {
    await list('?state=confirmed');
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'dataRequest.list'),
          eq(auditLog.actorOperatorId, support.operatorId),
        ),
      );
    expect(entries.length).toBeGreaterThan(0);
    const text = JSON.stringify(entries);
    expect(text).toContain(ids.overdue);
    expect(text).not.toContain('@example.com');
  });

  it('is for support and admins: analysts and editors are refused', async () => {
    for (const role of ['analyst', 'editor'] as const) {
      const other = await sessionFor(app, role);
      expectProblem(await list('', other), 403);
      expectProblem(await done(ids.fresh!, { note: 'x' }, other), 403);
    }
    expect((await list('', await sessionFor(app, 'admin'))).statusCode).toBe(200);
  });

  it('marks a request done with a note, forgets its address and logs it without it', async () => {
    const response = await done(ids.halfway!, { note: '  Export sent by email.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.halfway, state: 'done', email: null });
    expect(response.json()).not.toHaveProperty('note');
    // Not stored anywhere as text: only its keyed hash, in the request's audit entry.
    expect(await tablesHolding(app.db, ['Export sent by email'])).toEqual([]);
    const [row] = await app.db.select().from(dataRequests).where(eq(dataRequests.id, ids.halfway!));
    expect(row).toMatchObject({ state: 'done', email: null, doneBy: support.operatorId });
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'dataRequest.done'), eq(auditLog.target, ids.halfway!)));
    expect(entry).toMatchObject({ actorOperatorId: support.operatorId });
    expect(JSON.stringify(entry)).not.toContain('halfway@example.com');
    expect(JSON.stringify(entry)).not.toContain('Export sent by email.');
    expect(entry!.after).toMatchObject({
      noteHash: createHmac('sha256', app.privacyHashKey)
        .update('Export sent by email.')
        .digest('hex'),
    });

    expectProblem(await done(ids.halfway!, { note: 'again' }), 409);
  });

  it('refuses an unconfirmed (409) or unknown (404) request, and an empty note (400)', async () => {
    expectProblem(await done(ids.unconfirmed!, { note: 'x' }), 409);
    expectProblem(await done(UNKNOWN_ID, { note: 'x' }), 404);
    expectInvalid(await done(ids.fresh!, { note: '   ' }), 'body.note');
    const [row] = await app.db.select().from(dataRequests).where(eq(dataRequests.id, ids.fresh!));
    expect(row).toMatchObject({ state: 'confirmed', email: 'fresh@example.com' });
  });

  it("refuses a note holding the requester's address, as typed or once forgotten: 400, nothing changed", async () => {
    // An erasure request whose person is erased: its address is forgotten, its keyed hash stays.
    await stored('forgotten', { kind: 'erase', confirmedDaysAgo: 3, email: null });
    const before = await app.db.select().from(dataRequests);
    const audited = await app.db.$count(auditLog, eq(auditLog.action, 'dataRequest.done'));
    for (const [id, note] of [
      [ids.fresh!, 'Copy sent to Fresh@Example.com today'],
      [ids.forgotten!, 'Erased everything of forgotten@example.com.'],
    ] as const) {
      const response = await done(id, { note });
      expectInvalid(response, 'body.note');
      expect(response.body).not.toContain('example.com');
    }
    expect(await app.db.select().from(dataRequests)).toEqual(before);
    expect(await app.db.$count(auditLog, eq(auditLog.action, 'dataRequest.done'))).toBe(audited);
    // Another address in the note is not the requester's: taken.
    const other = await done(ids.forgotten!, { note: 'Told the bank at privacy@bank.example' });
    expect(other.statusCode, other.body).toBe(200);
  });
});

// The console's deliveries (issue 24): admins and support see each bank's deliveries by state,
// newest first, with the bank's last answer and the next try, and retry one now.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { outbox } from '../../src/db/schema/queue.ts';
import { expectInvalid, expectProblem, UNKNOWN_ID, type Json } from '../helpers/api.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

// Far ahead: no worker takes these rows while the test reads them.
const LATER = new Date(Date.now() + 24 * 3600_000);

describe.each(databaseKinds)('deliveries in the console (%s)', (kind) => {
  let app: App;
  let admin: TestSession;
  let support: TestSession;
  const ids: Record<string, string> = {};
  const bankIds: number[] = [];

  /** A delivery in the state the worker would have left it in. */
  async function delivery(
    name: string,
    bankId: number,
    createdAt: Date,
    row: Partial<typeof outbox.$inferInsert>,
  ) {
    const id = randomUUID();
    const applicationId = randomUUID();
    await app.db.insert(outbox).values({
      id,
      dedupeKey: `delivery:application.submitted:${applicationId}`,
      queue: 'delivery',
      kind: 'application.submitted',
      organizationId: bankId,
      applicationId,
      payload: { id, type: 'application.submitted', data: { applicationId } },
      nextAttemptAt: LATER,
      createdAt,
      ...row,
    });
    ids[name] = id;
  }

  beforeAll(async () => {
    app = await buildTestApp(kind);
    admin = await sessionFor(app, 'admin');
    support = await sessionFor(app, 'support');
    const banks = (
      await consoleCall(app, 'GET', '/api/console/banks?pageSize=100', { session: admin })
    ).json().items as Json[];
    bankIds.push(banks[0].id, banks[1].id);
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes));
    await delivery('pending', bankIds[0]!, at(1), {});
    await delivery('failing', bankIds[0]!, at(2), {
      attempts: 3,
      lastStatus: 503,
      lastError: 'HTTP 503: Service Unavailable',
    });
    await delivery('failed', bankIds[0]!, at(3), {
      status: 'failed',
      attempts: 1,
      lastStatus: 400,
      lastError: 'HTTP 400: unknown product',
    });
    await delivery('delivered', bankIds[1]!, at(4), {
      status: 'sent',
      attempts: 1,
      lastStatus: 200,
      sentAt: at(5),
    });
    // A mail job in the same table is not a delivery.
    await app.db.insert(outbox).values({
      dedupeKey: `mail:${randomUUID()}`,
      queue: 'mail',
      kind: 'support-ack',
      toAddress: 'someone@example.com',
      nextAttemptAt: LATER,
    });
  });
  afterAll(() => app.close());

  const list = (query: string, session: TestSession = support) =>
    consoleCall(app, 'GET', `/api/console/deliveries${query}`, { session });

  it('lists deliveries newest first, each in its state, to admins and support', async () => {
    for (const session of [admin, support]) {
      const response = await list('', session);
      expect(response.statusCode, response.body).toBe(200);
    }
    const { items, total } = (await list('')).json();
    expect(total).toBe(4);
    expect(items.map((item: Json) => item.id)).toEqual([
      ids.delivered,
      ids.failed,
      ids.failing,
      ids.pending,
    ]);
    expect(items[0]).toEqual({
      id: ids.delivered,
      bankId: bankIds[1],
      applicationId: expect.any(String),
      type: 'application.submitted',
      state: 'delivered',
      attempts: 1,
      lastStatus: 200,
      lastError: null,
      nextAttemptAt: null,
      createdAt: '2026-11-01T09:04:00.000Z',
      deliveredAt: '2026-11-01T09:05:00.000Z',
    });
    expect(items[2]).toMatchObject({
      state: 'failing',
      attempts: 3,
      lastStatus: 503,
      lastError: 'HTTP 503: Service Unavailable',
      nextAttemptAt: LATER.toISOString(),
    });
    expect(items[1]).toMatchObject({ state: 'failed', lastStatus: 400, nextAttemptAt: null });
  });

  it('filters by bank and state, and pages', async () => {
    const ofState = async (state: string) =>
      (await list(`?state=${state}`)).json().items.map((item: Json) => item.id);
    expect(await ofState('pending')).toEqual([ids.pending]);
    expect(await ofState('failing')).toEqual([ids.failing]);
    expect(await ofState('failed')).toEqual([ids.failed]);
    expect(await ofState('delivered')).toEqual([ids.delivered]);
    const ofBank = (await list(`?bankId=${bankIds[1]}`)).json();
    expect(ofBank).toMatchObject({ total: 1, items: [{ id: ids.delivered }] });
    expect((await list(`?bankId=${bankIds[0]}&state=delivered`)).json()).toEqual({
      items: [],
      total: 0,
    });
    const second = (await list('?page=1&pageSize=3')).json();
    expect(second).toMatchObject({ total: 4, items: [{ id: ids.pending }] });
    expectInvalid(await list('?state=lost'), 'query.state');
  });

  it('is refused to analysts and editors (403)', async () => {
    for (const role of ['analyst', 'editor'] as const) {
      expectProblem(await list('', await sessionFor(app, role)), 403);
    }
  });

  const retry = (id: string, session: TestSession = support) =>
    consoleCall(app, 'POST', `/api/console/deliveries/${id}/retry`, { session });

  it('retries a failed delivery now, keeping its attempts, and logs who did', async () => {
    const before = Date.now();
    const response = await retry(ids.failed!);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ id: ids.failed, state: 'failing', attempts: 1 });
    expect(Date.parse(answer.nextAttemptAt)).toBeGreaterThanOrEqual(before - 5_000);
    expect(Date.parse(answer.nextAttemptAt)).toBeLessThanOrEqual(Date.now() + 5_000);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.target, ids.failed!));
    expect(entry).toMatchObject({
      action: 'delivery.retry',
      actorOperatorId: support.operatorId,
      before: { state: 'failed' },
    });
  });

  it('retries pending and failing ones; refuses a delivered one (409) and an unknown one (404)', async () => {
    expect((await retry(ids.pending!, admin)).json()).toMatchObject({ state: 'pending' });
    expect((await retry(ids.failing!)).json()).toMatchObject({ state: 'failing', attempts: 3 });
    expectProblem(await retry(ids.delivered!), 409);
    const [row] = await app.db.select().from(outbox).where(eq(outbox.id, ids.delivered!));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expectProblem(await retry(UNKNOWN_ID), 404);
    expectProblem(await retry(ids.pending!, await sessionFor(app, 'analyst')), 403);
  });
});

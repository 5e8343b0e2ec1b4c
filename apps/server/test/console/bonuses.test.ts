// The bonuses the banks' approvals make due, on the console (issue 24): listed by state, oldest
// due first; marked paid by an admin only, once, with the operator in the audit log. And the
// application's detail with the bank's status, its history and the contact preference.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { expectProblem, submitJourney, UNKNOWN_ID, type Submitted } from '../helpers/api.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { bankOf, sendReport } from '../partners/signed-reports.ts';

const BONUSES = '/api/console/bonuses';

describe.each(databaseKinds)('console bonuses (%s)', (kind) => {
  let app: App;
  let admin: TestSession;
  let support: TestSession;
  let analyst: TestSession;
  let first: Submitted;
  let second: Submitted;
  let declined: Submitted;

  /** The bank of the application reports `status` for it. */
  const bankReports = async (submitted: Submitted, status: string, reference?: string) => {
    const bank = await bankOf(app, submitted.applicationId);
    const answer = await sendReport(app, bank, {
      applicationId: submitted.applicationId,
      status,
      ...(reference && { reference }),
    });
    expect(answer.statusCode, answer.body).toBe(200);
  };

  beforeAll(async () => {
    app = await buildTestApp(kind);
    [admin, support, analyst] = await Promise.all([
      sessionFor(app, 'admin'),
      sessionFor(app, 'support'),
      sessionFor(app, 'analyst'),
    ]);
    first = await submitJourney(app, 'ae', 'Card');
    second = await submitJourney(app, 'sa', 'Loan');
    declined = await submitJourney(app, 'ae', 'Loan');
    await bankReports(first, 'received', 'APP-1');
    await bankReports(first, 'approved');
    await bankReports(second, 'issued');
    await bankReports(declined, 'declined');
  });
  afterAll(() => app?.close());

  const list = async (session: TestSession, query = '') => {
    const response = await consoleCall(app, 'GET', `${BONUSES}${query}`, { session });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('lists the bonuses the approvals made due, oldest first, for every role that reads leads', async () => {
    const page = await list(support, '?state=due');
    expect(page.total).toBe(2);
    expect(page.items).toEqual([
      {
        applicationId: first.applicationId,
        amount: 200,
        currency: 'AED',
        state: 'due',
        dueSince: expect.any(String),
        paidAt: null,
      },
      expect.objectContaining({
        applicationId: second.applicationId,
        amount: 205,
        currency: 'SAR',
      }),
    ]);
    expect((await list(analyst)).total).toBe(2);
    expect(await list(admin, '?state=paid')).toEqual({ items: [], total: 0 });
    expect((await list(admin, '?state=due&pageSize=1&page=1')).items).toEqual([
      expect.objectContaining({ applicationId: second.applicationId }),
    ]);
    expectProblem(await consoleCall(app, 'GET', `${BONUSES}?state=owed`, { session: admin }), 400);
  });

  it('lets only an admin mark a bonus paid, once, logged with the operator', async () => {
    const url = `${BONUSES}/${first.applicationId}/paid`;
    expectProblem(await consoleCall(app, 'POST', url, { session: support }), 403);
    expectProblem(await consoleCall(app, 'POST', url, { session: admin, csrf: false }), 403);
    expect((await list(admin, '?state=paid')).total).toBe(0);

    const paid = await consoleCall(app, 'POST', url, { session: admin });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      applicationId: first.applicationId,
      state: 'paid',
      paidAt: expect.any(String),
    });
    expectProblem(await consoleCall(app, 'POST', url, { session: admin }), 409);
    expectProblem(
      await consoleCall(app, 'POST', `${BONUSES}/${UNKNOWN_ID}/paid`, { session: admin }),
      404,
    );
    // A declined application has no bonus to pay.
    expectProblem(
      await consoleCall(app, 'POST', `${BONUSES}/${declined.applicationId}/paid`, {
        session: admin,
      }),
      404,
    );

    expect((await list(admin, '?state=paid')).items).toEqual([
      expect.objectContaining({ applicationId: first.applicationId, state: 'paid' }),
    ]);
    expect((await list(admin, '?state=due')).total).toBe(1);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bonus.markPaid'), eq(auditLog.target, first.applicationId)));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorOperatorId: admin.operatorId,
      before: { state: 'due' },
      after: { state: 'paid', amount: 200, currency: 'AED' },
    });
  });

  it('shows the bank status, the history oldest first and the contact preference in the application detail', async () => {
    const response = await consoleCall(
      app,
      'GET',
      `/api/console/applications/${first.applicationId}`,
      { session: admin },
    );
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.bankStatus).toBe('approved');
    expect(detail.bankReference).toBe('APP-1');
    expect(detail.contact).toEqual({ channel: 'call', from: '09:00', to: '18:00' });
    expect(
      detail.history.map((step: { status: string; source: string }) => [step.status, step.source]),
    ).toEqual([
      ['Created', 'visitor'],
      ['Submitted', 'visitor'],
      ['received', 'bank'],
      ['approved', 'bank'],
    ]);
    const times = detail.history.map((step: { at: string }) => Date.parse(step.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });
});

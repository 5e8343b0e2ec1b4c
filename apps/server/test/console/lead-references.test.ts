// An application id is a key to the applicant (issue 32, point 1; decision 0031): whoever holds
// one reads the name and email on the public API. Roles without personal-data rights see a
// reference instead, everywhere the console answers them; the reference opens nothing on the
// public API, and the console opens the lead from it for the roles that may open leads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleEndpoints, mayCall, type OperatorRole } from '@mizan/contracts/console';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { expectProblem, submitJourney, UNKNOWN_ID, type Submitted } from '../helpers/api.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { bankOf, sendReport } from '../partners/signed-reports.ts';

const REFERENCE = /ref_[A-Za-z0-9_-]{22}/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A range of days the funnel takes, ending today (the journeys happen now). */
function funnelDays() {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return `from=${day(-30)}&to=${day(1)}`;
}

describe.each(databaseKinds)('lead references (%s)', (kind) => {
  let app: App;
  const sessions = {} as Record<OperatorRole, TestSession>;
  let approved: Submitted;
  let other: Submitted;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    for (const role of ['admin', 'support', 'analyst', 'editor'] as const) {
      sessions[role] = await sessionFor(app, role);
    }
    approved = await submitJourney(app, 'ae', 'Card');
    other = await submitJourney(app, 'sa', 'Loan');
    // An approval makes a bonus due: the bonuses list names the application too.
    const answer = await sendReport(app, await bankOf(app, approved.applicationId), {
      applicationId: approved.applicationId,
      status: 'approved',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  });
  afterAll(() => app?.close());

  /** Every GET of the console's table without a path parameter that `role` may call. */
  const readableBy = (role: OperatorRole) =>
    Object.entries(consoleEndpoints).filter(
      ([, endpoint]) =>
        endpoint.method === 'GET' && !endpoint.path.includes(':') && mayCall(endpoint.roles, role),
    );

  /** Every answer `role` gets from every list and export it may read, as text. */
  const walk = async (role: OperatorRole) => {
    const answers: { name: string; body: string }[] = [];
    for (const [name, endpoint] of readableBy(role)) {
      const url = `${endpoint.path}?pageSize=100&${funnelDays()}`;
      const response = await consoleCall(app, 'GET', url, { session: sessions[role] });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      answers.push({ name, body: response.body });
    }
    return answers;
  };

  it.each(['analyst', 'editor'] as const)(
    'shows an %s no application or customer id anywhere, and no reference opens the public API',
    async (role) => {
      const answers = await walk(role);
      const names = answers.map((answer) => answer.name);
      if (role === 'analyst') {
        expect(names).toEqual(
          expect.arrayContaining(['listApplications', 'listBonuses', 'getFunnel', 'exportFunnel']),
        );
      }
      const text = answers.map((answer) => answer.body).join('\n');
      for (const journey of [approved, other]) {
        expect(text).not.toContain(journey.applicationId);
        expect(text).not.toContain(journey.customerId);
      }
      // No id of any kind that names a visitor's record: only operators' own ids could remain.
      const operatorIds = Object.values(sessions).map((session) => session.operatorId);
      for (const id of text.match(UUID) ?? []) expect(operatorIds).toContain(id);

      const references = [...new Set(text.match(REFERENCE) ?? [])];
      if (role === 'editor') return expect(references).toEqual([]);
      // One reference for each application, the same on the leads list and on the bonuses list.
      expect(references).toHaveLength(2);
      const bonuses = answers.find((answer) => answer.name === 'listBonuses')!.body;
      const leads = answers.find((answer) => answer.name === 'listApplications')!.body;
      const [bonusReference] = bonuses.match(REFERENCE)!;
      expect(leads).toContain(bonusReference);

      for (const reference of references) {
        const calls = [
          app.inject(`/api/applications/public/${reference}`),
          app.inject(`/api/applications/public/credit-score/${reference}`),
          app.inject(`/api/recommendations/public/loan/${reference}`),
          app.inject({
            method: 'PUT',
            url: '/api/applications/public',
            headers: { 'x-country-key': 'AE' },
            payload: { ...approved.submission, applicationId: reference },
          }),
        ];
        for (const response of await Promise.all(calls)) {
          expect(response.statusCode, response.body).toBe(400);
          expect(response.body).not.toMatch(/Layla|Haddad|@example\.com/);
        }
      }
    },
  );

  it("opens the lead of a colleague's reference for support, logged under its id", async () => {
    const analystList = await consoleCall(app, 'GET', '/api/console/applications', {
      session: sessions.analyst,
    });
    const item = analystList
      .json()
      .items.find((lead: { country: string }) => lead.country === 'SA');
    const reference: string = item.id;
    expect(reference).toMatch(REFERENCE);

    const opened = await consoleCall(app, 'GET', `/api/console/applications/${reference}`, {
      session: sessions.support,
    });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      id: other.applicationId,
      applicant: { fullName: 'Layla Haddad', email: 'layla.haddad@example.com' },
    });
    const views = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorOperatorId, sessions.support.operatorId));
    expect(views).toEqual([
      expect.objectContaining({ action: 'application.view', target: other.applicationId }),
    ]);

    // The analyst cannot open it (the role table), and a made-up reference is no lead.
    expectProblem(
      await consoleCall(app, 'GET', `/api/console/applications/${reference}`, {
        session: sessions.analyst,
      }),
      403,
    );
    const forged = `ref_${'A'.repeat(22)}`;
    for (const key of [forged, UNKNOWN_ID]) {
      expectProblem(
        await consoleCall(app, 'GET', `/api/console/applications/${key}`, {
          session: sessions.support,
        }),
        404,
      );
    }
  });

  it('keeps showing ids to the roles with personal-data rights', async () => {
    for (const role of ['admin', 'support'] as const) {
      const list = await consoleCall(app, 'GET', '/api/console/applications', {
        session: sessions[role],
      });
      expect(
        list
          .json()
          .items.map((lead: { id: string }) => lead.id)
          .sort(),
      ).toEqual([approved.applicationId, other.applicationId].sort());
      const bonuses = await consoleCall(app, 'GET', '/api/console/bonuses', {
        session: sessions[role],
      });
      expect(bonuses.json().items).toEqual([
        expect.objectContaining({ applicationId: approved.applicationId }),
      ]);
    }
  });
});

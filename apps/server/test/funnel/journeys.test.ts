// The funnel counts what visitors did (issue 25): journeys driven through the public API, each
// stopped at another step (and two ineligible: a card score under 60, a hard stop), a lead
// delivered to a bank that takes files, approved by the bank's signed report, another withdrawn
// with its link; the console's figures are exactly what was driven. A step reached again counts
// once, and the events hold nothing about the person.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelStep } from '@mizan/contracts';
import type { App } from '../../src/app.ts';
import { applications, funnelDaily, funnelEvents, outbox } from '../../src/db/schema/index.ts';
import { randomToken, tokenHash } from '../../src/services/console/secrets.ts';
import {
  answerAll,
  answeredApplication,
  best,
  chooseProduct,
  createCustomer,
  ok,
  startApplication,
  submitJourney,
  worst,
  type Chooser,
  type Json,
  type Started,
  type Submitted,
} from '../helpers/api.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { waitFor } from '../mail/helpers.ts';
import { QUICK_DELIVERY, setEveryBank } from '../partners/delivery-helpers.ts';
import { bankOf, sendReport } from '../partners/signed-reports.ts';

/** Every hard-stop question answered with its hard stop, the rest the best way. */
const hardStops: Chooser = (q) => q.options.find((o) => o.hardStop)?.optionId ?? best(q);

/** A person's details no event may hold. */
const PERSON = {
  name: 'Funnel Person Qassim',
  email: 'funnel.person.qassim@example.com',
  phone: '501239876',
};

const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('the funnel from journeys (%s)', (kind) => {
  let app: App;
  let analyst: TestSession;
  let chosen: Started;
  let approved: Submitted;
  let withdrawn: Submitted;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-funnel-'));

  /** The console's funnel around today (local days are within a day of UTC's). */
  const funnel = async (query = '') => {
    const url = `/api/console/funnel?from=${utcDay(-1)}&to=${utcDay(1)}${query}`;
    const response = await consoleCall(app, 'GET', url, { session: analyst });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { steps: { step: FunnelStep; count: number }[]; days: Json[] };
  };
  const countsOf = (steps: { step: FunnelStep; count: number }[]) =>
    Object.fromEntries(steps.map((s) => [s.step, s.count]));

  /** The card's product recommendation call, as the web makes it when it shows cards. */
  const recordShown = (started: Started, productId: number) =>
    ok(app, 'POST', `/api/product-recommendations/public/${started.applicationId}`, {
      country: started.country,
      payload: [{ applicationId: started.applicationId, productId }],
    });

  beforeAll(async () => {
    app = await buildTestApp(kind, { dataDir, delivery: QUICK_DELIVERY });
    await app.ready();
    await setEveryBank(app.db, app.secretBox, 'csv');
    analyst = await sessionFor(app, 'analyst');
    const profile = { name: PERSON.name, email: PERSON.email };

    // 1: a profile only. 2: an application, no answers.
    await createCustomer(app, 'ae', profile);
    await startApplication(app, { country: 'ae', type: 'Card', profile });
    // 3: a card score under 60. 4: a hard stop on a loan.
    await answeredApplication(app, 'ae', 'Card', worst, profile);
    await answeredApplication(app, 'sa', 'Loan', hardStops, profile);
    // 5: cards shown, none chosen.
    await chooseProduct(app, await answeredApplication(app, 'ae', 'Card', best, profile));
    // 6: a card chosen, not submitted.
    chosen = await answeredApplication(app, 'ae', 'Card', best, profile);
    await recordShown(chosen, (await chooseProduct(app, chosen)).productId);
    // 7: a loan submitted, delivered and approved. 8: a card submitted, delivered and withdrawn.
    approved = await submitJourney(app, 'sa', 'Loan', profile);
    withdrawn = await submitJourney(app, 'ae', 'Card', profile);
    await waitFor('both leads written to the banks’ files', async () => {
      const leads = await app.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(eq(outbox.kind, 'application.submitted'));
      return leads.length === 2 && leads.every((lead) => lead.status === 'sent');
    });
    const bank = await bankOf(app, approved.applicationId);
    const report = await sendReport(app, bank, {
      applicationId: approved.applicationId,
      status: 'approved',
    });
    expect(report.statusCode, report.body).toBe(200);
    // The link's token is in the confirmation email; here one of ours is put in its place.
    const token = randomToken();
    await app.db
      .update(applications)
      .set({ withdrawalTokenHash: tokenHash(token) })
      .where(eq(applications.id, withdrawn.applicationId));
    await ok(app, 'POST', '/api/applications/public/withdrawals', { payload: { token } });
  });
  afterAll(() => app?.close());

  const DRIVEN = {
    customer_created: 8,
    application_created: 7,
    screening_saved: 6,
    eligible: 4,
    ineligible: 2,
    recommendations_shown: 4,
    product_chosen: 3,
    submitted: 2,
    delivered: 2,
    approved: 1,
    withdrawn: 1,
  };

  it('counts each step exactly as the journeys reached it, in the steps’ order', async () => {
    const { steps, days } = await funnel();
    expect(steps).toEqual(Object.entries(DRIVEN).map(([step, count]) => ({ step, count })));
    // The days add up to the range's figures; every day lists every step.
    expect(days.map((d) => d.day)).toEqual([utcDay(-1), utcDay(0), utcDay(1)]);
    for (const [index, { step }] of steps.entries()) {
      const summed = days.reduce((sum, day) => sum + day.steps[index].count, 0);
      expect(days.every((day) => day.steps[index].step === step)).toBe(true);
      expect(summed).toBe(DRIVEN[step]);
    }
  });

  it('filters by country and by product type (no customer_created with a type)', async () => {
    expect(countsOf((await funnel('&country=SA')).steps)).toEqual({
      customer_created: 2,
      application_created: 2,
      screening_saved: 2,
      eligible: 1,
      ineligible: 1,
      recommendations_shown: 1,
      product_chosen: 1,
      submitted: 1,
      delivered: 1,
      approved: 1,
      withdrawn: 0,
    });
    expect(countsOf((await funnel('&productType=Card')).steps)).toEqual({
      application_created: 5,
      screening_saved: 4,
      eligible: 3,
      ineligible: 1,
      recommendations_shown: 3,
      product_chosen: 2,
      submitted: 1,
      delivered: 1,
      approved: 0,
      withdrawn: 1,
    });
    expect(countsOf((await funnel('&country=sa&productType=Card')).steps)).toEqual(
      Object.fromEntries(
        Object.keys(DRIVEN)
          .slice(1)
          .map((step) => [step, 0]),
      ),
    );
  });

  it('counts a step reached again once', async () => {
    const { applicationId } = chosen;
    await answerAll(app, chosen, best);
    const product = await chooseProduct(app, chosen);
    await recordShown(chosen, product.productId);
    // A retried submission answers the same application again.
    await ok(app, 'PUT', '/api/applications/public', {
      country: approved.country,
      payload: approved.submission,
    });
    // And answers changed after the verdict do not add the other one.
    await answerAll(app, chosen, worst);
    expect((await funnel()).steps).toEqual(
      Object.entries(DRIVEN).map(([step, count]) => ({ step, count })),
    );
    const events = await app.db
      .select({ step: funnelEvents.step })
      .from(funnelEvents)
      .where(eq(funnelEvents.applicationId, applicationId));
    expect(events.map((e) => e.step).sort()).toEqual(
      [
        'application_created',
        'screening_saved',
        'eligible',
        'recommendations_shown',
        'product_chosen',
      ].sort(),
    );
  });

  it('keeps the daily roll-up equal to the events, by local day, country, type and step', async () => {
    const rolled = await app.db
      .select({
        day: funnelDaily.day,
        country: funnelDaily.country,
        productType: funnelDaily.productType,
        step: funnelDaily.step,
        count: funnelDaily.count,
      })
      .from(funnelDaily)
      .where(sql`${funnelDaily.count} <> 0`);
    const counted = await app.db.execute(sql`
      SELECT funnel_local_day(at, country)::text AS day, country::text AS country,
        coalesce(product_type::text, '') AS "productType", step, count(*)::int AS count
      FROM funnel_events GROUP BY 1, 2, 3, 4`);
    const key = (r: Json) => `${r.day}|${r.country}|${r.productType}|${r.step}|${Number(r.count)}`;
    expect(rolled.map(key).sort()).toEqual(
      (counted as unknown as { rows: Json[] }).rows.map(key).sort(),
    );
  });

  it('holds nothing about the person: only the step, time, country, language, type and ids', async () => {
    const columns = await app.db.execute(sql`
      SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'funnel_events'`);
    expect(
      (columns as unknown as { rows: { column_name: string }[] }).rows
        .map((row) => row.column_name)
        .sort(),
    ).toEqual(
      [
        'id',
        'step',
        'at',
        'country',
        'language',
        'product_type',
        'application_id',
        'customer_id',
      ].sort(),
    );
    const dump = await app.db.execute(sql`SELECT e::text AS row FROM funnel_events e`);
    const text = (dump as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).join('\n');
    expect(text).toContain(approved.applicationId);
    for (const value of [PERSON.name, PERSON.email, 'Qassim', PERSON.phone]) {
      expect(text).not.toContain(value);
    }
  });
});

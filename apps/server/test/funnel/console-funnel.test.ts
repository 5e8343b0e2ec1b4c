// The console's funnel (issue 25): local calendar days (Asia/Dubai for AE, Asia/Riyadh for SA),
// filters, conversions in the CSV, the range checked (400 naming the field, nothing read), and
// who may read it (analyst and up; an editor may not). The events here are written as the
// server writes them, at chosen instants: the journeys are driven in journeys.test.ts.
import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldPath, type FunnelStep } from '@mizan/contracts';
import type { OperatorRole } from '@mizan/contracts/console';
import type { App } from '../../src/app.ts';
import { funnelEvents } from '../../src/db/schema/index.ts';
import { expectInvalid, expectProblem, type Json } from '../helpers/api.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

type Event = {
  step: FunnelStep;
  at: string;
  country: 'ae' | 'sa';
  productType: 'Card' | 'Loan';
};

/** One application's events, each at its instant. */
async function applicationEvents(app: App, events: Event[]) {
  const applicationId = randomUUID();
  await app.db
    .insert(funnelEvents)
    .values(
      events.map((e) => ({ ...e, at: new Date(e.at), language: 'en' as const, applicationId })),
    );
}

describe.each(databaseKinds)('the console funnel (%s)', (kind) => {
  let app: App;
  const sessions = {} as Record<OperatorRole, TestSession>;

  const get = (url: string, role: OperatorRole = 'analyst') =>
    consoleCall(app, 'GET', url, { session: sessions[role] });
  const read = async (query: string) => {
    const response = await get(`/api/console/funnel?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const dayCounts = (funnel: Json, step: FunnelStep) =>
    Object.fromEntries(
      funnel.days.map((d: Json) => [d.day, d.steps.find((s: Json) => s.step === step).count]),
    );

  beforeAll(async () => {
    app = await buildTestApp(kind);
    for (const role of ['admin', 'support', 'analyst', 'editor'] as const) {
      sessions[role] = await sessionFor(app, role);
    }
    // 21:30 UTC is 01:30 the next day in Dubai and 00:30 in Riyadh; 20:30 UTC is 00:30 in
    // Dubai (next day) but 23:30 in Riyadh (same day).
    await applicationEvents(app, [
      {
        step: 'application_created',
        at: '2025-03-10T21:30:00Z',
        country: 'ae',
        productType: 'Card',
      },
      { step: 'screening_saved', at: '2025-03-10T20:30:00Z', country: 'ae', productType: 'Card' },
    ]);
    await applicationEvents(app, [
      {
        step: 'application_created',
        at: '2025-03-10T21:30:00Z',
        country: 'sa',
        productType: 'Loan',
      },
      { step: 'screening_saved', at: '2025-03-10T20:30:00Z', country: 'sa', productType: 'Loan' },
      { step: 'eligible', at: '2025-03-10T20:31:00Z', country: 'sa', productType: 'Loan' },
    ]);
    await applicationEvents(app, [
      {
        step: 'application_created',
        at: '2025-03-11T08:00:00Z',
        country: 'ae',
        productType: 'Loan',
      },
      { step: 'screening_saved', at: '2025-03-11T08:01:00Z', country: 'ae', productType: 'Loan' },
      { step: 'eligible', at: '2025-03-11T08:02:00Z', country: 'ae', productType: 'Loan' },
      {
        step: 'recommendations_shown',
        at: '2025-03-11T08:03:00Z',
        country: 'ae',
        productType: 'Loan',
      },
    ]);
  });
  afterAll(() => app?.close());

  it('counts an event on the local calendar day of its country', async () => {
    const funnel = await read('from=2025-03-10&to=2025-03-11');
    // 21:30 UTC is the next day in both zones.
    expect(dayCounts(funnel, 'application_created')).toEqual({ '2025-03-10': 0, '2025-03-11': 3 });
    // 20:30 UTC: the same day in Riyadh, the next in Dubai.
    expect(
      dayCounts(await read('from=2025-03-10&to=2025-03-11&country=SA'), 'screening_saved'),
    ).toEqual({ '2025-03-10': 1, '2025-03-11': 0 });
    expect(
      dayCounts(await read('from=2025-03-10&to=2025-03-11&country=AE'), 'screening_saved'),
    ).toEqual({ '2025-03-10': 0, '2025-03-11': 2 });
    // Both ends are included; a day outside the range is not counted.
    const tenth = await read('from=2025-03-10&to=2025-03-10');
    expect(tenth.days).toHaveLength(1);
    expect(tenth.steps.find((s: Json) => s.step === 'screening_saved').count).toBe(1);
  });

  it('filters by product type and by country, and lists every step (zeros included)', async () => {
    const loans = await read('from=2025-03-01&to=2025-03-31&productType=Loan');
    expect(loans.days).toHaveLength(31);
    expect(loans.steps.map((s: Json) => s.step)).not.toContain('customer_created');
    expect(loans.steps.slice(0, 5)).toEqual([
      { step: 'application_created', count: 2 },
      { step: 'screening_saved', count: 2 },
      { step: 'eligible', count: 2 },
      { step: 'ineligible', count: 0 },
      { step: 'recommendations_shown', count: 1 },
    ]);
    const uae = await read('from=2025-03-01&to=2025-03-31&country=ae');
    expect(uae.steps[0]).toEqual({ step: 'customer_created', count: 0 });
    expect(uae.steps[1]).toEqual({ step: 'application_created', count: 2 });
    expect(uae.steps).toHaveLength(11);
  });

  it('exports the figures as CSV: each step with its conversions, then each day', async () => {
    const response = await get(
      '/api/console/funnel.csv?from=2025-03-11&to=2025-03-12&productType=Loan',
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="funnel-2025-03-11-to-2025-03-12.csv"',
    );
    expect(response.body.startsWith('\uFEFF"day","step","count"')).toBe(true);
    const rows: Record<string, string>[] = parse(response.body, { bom: true, columns: true });
    const line = (day: string, step: string) => rows.find((r) => r.day === day && r.step === step);
    // On the 11th: both loans created (one at 21:30 UTC on the 10th), both screened, both eligible, one shown.
    expect(line('2025-03-11/2025-03-12', 'application_created')).toEqual({
      day: '2025-03-11/2025-03-12',
      step: 'application_created',
      count: '2',
      conversionFromPreviousPercent: '',
      conversionFromFirstPercent: '',
    });
    expect(line('2025-03-11/2025-03-12', 'screening_saved')).toMatchObject({
      count: '1',
      conversionFromPreviousPercent: '50',
      conversionFromFirstPercent: '50',
    });
    expect(line('2025-03-11/2025-03-12', 'recommendations_shown')).toMatchObject({
      count: '1',
      conversionFromPreviousPercent: '100',
      conversionFromFirstPercent: '50',
    });
    expect(line('2025-03-12', 'application_created')).toMatchObject({ count: '0' });
    expect(line('2025-03-11', 'application_created')).toMatchObject({ count: '2' });
    // 10 steps over the range, then 10 for each of the 2 days.
    expect(rows).toHaveLength(30);
  });

  it('refuses a range backwards or too long, naming the field', async () => {
    const backwards = await get('/api/console/funnel?from=2025-03-12&to=2025-03-11');
    expectInvalid(backwards, fieldPath('query', ['from']));
    const tooLong = await get('/api/console/funnel.csv?from=2024-01-01&to=2025-01-01');
    expectInvalid(tooLong, fieldPath('query', ['to']));
    // 366 days, both ends included, is the most.
    expect((await get('/api/console/funnel?from=2024-01-01&to=2024-12-31')).statusCode).toBe(200);
    expectInvalid(
      await get('/api/console/funnel?from=2025-02-30&to=2025-03-01'),
      fieldPath('query', ['from']),
    );
    expectInvalid(await get('/api/console/funnel?to=2025-03-01'), fieldPath('query', ['from']));
    expectInvalid(
      await get('/api/console/funnel?from=2025-03-01&to=2025-03-02&productType=House'),
      fieldPath('query', ['productType']),
    );
  });

  it('is read by admins, support and analysts; an editor and a visitor are refused', async () => {
    const url = '/api/console/funnel?from=2025-03-10&to=2025-03-11';
    for (const role of ['admin', 'support', 'analyst'] as const) {
      expect((await get(url, role)).statusCode).toBe(200);
      expect((await get(url.replace('funnel?', 'funnel.csv?'), role)).statusCode).toBe(200);
    }
    expectProblem(await get(url, 'editor'), 403);
    expectProblem(await get(url.replace('funnel?', 'funnel.csv?'), 'editor'), 403);
    expectProblem(await consoleCall(app, 'GET', url), 401);
  });
});

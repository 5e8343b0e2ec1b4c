// GET /metrics (issue 24): Prometheus text for a scraper holding METRICS_TOKEN, the same 404 as
// any unknown address for anyone else and when no token is set. A bank that does not answer
// shows as queue depth and age, per queue and per bank, before the bank calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { submitJourney } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { uniqueEmail, waitFor } from '../mail/helpers.ts';
import { BankPeer } from './bank-peer.ts';
import { bankKeyOf, deliveryRows, QUICK_DELIVERY, setEveryBank } from './delivery-helpers.ts';

const TOKEN = 'scraper-token-0123456789abcdef';

const scrape = (app: App, authorization?: string) =>
  app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** The value of one sample, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds)('GET /metrics (%s)', (kind) => {
  let app: App;
  let bank: BankPeer;

  beforeAll(async () => {
    bank = await BankPeer.start();
    bank.behaviour = { status: 503, body: 'maintenance' };
    app = await buildTestApp(kind, { metricsToken: TOKEN, delivery: QUICK_DELIVERY });
    await app.ready();
    await setEveryBank(app.db, app.secretBox, 'webhook', bank.url);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.stop();
  });

  it('answers 404, as for any unknown address, without the right bearer token', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/no-such-page' });
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(unknown.body);
    }
  });

  it('answers 404 whatever is sent when no token is set', async () => {
    const bare = await buildTestApp(kind);
    try {
      expect((await scrape(bare, `Bearer ${TOKEN}`)).statusCode).toBe(404);
      expect((await scrape(bare, 'Bearer ')).statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });

  it('shows a bank that does not take its leads as depth and age, and latency per route', async () => {
    const submitted = await submitJourney(app, 'ae', 'Card', { email: uniqueEmail('metrics') });
    const row = await waitFor('the delivery failing', async () => {
      const found = (await deliveryRows(app.db)).find(
        (r) => r.applicationId === submitted.applicationId,
      );
      return found?.lastStatus === 503 && found;
    });
    const { key } = await bankKeyOf(app.db, row.organizationId!);

    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(sample(text, 'mizan_queue_depth{queue="delivery"}')).toBe(1);
    expect(sample(text, 'mizan_queue_depth{queue="mail"}')).toEqual(expect.any(Number));
    expect(sample(text, 'mizan_queue_oldest_pending_seconds{queue="delivery"}')).toBeGreaterThan(0);
    expect(sample(text, `mizan_delivery_queue_depth{bank="${key}"}`)).toBe(1);
    expect(sample(text, `mizan_delivery_oldest_pending_seconds{bank="${key}"}`)).toBeGreaterThan(0);
    expect(sample(text, `mizan_deliveries{bank="${key}",state="failing"}`)).toBe(1);
    // Latency by route pattern: the submission's address, never one with its ids.
    expect(text).toMatch(
      /mizan_http_request_duration_seconds_count\{route="\/api\/applications\/public",method="PUT",status_class="2xx"\} 1/,
    );
    expect(text).not.toContain(submitted.applicationId);
    expect(sample(text, 'mizan_db_pool_connections{state="waiting"}')).toEqual(expect.any(Number));
    expect(sample(text, 'mizan_db_pool_max')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mizan_queue_in_flight{queue="delivery"}')).toEqual(expect.any(Number));

    bank.behaviour = { status: 200 };
    await waitFor('the lead delivered', () => bank.acceptedIds().has(row.id));
    await waitFor('the delivery recorded', async () => {
      const after = (await scrape(app, `Bearer ${TOKEN}`)).body;
      return (
        sample(after, `mizan_deliveries{bank="${key}",state="delivered"}`) === 1 &&
        sample(after, 'mizan_queue_depth{queue="delivery"}') === 0
      );
    });
  });

  it('is not in the public OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
  });
});

// The funnel's daily roll-up (funnel_daily) is kept only by triggers of migration 0015 on
// funnel_events: no TypeScript writes it (records/funnel-events.ts writes events; the console
// reads funnel_daily). So the rule lives here: after events are added one at a time and many at
// once, removed (an erasure's or a hand-typed delete) and truncated, the roll-up is exactly the
// events counted by local day, country, product type and step; and an event is never updated.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import type { FunnelStep } from '@mizan/contracts';
import type { App } from '../../src/app.ts';
import { funnelDaily, funnelEvents } from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const STEPS: FunnelStep[] = [
  'application_created',
  'screening_saved',
  'eligible',
  'product_chosen',
];

/** `count` events, spread over countries, types, steps and instants around local midnights. */
const events = (count: number, salt = 0) =>
  Array.from({ length: count }, (_, index) => ({
    step: STEPS[(index + salt) % STEPS.length]!,
    // 20:00 to 23:00 UTC: some on the same day in Riyadh, the next in Dubai.
    at: new Date(Date.UTC(2026, 4, 1 + (index % 3), 20 + ((index + salt) % 4), 30)),
    country: index % 2 === 0 ? ('ae' as const) : ('sa' as const),
    language: 'en' as const,
    productType: index % 5 === 0 ? null : index % 3 === 0 ? ('Card' as const) : ('Loan' as const),
    applicationId: randomUUID(),
  }));

describe.each(databaseKinds)('the funnel daily roll-up kept by migration 0015 (%s)', (kind) => {
  let app: App;

  /** The roll-up's non-zero rows and the events counted the same way, each as sorted keys. */
  const rollUpAndCount = async () => {
    const rolled = await app.db
      .select()
      .from(funnelDaily)
      .where(sql`${funnelDaily.count} <> 0`);
    const counted = await app.db
      .select({
        day: sql<string>`funnel_local_day(${funnelEvents.at}, ${funnelEvents.country})::text`,
        country: sql<string>`${funnelEvents.country}::text`,
        productType: sql<string>`coalesce(${funnelEvents.productType}::text, '')`,
        step: funnelEvents.step,
        count: sql<number>`count(*)::int`,
      })
      .from(funnelEvents)
      .groupBy(sql`1, 2, 3, 4`);
    const key = (row: { day: string; country: string; productType: string; step: string }) =>
      `${row.day}|${row.country}|${row.productType}|${row.step}`;
    return {
      rolled: rolled.map((row) => `${key(row)}|${Number(row.count)}`).sort(),
      counted: counted.map((row) => `${key(row)}|${Number(row.count)}`).sort(),
    };
  };

  beforeAll(async () => {
    app = await buildTestApp(kind);
    await app.db.delete(funnelEvents);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts events added one at a time and many in one statement', async () => {
    for (const event of events(6)) await app.db.insert(funnelEvents).values(event);
    await app.db.insert(funnelEvents).values(events(200, 1));
    const { rolled, counted } = await rollUpAndCount();
    expect(counted.length).toBeGreaterThan(20);
    expect(rolled).toEqual(counted);
  });

  it('takes removed events off their day', async () => {
    const some = await app.db.select({ id: funnelEvents.id }).from(funnelEvents).limit(70);
    await app.db.delete(funnelEvents).where(
      inArray(
        funnelEvents.id,
        some.map((row) => row.id),
      ),
    );
    const { rolled, counted } = await rollUpAndCount();
    expect(rolled).toEqual(counted);
  });

  it('refuses to update an event, and the roll-up stays as it was', async () => {
    const before = await rollUpAndCount();
    await expect(
      app.db
        .update(funnelEvents)
        .set({ country: 'sa' })
        .where(sql`${funnelEvents.country} = 'ae'`),
    ).rejects.toThrow();
    expect(await rollUpAndCount()).toEqual(before);
  });

  it('is empty after the events are truncated', async () => {
    await app.db.execute(sql`TRUNCATE funnel_events`);
    expect(await rollUpAndCount()).toEqual({ rolled: [], counted: [] });
  });
});

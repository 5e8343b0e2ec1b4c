// Several server processes behind a load balancer share one database (DESIGN.md, Scale): a
// visitor's calls land on any of them, so what one process saved is what the next one answers
// from, at once. Two app instances here, each with its own connections on PostgreSQL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { products } from '../../src/db/schema/index.ts';
import { buildTestAppOn } from '../helpers/test-app.ts';
import { createSharedTestDatabase, databaseKinds } from '../helpers/test-database.ts';
import {
  answerAll,
  answeredApplication,
  best,
  cardFeatureIds,
  creditScore,
  filterUrl,
  hardStopOn,
  ok,
  type Json,
  type Started,
} from '../helpers/api.ts';

const COUNT = '/api/recommendations/public/count';

const count = (app: App, started: Started, preferences: number[]): Promise<number> =>
  ok(app, 'POST', COUNT, {
    country: started.country,
    payload: {
      applicationId: started.applicationId,
      preferences: preferences.map((featureId) => ({ featureId })),
    },
  });

const page = (app: App, started: Started, query: { preferences?: number[]; size?: number }) =>
  ok(app, 'GET', filterUrl(started.applicationId, query), { country: started.country });

const productIds = (cardPage: Json): number[] => cardPage.content.map((c: Json) => c.productId);

describe.each(databaseKinds)('two server instances on one database (%s)', (kind) => {
  let one: App;
  let other: App;
  let closeDatabase: () => Promise<void>;
  let features: number[];
  beforeAll(async () => {
    const shared = await createSharedTestDatabase(kind);
    closeDatabase = shared.close;
    one = await buildTestAppOn(shared.handles[0], { closeDatabase: false });
    other = await buildTestAppOn(shared.handles[1], { closeDatabase: false });
    features = (await cardFeatureIds(one)).slice(0, 5);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), other?.close()]);
    await closeDatabase?.();
  });

  it('count and list follow answers saved through the other instance at once', async () => {
    const started = await answeredApplication(one, 'ae', 'Card', best);
    const eligible = await count(other, started, features);
    expect(eligible).toBeGreaterThan(0);
    expect((await page(other, started, { preferences: features })).totalElements).toBe(eligible);
    expect(await creditScore(other, started.applicationId)).toBeGreaterThanOrEqual(60);

    // A hard stop, saved through the first instance: the other one lists nothing any more.
    await answerAll(one, started, hardStopOn('salary'));
    expect(await count(other, started, features)).toBe(0);
    expect((await page(other, started, { preferences: features })).content).toEqual([]);
    expect(await creditScore(other, started.applicationId)).toBe(0);

    // And back, through the other instance.
    await answerAll(other, started, best);
    expect(await count(one, started, features)).toBe(eligible);
  });

  it('the list without named features follows preferences saved through the other instance', async () => {
    const started = await answeredApplication(one, 'ae', 'Card', best);
    const save = (app: App, ids: number[]) =>
      ok(app, 'POST', '/api/recommendations/public', {
        country: 'ae',
        payload: {
          applicationId: started.applicationId,
          preferences: ids.map((featureId, index) => ({ featureId, priority: index + 1 })),
        },
      });
    const first = features.slice(0, 3);
    const second = [...features].reverse().slice(0, 2);

    await save(one, first);
    const saved = await page(other, started, { size: 50 });
    expect(productIds(saved)).toEqual(
      productIds(await page(one, started, { preferences: first, size: 50 })),
    );

    await save(other, second);
    const resaved = await page(one, started, { size: 50 });
    expect(productIds(resaved)).toEqual(
      productIds(await page(one, started, { preferences: second, size: 50 })),
    );
    expect(resaved).not.toEqual(saved);
  });

  it('loan offers follow answers saved through the other instance at once', async () => {
    const started = await answeredApplication(one, 'sa', 'Loan', best);
    const loans = `/api/recommendations/public/loan/${started.applicationId}`;
    expect((await ok(other, 'GET', loans, { country: 'sa' })).length).toBeGreaterThan(0);

    await answerAll(one, started, hardStopOn('salary'));
    expect(await ok(other, 'GET', loans, { country: 'sa' })).toEqual([]);
  });

  it('a catalogue change made through one instance reaches the other', async () => {
    const started = await answeredApplication(one, 'ae', 'Card', best);
    const before = await page(other, started, { preferences: features, size: 50 });
    const withdrawn = productIds(before)[0]!;

    await one.db.update(products).set({ active: false }).where(eq(products.id, withdrawn));
    // The change reaches each instance by NOTIFY, a moment later.
    await vi.waitFor(
      async () => {
        const after = await page(other, started, { preferences: features, size: 50 });
        expect(productIds(after)).not.toContain(withdrawn);
        expect(after.totalElements).toBe(before.totalElements - 1);
      },
      { timeout: 10_000, interval: 50 },
    );
  });
});

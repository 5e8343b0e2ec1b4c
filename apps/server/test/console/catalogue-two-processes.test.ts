// A catalogue save reaches every server process within 5 seconds (issue 23): saved through one,
// served by the other (its own connections and listener on PostgreSQL), including its cached card
// lists and counts, which are kept by the snapshot's version.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import {
  answeredApplication,
  cardFeatureIds,
  filterUrl,
  ok,
  type Json,
  type Started,
} from '../helpers/api.ts';
import { answer, catalogueCalls, eventually } from '../helpers/catalogue.ts';
import { sessionFor } from '../helpers/console.ts';
import { buildTestAppOn } from '../helpers/test-app.ts';
import { createSharedTestDatabase, databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('catalogue saves reach the other process (%s)', (kind) => {
  let one: App;
  let other: App;
  let closeDatabase: () => Promise<void>;
  let started: Started;
  let preferences: number[];
  beforeAll(async () => {
    const shared = await createSharedTestDatabase(kind);
    closeDatabase = shared.close;
    one = await buildTestAppOn(shared.handles[0], { closeDatabase: false });
    other = await buildTestAppOn(shared.handles[1], { closeDatabase: false });
    started = await answeredApplication(other, 'ae', 'Card');
    preferences = (await cardFeatureIds(other)).slice(0, 5);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), other?.close()]);
    await closeDatabase?.();
  });

  const cardPage = (): Promise<Json> =>
    ok(other, 'GET', filterUrl(started.applicationId, { preferences, size: 50 }), {
      country: 'ae',
    });
  const count = (): Promise<number> =>
    ok(other, 'POST', '/api/recommendations/public/count', {
      country: 'ae',
      payload: {
        applicationId: started.applicationId,
        preferences: preferences.map((featureId) => ({ featureId })),
      },
    });

  it('serves a fee saved through the other process, and drops a deactivated card from its list and count', async () => {
    const before = await cardPage();
    const countBefore = await count();
    const card = before.content.find((c: Json) => c.facts.annualFee.value !== null);
    const calls = catalogueCalls(one, await sessionFor(one, 'editor'), 'products');
    const item = answer(await calls.get(card.productId));
    item.facts.annualFee.value.laterYears = 4321;
    const saved = answer(await calls.save(card.productId, item));

    await eventually(async () => {
      const shown = (await cardPage()).content.find((c: Json) => c.productId === card.productId);
      expect(shown.facts.annualFee.value.laterYears).toBe(4321);
    });

    answer(await calls.save(card.productId, { ...saved, active: false }));
    await eventually(async () => {
      const after = await cardPage();
      expect(after.content.map((c: Json) => c.productId)).not.toContain(card.productId);
      expect(after.totalElements).toBe(before.totalElements - 1);
      expect(await count()).toBe(countBefore - 1);
    });
  });
});

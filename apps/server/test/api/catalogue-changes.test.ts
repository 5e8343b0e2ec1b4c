// The catalogue is held in memory; a change in the database (a re-seed, an edit by hand) reaches
// a running server without a restart, and the cards it recommends follow.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { features, products } from '../../src/db/schema/index.ts';
import { syncCatalogue } from '../../src/db/seed/sync-catalogue.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { answeredApplication, cardFeatureIds, filterUrl, ok, type Json } from '../helpers/api.ts';

/** Asks until `check` passes: the reload happens in the background. */
async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const featureNames = async (app: App): Promise<string[]> => {
  const groups: Json[] = await ok(app, 'GET', '/api/productFeatures/public');
  return groups.flatMap((group) => group.subFeatures.map((sub: Json) => sub.featureName));
};

describe.each(databaseKinds)('catalogue changes reach a running server (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  it('shows a renamed feature without a restart, and a re-seed brings the name back', async () => {
    const [first] = await app.db
      .select()
      .from(features)
      .where(sql`parent_id is not null`);
    await app.db
      .update(features)
      .set({ name: 'Renamed by an operator' })
      .where(eq(features.id, first!.id));
    await eventually(async () => {
      expect(await featureNames(app)).toContain('Renamed by an operator');
    });

    await syncCatalogue(app.db);
    await eventually(async () => {
      const names = await featureNames(app);
      expect(names).not.toContain('Renamed by an operator');
      expect(names).toContain(first!.name);
    });
  });

  it('stops recommending a card that was withdrawn', async () => {
    const started = await answeredApplication(app, 'ae', 'Card');
    const preferences = (await cardFeatureIds(app)).slice(0, 5);
    const url = filterUrl(started.applicationId, { preferences, size: 50 });
    const before: Json = await ok(app, 'GET', url, { country: 'ae' });
    const withdrawn = before.content[0].productId;

    await app.db.update(products).set({ active: false }).where(eq(products.id, withdrawn));
    await eventually(async () => {
      const after: Json = await ok(app, 'GET', url, { country: 'ae' });
      expect(after.content.map((card: Json) => card.productId)).not.toContain(withdrawn);
      expect(after.totalElements).toBe(before.totalElements - 1);
    });
    const count = await ok(app, 'POST', '/api/recommendations/public/count', {
      country: 'ae',
      payload: {
        applicationId: started.applicationId,
        preferences: preferences.map((featureId) => ({ featureId })),
      },
    });
    expect(count).toBe(before.totalElements - 1);
  });

  // Defined only where it applies, so no run reports it as skipped. PGlite runs in-process.
  if (kind === 'postgres') {
    it('keeps listening after its connection to PostgreSQL is cut', async () => {
      const result = await app.db.execute(sql`
        select pg_terminate_backend(pid) as cut from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`);
      const cut = (result as unknown as { rows: { cut: boolean }[] }).rows;
      expect(cut).toEqual([{ cut: true }]);

      const [feature] = await app.db
        .select()
        .from(features)
        .where(sql`parent_id is not null`);
      await app.db
        .update(features)
        .set({ name: 'Renamed after a lost connection' })
        .where(eq(features.id, feature!.id));
      await eventually(async () => {
        expect(await featureNames(app)).toContain('Renamed after a lost connection');
      });
    });
  }
});

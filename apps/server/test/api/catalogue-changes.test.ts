// The catalogue is held in memory; a change in the database (a re-seed, an edit by hand) reaches
// a running server without a restart, and the cards it recommends follow.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { features, products } from '../../src/db/schema/index.ts';
import { syncCatalogue } from '../../src/catalogue/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { answeredApplication, cardFeatureIds, filterUrl, ok, type Json } from '../helpers/api.ts';

/** The reload happens in the background: asks until `check` passes. */
const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 10_000, interval: 50 });

/** Renames a sub-feature in the database, as an operator would; returns its old name. */
async function renameASubFeature(app: App, name: string): Promise<string> {
  const [feature] = await app.db
    .select()
    .from(features)
    .where(sql`parent_id is not null`);
  await app.db.update(features).set({ name }).where(eq(features.id, feature!.id));
  return feature!.name;
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
    const oldName = await renameASubFeature(app, 'Renamed by an operator');
    await eventually(async () => {
      expect(await featureNames(app)).toContain('Renamed by an operator');
    });

    await syncCatalogue(app.db);
    await eventually(async () => {
      const names = await featureNames(app);
      expect(names).not.toContain('Renamed by an operator');
      expect(names).toContain(oldName);
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

  // Each published figure is kept once, in the product's facts (docs/decisions/0023): an edit of
  // a fact is what the list, the comparison, the engine's limits and its eligibility then read.
  describe('an edited fact is what every answer reads', () => {
    /** Sets one value inside a product's facts, as the console's catalogue editor will. */
    const setFact = (productId: number, path: string[], value: unknown) =>
      app.db
        .update(products)
        .set({
          facts: sql`jsonb_set(${products.facts}, ${`{${path.join(',')}}`}::text[], ${JSON.stringify(value)}::jsonb)`,
        })
        .where(eq(products.id, productId));

    it("a card's later-years fee: in its list entry, its facts and the comparison", async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const preferences = (await cardFeatureIds(app)).slice(0, 5);
      const url = filterUrl(started.applicationId, { preferences, size: 50 });
      const listed: Json = await ok(app, 'GET', url, { country: 'ae' });
      const [card, other] = listed.content.filter((c: Json) => c.facts.annualFee.value !== null);
      const compare = `/api/products/public/compare?ids=${card.productId},${other.productId}`;

      await setFact(card.productId, ['annualFee', 'value', 'laterYears'], 4321);
      await eventually(async () => {
        const after: Json = await ok(app, 'GET', url, { country: 'ae' });
        const edited = after.content.find((c: Json) => c.productId === card.productId);
        expect(edited.annualFee).toBe(4321);
        expect(edited.facts.annualFee.value.laterYears).toBe(4321);
      });
      // Dearer than any card's published fee: the other card is now the cheaper one.
      const comparison: Json = await ok(app, 'GET', compare);
      expect(comparison.products[0].facts.annualFee.value.laterYears).toBe(4321);
      const fees = comparison.rows.find((r: Json) => r.key === 'annualFee.laterYears');
      expect(fees.best).toEqual([other.productId]);
    });

    it("a card's minimum salary: a card above the applicant's salary is no longer listed", async () => {
      const started = await answeredApplication(app, 'ae', 'Card');
      const preferences = (await cardFeatureIds(app)).slice(0, 5);
      const url = filterUrl(started.applicationId, { preferences, size: 50 });
      const listed: Json = await ok(app, 'GET', url, { country: 'ae' });
      const card = listed.content[0];

      await setFact(card.productId, ['minMonthlySalary', 'value'], 9_999_999);
      await eventually(async () => {
        const after: Json = await ok(app, 'GET', url, { country: 'ae' });
        expect(after.content.map((c: Json) => c.productId)).not.toContain(card.productId);
      });
    });

    it("a loan's maximum amount: its offer is capped by the bank's new maximum", async () => {
      const started = await answeredApplication(app, 'ae', 'Loan');
      const url = `/api/recommendations/public/loan/${started.applicationId}`;
      const offers: Json[] = await ok(app, 'GET', url);
      const offer = offers.find((o) => o.loanAmount > 20_000)!;

      await setFact(offer.productId, ['maxAmount', 'value'], 20_000);
      await eventually(async () => {
        const after: Json[] = await ok(app, 'GET', url);
        const capped = after.find((o) => o.productId === offer.productId)!;
        expect(capped.limits).toMatchObject({ maxAmount: 20_000, maxAmountReason: 'bankMaximum' });
        expect(capped.loanAmount).toBe(20_000);
        expect(capped.facts.maxAmount.value).toBe(20_000);
      });
    });
  });

  // Defined only where it applies, so no run reports it as skipped. PGlite runs in-process.
  if (kind === 'postgres') {
    it('keeps listening after its connection to PostgreSQL is cut', async () => {
      const result = await app.db.execute(sql`
        select pg_terminate_backend(pid) as cut from pg_stat_activity
        where datname = current_database() and query ilike 'LISTEN%'`);
      const cut = (result as unknown as { rows: { cut: boolean }[] }).rows;
      expect(cut).toEqual([{ cut: true }]);

      await renameASubFeature(app, 'Renamed after a lost connection');
      await eventually(async () => {
        expect(await featureNames(app)).toContain('Renamed after a lost connection');
      });
    });
  }
});

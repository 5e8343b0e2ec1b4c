// A catalogue entry whose Arabic text is missing (null, or blank) is served in English to an
// Arabic request, that entry alone: the rest of the answer stays Arabic.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.ts';
import {
  banners,
  features,
  organizations,
  products,
  questionOptions,
  questions,
} from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { answeredApplication, cardFeatureIds, filterUrl, ok, type Json } from '../helpers/api.ts';

const ARABIC = /[\u0621-\u064a]/;

/** The reload after a change happens in the background: asks until `check` passes. */
const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 10_000, interval: 50 });

describe.each(databaseKinds)('English for a missing Arabic text (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind);
  });
  afterAll(() => app.close());

  const arabic = (url: string) => ok(app, 'GET', url, { country: 'ae', language: 'ar' });

  it('fills in the English of a sub-feature, a question, an option and a banner', async () => {
    const [subFeature] = await app.db
      .select()
      .from(features)
      .where(sql`parent_id is not null`)
      .orderBy(features.id)
      .limit(1);
    const [question] = await app.db
      .select()
      .from(questions)
      .where(sql`country = 'ae' and product_type = 'Card'`)
      .orderBy(questions.sortOrder)
      .limit(1);
    const [option] = await app.db
      .select()
      .from(questionOptions)
      .where(eq(questionOptions.questionId, question!.id))
      .orderBy(questionOptions.sortOrder)
      .limit(1);
    const [banner] = await app.db
      .select()
      .from(banners)
      .where(sql`country = 'ae'`)
      .limit(1);

    // One transaction: the running server reloads once, and sees all four changes together.
    await app.db.transaction(async (tx) => {
      await tx.update(features).set({ nameAr: null }).where(eq(features.id, subFeature!.id));
      await tx.update(questions).set({ textAr: null }).where(eq(questions.id, question!.id));
      // Blank counts as missing.
      await tx
        .update(questionOptions)
        .set({ textAr: '  ' })
        .where(eq(questionOptions.id, option!.id));
      await tx.update(banners).set({ titleAr: null }).where(eq(banners.id, banner!.id));
    });

    await eventually(async () => {
      const groups: Json[] = await arabic('/api/productFeatures/public');
      const subs: Json[] = groups.flatMap((g) => g.subFeatures);
      const isChanged = (s: Json) => s.featureId === subFeature!.id;
      expect(subs.find(isChanged).featureName).toBe(subFeature!.name);
      for (const other of subs.filter((s) => !isChanged(s))) {
        expect(other.featureName).toMatch(ARABIC);
      }

      const asked: Json[] = await arabic('/api/questions/public?productType=Card');
      const first = asked.find((q) => q.questionId === question!.id);
      expect(first.question).toBe(question!.text);
      for (const other of asked.filter((q) => q.questionId !== question!.id)) {
        expect(other.question).toMatch(ARABIC);
      }
      for (const choice of first.options) {
        if (choice.optionId === option!.id) expect(choice.optionText).toBe(option!.text);
        else expect(choice.optionText).toMatch(ARABIC);
      }

      const shown: Json[] = await arabic('/api/banners/public');
      const changed = shown.find((b) => b.id === banner!.id);
      expect(changed.title).toBe(banner!.title);
      expect(changed.description).toBe(banner!.descriptionAr);
    });
  });

  it("fills in a card's English description and a bank's English name", async () => {
    const started = await answeredApplication(app, 'ae', 'Card', undefined, {}, 'ar');
    const url = filterUrl(started.applicationId, {
      preferences: (await cardFeatureIds(app)).slice(0, 5),
      size: 50,
    });
    const before: Json = await arabic(url);
    const card = before.content[0];
    const [row] = await app.db
      .select({ product: products, organization: organizations })
      .from(products)
      .innerJoin(organizations, eq(products.organizationId, organizations.id))
      .where(eq(products.id, card.productId));

    await app.db.transaction(async (tx) => {
      await tx.update(products).set({ descriptionAr: null }).where(eq(products.id, card.productId));
      await tx
        .update(organizations)
        .set({ nameAr: null })
        .where(eq(organizations.id, row!.organization.id));
    });

    await eventually(async () => {
      const after: Json = await arabic(url);
      const same = after.content.find((c: Json) => c.productId === card.productId);
      expect(same.description).toBe(row!.product.description.split('\n').join('\\n'));
      expect(same.organizationName).toBe(row!.organization.name);
      expect(same.productName).toBe(card.productName);
      const others = after.content.filter((c: Json) => c.productId !== card.productId);
      expect(others.length).toBeGreaterThan(0);
      for (const other of others) expect(other.description).toMatch(ARABIC);
    });
  });
});

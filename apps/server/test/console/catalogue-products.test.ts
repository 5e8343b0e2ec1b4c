// The catalogue editor's cards and loans (issue 23): listed with filters (country, type, active,
// stale facts, search) and pages, read and saved whole with a version (409 on an older one, with
// the product as it is now), refused field by field (400 naming the path the editor shows the
// message at), all or nothing, live on the public site, and every version kept and restorable.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { products } from '../../src/db/schema/index.ts';
import {
  answeredApplication,
  cardFeatureIds,
  expectInvalid,
  expectProblem,
  filterUrl,
  ok,
  send,
  type Json,
} from '../helpers/api.ts';
import { answer, catalogueCalls, eventually, inputFrom } from '../helpers/catalogue.ts';
import { sessionFor } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const FACTS = (id: number) => `/api/products/public/${id}/facts`;
const COMPARE = (ids: number[]) => `/api/products/public/compare?ids=${ids.join(',')}`;

describe.each(databaseKinds)('the catalogue editor: products (%s)', (kind) => {
  let app: App;
  let calls: ReturnType<typeof catalogueCalls>;
  /** Active AE cards the public card list shows: one to edit, one to compare it with. */
  let cardId: number;
  let otherCardId: number;
  let listUrl: string;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    calls = catalogueCalls(app, await sessionFor(app, 'editor'), 'products');
    const started = await answeredApplication(app, 'ae', 'Card');
    const preferences = (await cardFeatureIds(app)).slice(0, 5);
    listUrl = filterUrl(started.applicationId, { preferences, size: 50 });
    const page: Json = await ok(app, 'GET', listUrl, { country: 'ae' });
    // Cards whose bank publishes an annual fee: the fee is what the saves below change.
    [cardId, otherCardId] = page.content
      .filter((card: Json) => card.facts.annualFee.value !== null)
      .map((card: Json) => card.productId);
  });
  afterAll(() => app.close());

  const publicCard = async (id: number) => {
    const page: Json = await ok(app, 'GET', listUrl, { country: 'ae' });
    return page.content.find((card: Json) => card.productId === id);
  };

  describe('the list', () => {
    it('lists every product with its bank and how stale its facts are, filtered and paged', async () => {
      const all = answer(await calls.list({ pageSize: 100 }));
      expect(all.total).toBe(all.items.length);
      expect(all.total).toBeGreaterThan(20);
      expect(all.items[0]).toMatchObject({
        id: expect.any(Number),
        version: expect.any(Number),
        bankName: { en: expect.any(String), ar: expect.any(String) },
        stale: expect.any(Boolean),
      });

      const saLoans = answer(
        await calls.list({ country: 'sa', productType: 'Loan', pageSize: 100 }),
      );
      expect(saLoans.total).toBeGreaterThan(0);
      expect(saLoans.total).toBeLessThan(all.total);
      for (const item of saLoans.items)
        expect(item).toMatchObject({ country: 'SA', productType: 'Loan' });

      const searched = answer(await calls.list({ q: 'ADCB', pageSize: 100 }));
      expect(searched.total).toBeGreaterThan(0);
      for (const item of searched.items) {
        expect(`${item.key} ${item.name.en} ${item.name.ar}`.toLowerCase()).toContain('adcb');
      }

      const first = answer(await calls.list({ pageSize: 5 }));
      const second = answer(await calls.list({ page: 1, pageSize: 5 }));
      expect(second.total).toBe(all.total);
      expect(first.items.map((i: Json) => i.id)).toEqual(
        all.items.slice(0, 5).map((i: Json) => i.id),
      );
      expect(second.items.map((i: Json) => i.id)).toEqual(
        all.items.slice(5, 10).map((i: Json) => i.id),
      );

      expectInvalid(await calls.list({ pageSize: 0 }), 'query.pageSize');
      expectInvalid(await calls.list({ stale: 'maybe' }), 'query.stale');
    });

    it('marks a product with a fact checked more than 90 days ago stale, and filters by it', async () => {
      const item = answer(await calls.get(otherCardId));
      item.facts.apr.source.checkedOn = '2020-02-03';
      answer(await calls.save(otherCardId, item));

      const stale = answer(await calls.list({ stale: true, pageSize: 100 }));
      expect(stale.items).toContainEqual(
        expect.objectContaining({ id: otherCardId, stale: true, oldestCheckedOn: '2020-02-03' }),
      );
      for (const listed of stale.items) expect(listed.stale).toBe(true);
      const fresh = answer(await calls.list({ stale: false, pageSize: 100 }));
      expect(fresh.items.map((i: Json) => i.id)).not.toContain(otherCardId);
      for (const listed of fresh.items) expect(listed.stale).toBe(false);
    });
  });

  describe('reading one', () => {
    it('answers the whole product as it is edited, Arabic not yet translated as visitors see it', async () => {
      await app.db.update(products).set({ descriptionAr: null }).where(eq(products.id, cardId));
      const item = answer(await calls.get(cardId));
      expect(item).toMatchObject({
        id: cardId,
        version: expect.any(Number),
        country: 'AE',
        productType: 'Card',
        active: true,
        bankId: expect.any(Number),
        name: { en: expect.any(String), ar: expect.any(String) },
        description: { en: expect.any(String), ar: expect.any(String) },
        featureIds: expect.any(Array),
        facts: { annualFee: { value: expect.anything(), source: expect.anything() } },
      });
      expect(item.description.en).toContain('\n');
      expect(item.description.ar).toBe(item.description.en);
    });

    it('answers 404 for an unknown id and 400 for one that is not an id', async () => {
      expectProblem(await calls.get(999_999), 404);
      expectInvalid(await calls.get('gold'), 'path.id');
    });
  });

  describe('saving', () => {
    it('saves the whole product as its next version, and the public site serves it', async () => {
      const before = answer(await calls.get(cardId));
      const item = structuredClone(before);
      item.description.ar = 'سطر أول\nسطر ثانٍ';
      item.facts.annualFee.value = { ...item.facts.annualFee.value, laterYears: 1234.5 };
      item.facts.annualFee.source.checkedOn = '2026-11-20';
      const saved = answer(await calls.save(cardId, item));
      expect(saved).toEqual({ ...item, version: before.version + 1 });
      expect(answer(await calls.get(cardId))).toEqual(saved);

      // Live in this process within seconds: the card list, the comparison, the facts.
      await eventually(async () => {
        expect((await publicCard(cardId)).facts.annualFee.value.laterYears).toBe(1234.5);
        const comparison: Json = await ok(app, 'GET', COMPARE([cardId, otherCardId]));
        expect(comparison.products[0].facts.annualFee.value.laterYears).toBe(1234.5);
      });
      const arabic: Json = await ok(app, 'GET', FACTS(cardId), { language: 'ar' });
      expect(arabic.facts.annualFee.source.checkedOn).toBe('2026-11-20');
    });

    it('writes the whole product before and after in the audit log', async () => {
      const item = answer(await calls.get(cardId));
      const saved = answer(await calls.save(cardId, { ...item, incentive: 321 }));
      const [entry] = await app.db
        .select()
        .from(auditLog)
        .where(
          and(eq(auditLog.target, `products:${cardId}`), eq(auditLog.action, 'catalogue.update')),
        )
        .orderBy(auditLog.at)
        .then((rows) => rows.slice(-1));
      expect(entry!.before).toEqual(item);
      expect(entry!.after).toEqual(saved);
      expect(entry!.actorOperatorId).toEqual(expect.any(String));
    });

    it('refuses a save from an older version with 409 and the product as it is now', async () => {
      const item = answer(await calls.get(cardId));
      answer(await calls.save(cardId, { ...item, incentive: 10 }));
      const refused = expectProblem(await calls.save(cardId, { ...item, incentive: 20 }), 409);
      expect(refused.current).toEqual({ ...item, incentive: 10, version: item.version + 1 });
      expect(answer(await calls.get(cardId)).incentive).toBe(10);
    });

    it('lets one of two saves of the same version win; the other gets 409', async () => {
      const item = answer(await calls.get(cardId));
      const responses = await Promise.all(
        [11, 12].map((incentive) => calls.save(cardId, { ...item, incentive })),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200)!.json();
      expect(answer(await calls.get(cardId))).toEqual(winner);
      expect(winner.version).toBe(item.version + 1);
    });

    it('names the field of bad input by its path, deep in the facts too', async () => {
      const item = answer(await calls.get(cardId));
      const badFee = structuredClone(item);
      badFee.facts.annualFee.value.laterYears = -5;
      const body = expectInvalid(await calls.save(cardId, badFee));
      expect(body.errors.map((e: Json) => e.field)).toEqual([
        'body.facts.annualFee.value.laterYears',
      ]);

      expectInvalid(
        await calls.save(cardId, { ...item, name: { en: 'A card', ar: '' } }),
        'body.name.ar',
      );
      expectInvalid(
        await calls.save(cardId, { ...item, routingUrl: 'http://bank.example' }),
        'body.routingUrl',
      );
      expectInvalid(await calls.save(cardId, { ...item, key: 'Not A Key' }), 'body.key');
      expectInvalid(
        await calls.save(cardId, { ...item, productType: 'Deposit' }),
        'body.productType',
      );
      expectInvalid(await calls.save(cardId, { ...item, id: otherCardId }), 'body.id');
      expect(answer(await calls.get(cardId))).toEqual(item);
    });

    it('never changes a product type: a card saved as a loan is refused at body.productType', async () => {
      const loans = answer(await calls.list({ productType: 'Loan', pageSize: 1 }));
      const loan = answer(await calls.get(loans.items[0].id));
      const card = answer(await calls.get(cardId));
      expectInvalid(
        await calls.save(cardId, { ...loan, id: cardId, version: card.version, key: card.key }),
        'body.productType',
      );
    });

    it('is all or nothing: a feature that does not exist leaves the product as it was', async () => {
      const item = answer(await calls.get(cardId));
      const response = await calls.save(cardId, {
        ...item,
        name: { en: 'Half saved?', ar: 'نصف محفوظ؟' },
        featureIds: [...item.featureIds, 999_999],
      });
      const body = expectProblem(response, 404);
      expect(body.errors).toEqual([
        { field: `body.featureIds[${item.featureIds.length}]`, message: expect.any(String) },
      ]);
      expect(answer(await calls.get(cardId))).toEqual(item);
    });

    it('answers 404 for a product that does not exist', async () => {
      const item = answer(await calls.get(cardId));
      expectProblem(await calls.save(999_999, { ...item, id: 999_999 }), 404);
    });
  });

  describe('adding', () => {
    it('adds a product as version 1 (201), and refuses a key that is taken (409)', async () => {
      const model = answer(await calls.get(otherCardId));
      const input = inputFrom(model, { key: 'new-test-card', active: false });
      const added = answer(await calls.add(input), 201);
      expect(added).toEqual({ ...input, id: expect.any(Number), version: 1 });
      expect(answer(await calls.get(added.id))).toEqual(added);

      const taken = expectProblem(await calls.add(input), 409);
      expect(taken.errors).toEqual([{ field: 'body.key', message: expect.any(String) }]);
    });

    it('answers 404 naming bankId when the bank does not exist', async () => {
      const model = answer(await calls.get(otherCardId));
      const body = expectProblem(
        await calls.add(inputFrom(model, { key: 'orphan-card', bankId: 999_999 })),
        404,
      );
      expect(body.errors[0].field).toBe('body.bankId');
      const orphans = answer(await calls.list({ q: 'orphan-card' }));
      expect(orphans.total).toBe(0);
    });
  });

  describe('deactivating and reactivating', () => {
    it('takes a product off the public site, and brings it back', async () => {
      const item = answer(await calls.get(cardId));
      const off = answer(await calls.save(cardId, { ...item, active: false }));
      await eventually(async () => {
        expect(await publicCard(cardId)).toBeUndefined();
        expectProblem(await send(app, 'GET', FACTS(cardId)), 404);
      });
      const inactive = answer(await calls.list({ active: false, pageSize: 100 }));
      expect(inactive.items.map((i: Json) => i.id)).toContain(cardId);

      answer(await calls.save(cardId, { ...off, active: true }));
      await eventually(async () => {
        expect(await publicCard(cardId)).toBeDefined();
        expect((await send(app, 'GET', FACTS(cardId))).statusCode).toBe(200);
      });
    });
  });

  describe('history and restore', () => {
    it('lists every version newest first, the seed’s first, and restores one as the next', async () => {
      const id = otherCardId;
      const history = answer(await calls.history(id));
      const current = answer(await calls.get(id));
      expect(history.items.map((v: Json) => v.version)).toEqual(
        Array.from({ length: current.version }, (_, index) => current.version - index),
      );
      const seeded = history.items.at(-1);
      expect(seeded).toMatchObject({ version: 1, action: 'catalogue.seed', actor: { id: null } });
      expect(history.items[0]).toMatchObject({
        version: current.version,
        action: 'catalogue.update',
        actor: { id: expect.any(String), email: expect.any(String) },
        item: current,
      });

      const restored = answer(
        await calls.restore(id, { version: 1, currentVersion: current.version }),
      );
      expect(restored).toEqual({ ...seeded.item, version: current.version + 1 });
      const after = answer(await calls.history(id));
      expect(after.items[0]).toMatchObject({
        version: current.version + 1,
        action: 'catalogue.restore',
      });
    });

    it('refuses a stale currentVersion (409), an unknown version or item (404)', async () => {
      const current = answer(await calls.get(otherCardId));
      expectProblem(await calls.restore(otherCardId, { version: 1, currentVersion: 1 }), 409);
      expectProblem(await calls.restore(otherCardId, { version: 999 }), 404);
      expectProblem(await calls.history(999_999), 404);
      expectProblem(await calls.restore(999_999, { version: 1 }), 404);
      expect(answer(await calls.get(otherCardId))).toEqual(current);
    });
  });
});

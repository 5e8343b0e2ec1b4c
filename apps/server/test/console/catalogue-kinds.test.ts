// The catalogue editor's other kinds (issue 23): banks, feature groups, features, screening
// questions, banners and promo codes. Each is listed, read, added, saved with its version (409 on
// an older one), refused field by field, deactivated and reactivated on the public site, and has
// its history restored, by the same generic save as products (catalogue-products.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { expectInvalid, expectProblem, ok, send, validProfile, type Json } from '../helpers/api.ts';
import {
  answer,
  catalogueCalls,
  eventually,
  inputFrom,
  type KindPath,
} from '../helpers/catalogue.ts';
import { sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const renamed = (text: Json, suffix: string) => ({
  en: `${text.en} ${suffix}`,
  ar: `${text.ar} ${suffix}`,
});

interface KindCase {
  kind: KindPath;
  /** An id no item of the kind has. */
  unknownId: number | string;
  /** The item the tests edit, from the first page of the list. */
  pick(items: Json[]): Json;
  /** A new item's input, made from `model`, unique by `n`. */
  newInput(model: Json, n: number): Json;
  /** A valid change. */
  change(item: Json): Json;
  /** A change the schema refuses, and the field the 400 names. */
  bad(item: Json): [Json, string];
  /** Whether the public site shows the item (or, for a bank, its products). */
  shown(app: App, item: Json, editor: TestSession): Promise<boolean>;
}

const publicFeatures = async (app: App): Promise<Json[]> =>
  ok(app, 'GET', '/api/productFeatures/public');

const CASES: KindCase[] = [
  {
    kind: 'banks',
    unknownId: 999_999,
    pick: (items) => items.find((bank) => bank.countries.includes('AE')),
    newInput: ({ countries: _countries, ...model }, n) =>
      inputFrom(model, { key: `test-bank-${n}` }),
    change: (bank) => ({ ...bank, name: renamed(bank.name, '(edited)') }),
    bad: (bank) => [{ ...bank, websiteUrl: 'ftp://bank.example' }, 'body.websiteUrl'],
    // A bank is shown through its products: an inactive bank's are not.
    async shown(app, bank, editor) {
      const products = answer(
        await catalogueCalls(app, editor, 'products').list({ q: bank.key, active: true }),
      );
      const product = products.items.find((p: Json) => p.bankId === bank.id);
      return (
        (await send(app, 'GET', `/api/products/public/${product.id}/facts`)).statusCode === 200
      );
    },
  },
  {
    kind: 'feature-groups',
    unknownId: 999_999,
    pick: (items) => items[0],
    newInput: (model, n) => inputFrom(model, { key: `test-group-${n}`, sortOrder: 50 + n }),
    change: (group) => ({ ...group, name: renamed(group.name, '(edited)'), sortOrder: 7 }),
    bad: (group) => [{ ...group, sortOrder: -1 }, 'body.sortOrder'],
    async shown(app, group) {
      const found = (await publicFeatures(app)).find((g) => g.featureId === group.id);
      return found?.active === 'Y';
    },
  },
  {
    kind: 'features',
    unknownId: 999_999,
    pick: (items) => items[0],
    newInput: (model, n) => inputFrom(model, { key: `test-feature-${n}` }),
    change: (feature) => ({ ...feature, name: renamed(feature.name, '(edited)') }),
    bad: (feature) => [{ ...feature, image: '../secrets.png' }, 'body.image'],
    async shown(app, feature) {
      const subs = (await publicFeatures(app)).flatMap((g) => g.subFeatures);
      return subs.find((s: Json) => s.featureId === feature.id)?.active === 'Y';
    },
  },
  {
    kind: 'questions',
    unknownId: 999_999,
    pick: (items) => items.find((q) => q.key === 'ae-card-salary'),
    newInput: (model, n) =>
      inputFrom(model, {
        key: `test-question-${n}`,
        active: false,
        options: model.options.map(({ id: _id, ...option }: Json) => option),
      }),
    change: (question) => ({ ...question, text: renamed(question.text, '(edited)') }),
    bad: (question) => [
      { ...question, options: [question.options[0], { ...question.options[1], points: -1 }] },
      'body.options[1].points',
    ],
    async shown(app, question) {
      const listed: Json[] = await ok(app, 'GET', '/api/questions/public?productType=Card', {
        country: 'ae',
      });
      return listed.some((q) => q.questionId === question.id);
    },
  },
  {
    kind: 'banners',
    unknownId: 999_999,
    pick: (items) => items.find((b) => b.country === 'AE' || b.country === null),
    newInput: (model) => inputFrom(model, { title: renamed(model.title, '(new)') }),
    change: (banner) => ({ ...banner, title: renamed(banner.title, '(edited)'), country: null }),
    bad: (banner) => [{ ...banner, country: 'FR' }, 'body.country'],
    async shown(app, banner) {
      const listed: Json[] = await ok(app, 'GET', '/api/banners/public', { country: 'ae' });
      return listed.some((b) => b.id === banner.id);
    },
  },
  {
    kind: 'promo-codes',
    unknownId: '9-1-nothing',
    pick: (items) => items.find((p) => p.code !== '1-1-other') ?? items[0],
    newInput: (model, n) => inputFrom(model, { code: `7-1-test${n}` }),
    change: (promo) => ({ ...promo, description: renamed(promo.description, '(edited)') }),
    bad: (promo) => [{ ...promo, description: { en: '', ar: 'وصف' } }, 'body.description.en'],
    // An inactive code is refused when a visitor gives it.
    async shown(app, promo) {
      const response = await send(app, 'POST', '/api/customer-profiles/public', {
        country: 'ae',
        payload: { ...validProfile('ae'), promoCode: promo.code },
      });
      return response.statusCode < 300;
    },
  },
];

describe.each(databaseKinds)('the catalogue editor: every other kind (%s)', (database) => {
  let app: App;
  let editor: TestSession;
  beforeAll(async () => {
    app = await buildTestApp(database);
    editor = await sessionFor(app, 'editor');
  });
  afterAll(() => app.close());

  describe.each(CASES)('$kind', (kase) => {
    const calls = () => catalogueCalls(app, editor, kase.kind);
    const picked = async () => {
      const list = answer(await calls().list({ pageSize: 100 }));
      return answer(await calls().get(kase.pick(list.items).id));
    };

    it('lists them, filtered by active and by a search, and paged', async () => {
      const all = answer(await calls().list({ pageSize: 100 }));
      expect(all.total).toBe(all.items.length);
      expect(all.total).toBeGreaterThan(1);
      const one = answer(await calls().list({ pageSize: 1, page: 1 }));
      expect(one.items.map((i: Json) => i.id)).toEqual([all.items[1].id]);
      expect(one.total).toBe(all.total);
      expect(answer(await calls().list({ active: false })).items).toEqual(
        all.items.filter((i: Json) => !i.active).slice(0, 25),
      );
      const item = kase.pick(all.items);
      const text = (item.key ?? item.code ?? item.title.en) as string;
      const searched = answer(await calls().list({ q: text.toUpperCase(), pageSize: 100 }));
      expect(searched.items.map((i: Json) => i.id)).toContain(item.id);
      expect(searched.total).toBeLessThanOrEqual(all.total);
    });

    it('reads one (404 for an unknown one), and adds one as version 1', async () => {
      const item = await picked();
      expect(item.version).toBeGreaterThanOrEqual(1);
      expectProblem(await calls().get(kase.unknownId), 404);

      const input = kase.newInput(item, 1);
      const added = answer(await calls().add(input), 201);
      expect(added).toMatchObject({ ...input, id: expect.anything(), version: 1 });
      expect(answer(await calls().get(added.id))).toEqual(added);
      if (kase.kind !== 'banners') {
        // Banners have no key: each add is a new one.
        expectProblem(await calls().add(input), 409);
      }
    });

    it('saves the next version; an older one is refused with 409 and the item now; bad input with 400', async () => {
      const item = await picked();
      const changed = kase.change(item);
      const saved = answer(await calls().save(item.id, changed));
      expect(saved).toEqual({ ...changed, version: item.version + 1 });

      const stale = expectProblem(await calls().save(item.id, kase.change(item)), 409);
      expect(stale.current).toEqual(saved);

      const [bad, field] = kase.bad(saved);
      expectInvalid(await calls().save(item.id, bad), field);
      expect(answer(await calls().get(item.id))).toEqual(saved);
    });

    it('leaves the public site when deactivated, and comes back when reactivated', async () => {
      const item = await picked();
      expect(await kase.shown(app, item, editor)).toBe(true);
      const off = answer(await calls().save(item.id, { ...item, active: false }));
      await eventually(async () => expect(await kase.shown(app, item, editor)).toBe(false));
      answer(await calls().save(item.id, { ...off, active: true }));
      await eventually(async () => expect(await kase.shown(app, item, editor)).toBe(true));
    });

    it('keeps every version, newest first, and restores one as the next', async () => {
      const item = await picked();
      const history = answer(await calls().history(item.id));
      expect(history.items[0]).toMatchObject({ version: item.version, item });
      expect(history.items.at(-1)).toMatchObject({ version: 1, action: 'catalogue.seed' });
      const first = history.items.at(-1).item;
      const restored = answer(
        await calls().restore(item.id, { version: 1, currentVersion: item.version }),
      );
      expect(restored).toEqual({ ...first, version: item.version + 1 });
      expectProblem(
        await calls().restore(item.id, { version: 1, currentVersion: item.version }),
        409,
      );
      expectProblem(await calls().history(kase.unknownId), 404);
    });
  });
});

// The catalogue editor's rules of single kinds (issue 23): question options keep their ids (visitors'
// answers point at them) and one answered cannot be removed; a feature's group must be a group; a
// promo code's location must exist and the code never changes; banners are numbered on; the
// console's bank list keeps what the lead filters' bank picker reads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { questionOptions } from '../../src/db/schema/index.ts';
import {
  answeredApplication,
  expectInvalid,
  expectProblem,
  ok,
  type Json,
} from '../helpers/api.ts';
import { answer, catalogueCalls, eventually, inputFrom } from '../helpers/catalogue.ts';
import { sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const option = (en: string, points: number) => ({
  text: { en, ar: `${en} (ar)` },
  points,
  hardStop: false,
  value: null,
});

describe.each(databaseKinds)('the catalogue editor: rules of each kind (%s)', (database) => {
  let app: App;
  let editor: TestSession;
  beforeAll(async () => {
    app = await buildTestApp(database);
    editor = await sessionFor(app, 'editor');
  });
  afterAll(() => app.close());

  describe('questions', () => {
    const calls = () => catalogueCalls(app, editor, 'questions');
    const byKey = async (key: string) => {
      const list = answer(await calls().list({ q: key }));
      return answer(await calls().get(list.items.find((q: Json) => q.key === key).id));
    };

    it('reorders options keeping their ids, adds new ones, and removes one nobody answered', async () => {
      const question = await byKey('sa-loan-age');
      const [first, second, ...rest] = question.options;
      const saved = answer(
        await calls().save(question.id, {
          ...question,
          options: [second, first, ...rest.slice(1), option('A new band', 3)],
        }),
      );
      expect(saved.options.slice(0, 2)).toEqual([second, first]);
      expect(saved.options.at(-1)).toMatchObject({
        id: expect.any(Number),
        ...option('A new band', 3),
      });
      expect(saved.options.map((o: Json) => o.id)).not.toContain(rest[0].id);
      const rows = await app.db
        .select()
        .from(questionOptions)
        .where(eq(questionOptions.questionId, question.id));
      expect(rows.map((r) => r.sortOrder).sort()).toEqual(rows.map((_, index) => index));

      await eventually(async () => {
        const publicList: Json[] = await ok(app, 'GET', '/api/questions/public?productType=Loan', {
          country: 'sa',
        });
        const shown = publicList.find((q) => q.questionId === question.id);
        expect(shown.options.map((o: Json) => o.optionId ?? o.id)).toEqual(
          saved.options.map((o: Json) => o.id),
        );
      });
    });

    it('restores a version whose removed options come back as new ones', async () => {
      const question = await byKey('sa-loan-age');
      const history = answer(await calls().history(question.id));
      const seeded = history.items.at(-1).item;
      const restored = answer(await calls().restore(question.id, { version: 1 }));
      const kept = new Set(question.options.map((o: Json) => o.id));
      expect(restored.options).toHaveLength(seeded.options.length);
      restored.options.forEach((restoredOption: Json, index: number) => {
        const { id, ...content } = seeded.options[index];
        expect(restoredOption).toMatchObject(content);
        // Options still there keep their ids; the removed one is added again under a new id.
        if (kept.has(id)) expect(restoredOption.id).toBe(id);
        else expect(kept.has(restoredOption.id)).toBe(false);
      });
    });

    it('refuses to remove an option visitors answered with (409), and changes nothing', async () => {
      await answeredApplication(app, 'ae', 'Card');
      const question = await byKey('ae-card-salary');
      const response = await calls().save(question.id, {
        ...question,
        options: [option('Only this', 1), option('Or that', 2)],
      });
      const body = expectProblem(response, 409);
      expect(body.detail).toMatch(/answered/);
      expect(answer(await calls().get(question.id))).toEqual(question);
    });

    it('refuses an option id of another question at its path', async () => {
      const question = await byKey('ae-card-salary');
      const other = await byKey('sa-card-salary');
      const options = [other.options[0], ...question.options.slice(1)];
      expectInvalid(
        await calls().save(question.id, { ...question, options }),
        'body.options[0].id',
      );
    });

    it('takes keys as long as any catalogue key', async () => {
      const question = await byKey('ae-card-salary');
      const key = `q-${'x'.repeat(70)}`;
      const added = answer(
        await calls().add({
          key,
          country: 'AE',
          productType: 'Card',
          topic: 'age',
          text: { en: 'How old are you?', ar: 'كم عمرك؟' },
          sortOrder: 99,
          active: false,
          options: question.options.map(({ id: _id, ...rest }: Json) => rest),
        }),
        201,
      );
      expect(added.key).toBe(key);
    });
  });

  describe('features', () => {
    it('must belong to a feature group that exists (404 naming groupId)', async () => {
      const calls = catalogueCalls(app, editor, 'features');
      const [feature, other] = answer(await calls.list()).items;
      for (const groupId of [999_999, other.id]) {
        const body = expectProblem(await calls.save(feature.id, { ...feature, groupId }), 404);
        expect(body.errors).toEqual([{ field: 'body.groupId', message: expect.any(String) }]);
      }
      // A group is not a feature, nor a feature a group.
      expectProblem(await catalogueCalls(app, editor, 'feature-groups').get(feature.id), 404);
    });
  });

  describe('restoring', () => {
    it('refuses a version whose key another item has taken since (409), and changes nothing', async () => {
      const calls = catalogueCalls(app, editor, 'feature-groups');
      const group = answer(await calls.get(answer(await calls.list()).items.at(-1).id));
      const renamed = answer(await calls.save(group.id, { ...group, key: `${group.key}-renamed` }));
      answer(await calls.add(inputFrom(group, { sortOrder: 90 })), 201);
      const body = expectProblem(await calls.restore(group.id, { version: group.version }), 409);
      expect(body.detail).toContain(String(group.version));
      expect(answer(await calls.get(group.id))).toEqual(renamed);
    });
  });

  describe('promo codes', () => {
    const calls = () => catalogueCalls(app, editor, 'promo-codes');
    const description = { en: 'A partner', ar: 'شريك' };

    it('needs a location that exists, named by the code (400 at body.code)', async () => {
      expectInvalid(
        await calls().add({ code: '3-987654-partner', description, active: true }),
        'body.code',
      );
      expectInvalid(
        await calls().add({ code: 'not a code', description, active: true }),
        'body.code',
      );
    });

    it('never changes a code, and takes no code that differs only by case (409)', async () => {
      const added = answer(
        await calls().add({ code: '5-1-Partner', description, active: true }),
        201,
      );
      expect(added).toMatchObject({ id: '5-1-Partner', version: 1 });
      expectInvalid(await calls().save(added.id, { ...added, code: '5-1-Other' }), 'body.code');
      const taken = expectProblem(
        await calls().add({ code: '5-1-partner', description, active: true }),
        409,
      );
      expect(taken.errors[0].field).toBe('body.code');
    });
  });

  describe('banners', () => {
    it('numbers a new banner after the last, and shows it at once on the public site', async () => {
      const calls = catalogueCalls(app, editor, 'banners');
      const all = answer(await calls.list({ pageSize: 100 }));
      const last = Math.max(...all.items.map((b: Json) => b.id));
      const model = inputFrom(all.items[0]);
      const [one, two] = await Promise.all([
        calls.add({ ...model, country: null, active: true }),
        calls.add({ ...model, country: 'SA', active: true }),
      ]);
      const ids = [answer(one, 201).id, answer(two, 201).id].sort();
      expect(ids).toEqual([last + 1, last + 2]);
      await eventually(async () => {
        const shown: Json[] = await ok(app, 'GET', '/api/banners/public', { country: 'sa' });
        expect(shown.map((b) => b.id)).toEqual(expect.arrayContaining(ids));
      });
    });
  });

  describe('banks', () => {
    it('lists every bank with what the lead filters read: id, key, name, countries', async () => {
      const banks = answer(await catalogueCalls(app, editor, 'banks').list({ pageSize: 100 }));
      for (const bank of banks.items) {
        expect(bank).toMatchObject({
          id: expect.any(Number),
          key: expect.any(String),
          name: { en: expect.any(String), ar: expect.any(String) },
          countries: expect.any(Array),
        });
      }
      expect(banks.items.some((b: Json) => b.countries.includes('SA'))).toBe(true);
    });
  });
});

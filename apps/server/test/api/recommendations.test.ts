// Recommendations: the card count and the paged card list for ranked features, saved
// preferences, loan offers within the lending rules, and recording what was shown and selected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import {
  preferences,
  productRecommendations,
  selectedFeatures,
} from '../../src/db/schema/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  answerAll,
  answeredApplication,
  best,
  bestExcept,
  cardFeatureGroups,
  expectInvalid,
  expectProblem,
  fetchQuestions,
  filterUrl,
  hardStopOn,
  lowestEligibleSalary,
  ok,
  send,
  startApplication,
  UNKNOWN_ID,
  type Country,
  type Json,
  type Started,
} from '../helpers/api.ts';

const COUNT = '/api/recommendations/public/count';
const PREFERENCES = '/api/recommendations/public';
const loanUrl = (applicationId: string) => `/api/recommendations/public/loan/${applicationId}`;
const productRecommendationsUrl = (applicationId: string) =>
  `/api/product-recommendations/public/${applicationId}`;
const selectedFeaturesUrl = (applicationId: string) =>
  `/api/selected-features/public/${applicationId}`;

/** "AED 120,000" -> 120000 */
const amountOf = (text: string) => Number(text.replace(/^[A-Z]{3} /, '').replaceAll(',', ''));

describe.each(databaseKinds)('recommendations (%s)', (kind) => {
  let app: App;
  let groups: { name: string; ids: number[] }[];
  let featureNames: Map<number, string>;
  /** Three different selections of card features, in priority order. */
  let selections: number[][];
  let aeCard: Started;
  let saCard: Started;
  let aeCardLowSalary: Started;
  let aeLoan: Started;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    groups = await cardFeatureGroups(app);
    const all: Json[] = await ok(app, 'GET', '/api/productFeatures/public');
    featureNames = new Map(
      all.flatMap((g) => g.subFeatures).map((f: Json) => [f.featureId, f.featureName]),
    );
    selections = [
      groups.slice(0, 3).map((g) => g.ids[0]!),
      groups[2]!.ids,
      groups.slice(1, 6).map((g) => g.ids.at(-1)!),
    ];
    [aeCard, saCard, aeCardLowSalary, aeLoan] = await Promise.all([
      answeredApplication(app, 'ae', 'Card', best),
      answeredApplication(app, 'sa', 'Card', best),
      answeredApplication(app, 'ae', 'Card', lowestEligibleSalary),
      answeredApplication(app, 'ae', 'Loan', best),
    ]);
  });
  afterAll(() => app.close());

  const countRequest = (applicationId: string, ids: number[]) => ({
    applicationId,
    preferences: ids.map((featureId) => ({ featureId, featureName: featureNames.get(featureId) })),
  });

  async function count(applicationId: string, ids: number[]): Promise<number> {
    return ok(app, 'POST', COUNT, { payload: countRequest(applicationId, ids) });
  }

  const page = (applicationId: string, query: Parameters<typeof filterUrl>[1]) =>
    ok(app, 'GET', filterUrl(applicationId, query));

  /** Every card, page by page, until an empty page. */
  async function allPages(applicationId: string, ids: number[], size: number): Promise<Json[]> {
    const items: Json[] = [];
    for (let number = 0; number < 100; number++) {
      const current = await page(applicationId, { page: number, size, preferences: ids });
      expect(current.number).toBe(number);
      if (current.empty) {
        expect(current.content).toEqual([]);
        return items;
      }
      expect(current.content.length).toBeLessThanOrEqual(size);
      items.push(...current.content);
    }
    throw new Error('the pages never ended');
  }

  const savePreferences = (
    applicationId: string,
    ranked: { featureId: number; priority: number }[],
  ) => send(app, 'POST', PREFERENCES, { payload: { applicationId, preferences: ranked } });
  const ranked = (ids: number[]) =>
    ids.map((featureId, index) => ({ featureId, priority: index + 1 }));

  describe('card count and list', () => {
    it('counts as many cards as the list holds, over all its pages', async () => {
      for (const ids of selections) {
        const total = await count(aeCard.applicationId, ids);
        expect(total).toBeGreaterThan(0);
        const first = await page(aeCard.applicationId, { preferences: ids });
        expect(first.totalElements).toBe(total);
        expect(await allPages(aeCard.applicationId, ids, 3)).toHaveLength(total);
      }
    });

    it('counts 0 cards for no selected feature', async () => {
      expect(await count(aeCard.applicationId, [])).toBe(0);
    });

    it('lists only cards the salary band qualifies for', async () => {
      const questions = await fetchQuestions(app, 'ae', 'Card');
      const salary = questions.find((q) => q.topic === 'salary')!;
      const lowBand = salary.options.find((o) => !o.hardStop)!.seed.value!;

      const wide = await page(aeCard.applicationId, { size: 50, preferences: selections[2] });
      // A card without a published minimum salary has none (null; the engine reads 0).
      const pricey = wide.content.find((card: Json) => (card.minMonthlySalary ?? 0) > lowBand);
      expect(pricey, 'a card with a salary floor above the lowest band').toBeDefined();

      for (const ids of [...selections, pricey.features.map((f: Json) => f.featureId)]) {
        expect(await count(aeCardLowSalary.applicationId, ids)).toBeLessThanOrEqual(
          await count(aeCard.applicationId, ids),
        );
        for (const card of await allPages(aeCardLowSalary.applicationId, ids, 50)) {
          expect(card.minMonthlySalary ?? 0).toBeLessThanOrEqual(lowBand);
        }
      }
      const own = pricey.features.map((f: Json) => f.featureId);
      expect(await count(aeCardLowSalary.applicationId, own)).toBeLessThan(
        await count(aeCard.applicationId, own),
      );
    });

    it('answers page 0 of 10 cards when page and size are left out', async () => {
      const first = await page(aeCard.applicationId, { preferences: selections[1] });
      expect(first).toMatchObject({ number: 0, size: 10 });
      expect(first.content.length).toBe(Math.min(10, first.totalElements));
      expect(first.empty).toBe(false);
    });

    it('orders cards by match, then cashback', async () => {
      for (const ids of selections) {
        const cards = await allPages(aeCard.applicationId, ids, 50);
        for (let i = 1; i < cards.length; i++) {
          const [before, after] = [cards[i - 1], cards[i]];
          expect(before.score).toBeGreaterThanOrEqual(after.score);
          if (before.score === after.score) {
            expect(before.incentive).toBeGreaterThanOrEqual(after.incentive);
          }
        }
      }
    });

    it("lists each card's selected features only, at least one of them", async () => {
      for (const ids of selections) {
        for (const card of await allPages(aeCard.applicationId, ids, 50)) {
          expect(card.features.length).toBeGreaterThan(0);
          for (const feature of card.features) {
            expect(ids).toContain(feature.featureId);
            expect(feature.featureName).toBe(featureNames.get(feature.featureId));
          }
          expect(card.score).toBeGreaterThan(0);
          expect(card.score).toBeLessThanOrEqual(100);
          expect(card.routingUrl).toMatch(/^https:\/\//);
        }
      }
    });

    it('scores 100 a card that has every selected feature, and less one that misses some', async () => {
      const cards = await allPages(aeCard.applicationId, selections[2]!, 50);
      const several = cards.find((card) => card.features.length >= 2);
      const own = several.features.map((f: Json) => f.featureId);
      const again = await allPages(aeCard.applicationId, own, 50);
      expect(again.find((card) => card.productId === several.productId)?.score).toBe(100);
      for (const card of again) {
        expect(card.score === 100).toBe(card.features.length === own.length);
      }
    });

    it('weighs a higher-priority feature more', async () => {
      const [first, second] = selections[0]!;
      const cards = await allPages(aeCard.applicationId, [first!, second!], 50);
      const only = (id: number) =>
        cards.find((c) => c.features.length === 1 && c.features[0].featureId === id);
      // Cashback and reward points never come together, so each card has one of the two.
      const a = only(first!);
      const b = only(second!);
      expect(a && b, 'cards with only one of the two features').toBeDefined();
      expect(a.score).toBeGreaterThan(b.score);
      expect(a.score).toBeLessThan(100);
    });

    it('gives pages that neither overlap nor skip, and an empty page past the end', async () => {
      const ids = selections[2]!;
      const whole = await page(aeCard.applicationId, { size: 50, preferences: ids });
      const paged = await allPages(aeCard.applicationId, ids, 2);
      const pagedIds = paged.map((card) => card.productId);
      expect(new Set(pagedIds).size).toBe(pagedIds.length);
      expect(pagedIds).toEqual(whole.content.map((card: Json) => card.productId));

      const past = await page(aeCard.applicationId, {
        page: whole.totalPages + 3,
        size: 10,
        preferences: ids,
      });
      expect(past.content).toEqual([]);
      expect(past.empty).toBe(true);
      expect(past.totalElements).toBe(whole.totalElements);
    });

    it("lists only the application's country's cards, in its currency", async () => {
      const everything = groups.flatMap((g) => g.ids);
      const idsOf = async (started: Started, currency: string) => {
        const cards: Json[] = [];
        for (let i = 0; i < everything.length; i += 5) {
          cards.push(...(await allPages(started.applicationId, everything.slice(i, i + 5), 50)));
        }
        expect(cards.length).toBeGreaterThan(0);
        for (const card of cards) expect(card.currency).toBe(currency);
        return new Set(cards.map((card) => card.productId));
      };
      const uae = await idsOf(aeCard, 'AED');
      const ksa = await idsOf(saCard, 'SAR');
      expect([...uae].filter((id) => ksa.has(id))).toEqual([]);
    });

    it('uses the saved preferences, by priority, when the query names none', async () => {
      const started = await answeredApplication(app, 'ae', 'Card', best);
      const [a, b, c] = selections[2]!;
      // Nothing saved yet: nothing to match.
      const before = await page(started.applicationId, {});
      expect(before).toMatchObject({ content: [], empty: true, totalElements: 0 });

      const response = await savePreferences(started.applicationId, [
        { featureId: c!, priority: 3 },
        { featureId: a!, priority: 1 },
        { featureId: b!, priority: 2 },
      ]);
      expect(response.statusCode, response.body).toBe(200);
      const saved = response.json();
      expect(saved.applicationId).toBe(started.applicationId);
      expect(saved.preferences).toEqual(ranked([a!, b!, c!]));
      expect(saved.count).toBe(await count(started.applicationId, [a!, b!, c!]));

      const implicit = await page(started.applicationId, { size: 50 });
      const explicit = await page(started.applicationId, { size: 50, preferences: [a!, b!, c!] });
      expect(implicit).toEqual(explicit);
      expect(implicit.totalElements).toBeGreaterThan(0);
      // Saving again replaces the preferences.
      await savePreferences(started.applicationId, ranked([b!]));
      const rows = await app.db
        .select()
        .from(preferences)
        .where(eq(preferences.applicationId, started.applicationId));
      expect(rows.map((r) => [r.featureId, r.priority])).toEqual([[b!, 1]]);
      expect(await page(started.applicationId, { size: 50 })).toEqual(
        await page(started.applicationId, { size: 50, preferences: [b!] }),
      );
    });

    it.each([
      ['page -1', 'page=-1'],
      ['page 1.5', 'page=1.5'],
      ['page abc', 'page=abc'],
      ['size 0', 'size=0'],
      ['size 1000', 'size=1000'],
      ["preferences 'a,b'", 'preferences=a,b'],
      ['6 preferences', 'preferences=7,8,9,10,11,12'],
      ['a repeated preference', 'preferences=7,8,7'],
      ['a negative preference', 'preferences=-7'],
    ])('answers 400 for %s', async (_, query) => {
      expectInvalid(
        await send(
          app,
          'GET',
          `/api/recommendations/public/${aeCard.applicationId}/filter?${query}`,
        ),
      );
    });

    it('answers 400 for an application id that is not a UUID', async () => {
      expectInvalid(
        await send(app, 'GET', '/api/recommendations/public/1/filter'),
        'path.applicationId',
      );
    });

    it('answers 422 for a feature that is not a selectable card feature', async () => {
      const groupId: number = (await ok(app, 'GET', '/api/productFeatures/public'))[0].featureId;
      for (const unknown of [99_999, groupId]) {
        const ids = [selections[0]![0]!, unknown];
        expectProblem(
          await send(app, 'GET', filterUrl(aeCard.applicationId, { preferences: ids })),
          422,
        );
        expectProblem(
          await send(app, 'POST', COUNT, { payload: countRequest(aeCard.applicationId, ids) }),
          422,
        );
        expectProblem(await savePreferences(aeCard.applicationId, ranked(ids)), 422);
      }
    });

    it('answers 422 when a loan application asks for cards', async () => {
      const ids = selections[0]!;
      const { applicationId } = aeLoan;
      expectProblem(
        await send(app, 'POST', COUNT, { payload: countRequest(applicationId, ids) }),
        422,
      );
      expectProblem(await send(app, 'GET', filterUrl(applicationId, { preferences: ids })), 422);
      expectProblem(await savePreferences(applicationId, ranked(ids)), 422);
      expect(await app.db.$count(preferences, eq(preferences.applicationId, applicationId))).toBe(
        0,
      );
    });

    it('answers 404 for an unknown application', async () => {
      const ids = selections[0]!;
      expectProblem(
        await send(app, 'POST', COUNT, { payload: countRequest(UNKNOWN_ID, ids) }),
        404,
      );
      expectProblem(await send(app, 'GET', filterUrl(UNKNOWN_ID, { preferences: ids })), 404);
      expectProblem(await savePreferences(UNKNOWN_ID, ranked(ids)), 404);
    });

    it('lists nothing for answers with a hard stop', async () => {
      const started = await answeredApplication(app, 'ae', 'Card', hardStopOn('obligations'));
      expect(await count(started.applicationId, selections[0]!)).toBe(0);
      const empty = await page(started.applicationId, { preferences: selections[0] });
      expect(empty).toMatchObject({ content: [], empty: true, totalElements: 0 });
    });
    it('gives an Islamic-only applicant Islamic cards only, after others asked the same', async () => {
      const ids = selections[2]!;
      const everyone = await allPages(aeCard.applicationId, ids, 50);
      expect(everyone.some((card: Json) => !card.isIslamic)).toBe(true);
      const islamicOnly = await answeredApplication(
        app,
        'ae',
        'Card',
        bestExcept('islamic', (q) => q.options.find((o) => o.seed.value === 1)!.optionId),
      );
      const cards = await allPages(islamicOnly.applicationId, ids, 50);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards.every((card: Json) => card.isIslamic)).toBe(true);
      expect(await count(islamicOnly.applicationId, ids)).toBe(cards.length);
    });

    it('follows answers saved again after a count', async () => {
      const started = await answeredApplication(app, 'ae', 'Card', hardStopOn('salary'));
      expect(await count(started.applicationId, selections[0]!)).toBe(0);
      await answerAll(app, started, best);
      const total = await count(started.applicationId, selections[0]!);
      expect(total).toBeGreaterThan(0);
      expect(
        (await page(started.applicationId, { preferences: selections[0] })).totalElements,
      ).toBe(total);
    });
  });

  describe('POST /api/recommendations/public', () => {
    const ids = () => groups.flatMap((g) => g.ids);

    it('saves 1 to 5 ranked features', async () => {
      for (const n of [1, 5]) {
        const response = await savePreferences(aeCard.applicationId, ranked(ids().slice(0, n)));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json().preferences).toHaveLength(n);
      }
    });

    it.each([
      ['no feature', () => []],
      ['6 features', (all: number[]) => ranked(all.slice(0, 6))],
      [
        'a gap in the priorities',
        (all: number[]) => [
          { featureId: all[0], priority: 1 },
          { featureId: all[1], priority: 3 },
        ],
      ],
      [
        'priorities from 0',
        (all: number[]) => [
          { featureId: all[0], priority: 0 },
          { featureId: all[1], priority: 1 },
        ],
      ],
      [
        'a repeated priority',
        (all: number[]) => [
          { featureId: all[0], priority: 1 },
          { featureId: all[1], priority: 1 },
        ],
      ],
      [
        'a repeated feature',
        (all: number[]) => [
          { featureId: all[0], priority: 1 },
          { featureId: all[0], priority: 2 },
        ],
      ],
      [
        'a priority that is not a number',
        (all: number[]) => [{ featureId: all[0], priority: '1' }],
      ],
    ])('answers 400 for %s, and keeps what was saved', async (_, build) => {
      const started = await startApplication(app, { country: 'ae', type: 'Card' });
      expectInvalid(await savePreferences(started.applicationId, build(ids()) as never));
      expect(
        await app.db.$count(preferences, eq(preferences.applicationId, started.applicationId)),
      ).toBe(0);
    });

    it('saves the same preferences sent several times at once (a double click)', async () => {
      const started = await startApplication(app, { country: 'ae', type: 'Card' });
      const responses = await Promise.all(
        Array.from({ length: 4 }, () =>
          savePreferences(started.applicationId, ranked(selections[0]!)),
        ),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(
        await app.db.$count(preferences, eq(preferences.applicationId, started.applicationId)),
      ).toBe(selections[0]!.length);
    });
  });

  describe('GET /api/recommendations/public/loan/{id}', () => {
    const salaryOf = async (country: Country, choose = best) => {
      const questions = await fetchQuestions(app, country, 'Loan');
      const salary = questions.find((q) => q.topic === 'salary')!;
      return salary.options.find((o) => o.optionId === choose(salary))!.seed.value!;
    };

    function expectOffers(offers: Json[], currency: string, maxTenure: number) {
      expect(offers.length).toBeGreaterThan(0);
      for (const offer of offers) {
        expect(offer).toMatchObject({
          productId: expect.any(Number),
          productName: expect.stringMatching(/\S/),
          loanTenure: expect.any(Number),
          interest: expect.stringMatching(/\d/),
          description: expect.any(String),
        });
        expect(Number.isInteger(offer.loanTenure)).toBe(true);
        expect(offer.loanTenure).toBeGreaterThan(0);
        expect(offer.loanTenure).toBeLessThanOrEqual(maxTenure);
        expect(offer.processingFee).toMatch(new RegExp(`^${currency} [\\d,]+$`));
        expect(offer.loanAmountTxt).toMatch(new RegExp(`^${currency} [\\d,]+$`));
        expect(amountOf(offer.loanAmountTxt)).toBe(offer.loanAmount);
        expect(offer.loanAmount).toBeGreaterThan(0);
      }
    }

    it('offers UAE loans in AED, over at most 48 months, up to 20 times the salary', async () => {
      const offers: Json[] = await ok(app, 'GET', loanUrl(aeLoan.applicationId));
      expectOffers(offers, 'AED', 48);
      const salary = await salaryOf('ae');
      expect(salary).toBe(30_000);
      for (const offer of offers) {
        expect(offer.loanAmount).toBeLessThanOrEqual(20 * salary);
        // Central Bank: all repayments at most half of the salary (no other debts here).
        expect(amountOf(offer.monthlyInstalmentTxt)).toBeLessThanOrEqual(salary / 2);
      }
    });

    it('offers smaller UAE loans for the lowest salary band', async () => {
      const started = await answeredApplication(app, 'ae', 'Loan', lowestEligibleSalary);
      const offers: Json[] = await ok(app, 'GET', loanUrl(started.applicationId));
      const salary = await salaryOf('ae', lowestEligibleSalary);
      for (const offer of offers) expect(offer.loanAmount).toBeLessThanOrEqual(20 * salary);
    });

    it('offers Saudi loans in SAR, over at most 60 months, within a third of the salary', async () => {
      const started = await answeredApplication(app, 'sa', 'Loan', best);
      const offers: Json[] = await ok(app, 'GET', loanUrl(started.applicationId));
      expectOffers(offers, 'SAR', 60);
      const salary = await salaryOf('sa');
      for (const offer of offers) {
        expect(amountOf(offer.monthlyInstalmentTxt)).toBeLessThanOrEqual(salary / 3);
      }
    });

    it('offers nothing for answers with a hard stop', async () => {
      for (const topic of ['salary', 'employment', 'obligations']) {
        const started = await answeredApplication(app, 'ae', 'Loan', hardStopOn(topic));
        expect(await ok(app, 'GET', loanUrl(started.applicationId))).toEqual([]);
      }
    });

    it('answers 422 for a card application, 404 for an unknown one, 400 for a bad id', async () => {
      expectProblem(await send(app, 'GET', loanUrl(aeCard.applicationId)), 422);
      expectProblem(await send(app, 'GET', loanUrl(UNKNOWN_ID)), 404);
      expectInvalid(await send(app, 'GET', loanUrl('loan')), 'path.applicationId');
    });
  });

  describe('POST /api/product-recommendations/public/{id}', () => {
    const rowsOf = (applicationId: string) =>
      app.db.$count(
        productRecommendations,
        eq(productRecommendations.applicationId, applicationId),
      );
    const save = (applicationId: string, items: unknown) =>
      send(app, 'POST', productRecommendationsUrl(applicationId), { payload: items });
    const cardsOf = async (started: Started) =>
      (await page(started.applicationId, { size: 5, preferences: selections[0] }))
        .content as Json[];

    it('records the products shown and answers the saved list; saving again does not fail', async () => {
      const started = await answeredApplication(app, 'ae', 'Card', best);
      const cards = await cardsOf(started);
      const items = cards.map((card) => ({
        applicationId: started.applicationId,
        productId: card.productId,
      }));
      const response = await save(started.applicationId, items);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(items);
      expect(await rowsOf(started.applicationId)).toBe(items.length);

      const again = await save(started.applicationId, items);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(items);
      expect(await rowsOf(started.applicationId)).toBe(items.length);
    });

    it('records loan offers for a loan application', async () => {
      const started = await answeredApplication(app, 'sa', 'Loan', best);
      const offers: Json[] = await ok(app, 'GET', loanUrl(started.applicationId));
      const items = offers.map((o) => ({
        applicationId: started.applicationId,
        productId: o.productId,
      }));
      expect(
        await ok(app, 'POST', productRecommendationsUrl(started.applicationId), { payload: items }),
      ).toEqual(items);
    });

    it('answers 422 when the body names another application than the path', async () => {
      const started = await answeredApplication(app, 'ae', 'Card', best);
      const [card] = await cardsOf(started);
      const body = expectProblem(
        await save(started.applicationId, [
          { applicationId: aeCard.applicationId, productId: card.productId },
        ]),
        422,
      );
      expect(body.detail).toContain('applicationId');
      expect(await rowsOf(started.applicationId)).toBe(0);
      expect(await rowsOf(aeCard.applicationId)).toBe(0);
    });

    it('answers 422 for a product of another country or type, or unknown', async () => {
      const started = await answeredApplication(app, 'ae', 'Card', best);
      const [uaeCard] = await cardsOf(started);
      const [saudiCard] = await cardsOf(saCard);
      const [uaeLoan]: Json[] = await ok(app, 'GET', loanUrl(aeLoan.applicationId));
      for (const productId of [saudiCard.productId, uaeLoan.productId, 999_999]) {
        const items = [
          { applicationId: started.applicationId, productId: uaeCard.productId },
          { applicationId: started.applicationId, productId },
        ];
        const body = expectProblem(await save(started.applicationId, items), 422);
        expect(body.errors.map((e: Json) => e.field)).toEqual(['body[1].productId']);
      }
      expect(await rowsOf(started.applicationId)).toBe(0);
    });

    it('answers 400 for an empty list and 404 for an unknown application', async () => {
      expectInvalid(await save(aeCard.applicationId, []));
      expectProblem(await save(UNKNOWN_ID, [{ applicationId: UNKNOWN_ID, productId: 1 }]), 404);
    });
  });

  describe('POST /api/selected-features/public/{id}', () => {
    const rowsOf = (applicationId: string) =>
      app.db
        .select({ featureId: selectedFeatures.featureId })
        .from(selectedFeatures)
        .where(eq(selectedFeatures.applicationId, applicationId))
        .then((rows) => rows.map((r) => r.featureId).sort((a, b) => a - b));
    const save = (applicationId: string, ids: number[], bodyId = applicationId) =>
      send(app, 'POST', selectedFeaturesUrl(applicationId), {
        payload: ids.map((featureId) => ({ applicationId: bodyId, featureId })),
      });
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

    it('records the selected features and answers the saved list; saving again replaces them', async () => {
      const started = await startApplication(app, { country: 'ae', type: 'Card' });
      const [first, second] = [selections[2]!, selections[0]!];
      const response = await save(started.applicationId, first);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(
        first.map((featureId) => ({ applicationId: started.applicationId, featureId })),
      );
      expect(await rowsOf(started.applicationId)).toEqual(sorted(first));

      expect((await save(started.applicationId, first)).statusCode).toBe(200);
      expect(await rowsOf(started.applicationId)).toEqual(sorted(first));
      expect((await save(started.applicationId, second)).statusCode).toBe(200);
      expect(await rowsOf(started.applicationId)).toEqual(sorted(second));
    });

    it('saves the same features sent several times at once (a double click)', async () => {
      const started = await startApplication(app, { country: 'ae', type: 'Card' });
      const responses = await Promise.all(
        Array.from({ length: 4 }, () => save(started.applicationId, selections[2]!)),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
      expect(await rowsOf(started.applicationId)).toEqual(sorted(selections[2]!));
    });

    it('answers 422 when the body names another application than the path', async () => {
      const started = await startApplication(app, { country: 'ae', type: 'Card' });
      expectProblem(await save(started.applicationId, selections[0]!, aeCard.applicationId), 422);
      expect(await rowsOf(started.applicationId)).toEqual([]);
      expect(await rowsOf(aeCard.applicationId)).toEqual([]);
    });

    it('answers 422 for an unknown feature or a feature group', async () => {
      const started = await startApplication(app, { country: 'ae', type: 'Card' });
      const groupId: number = (await ok(app, 'GET', '/api/productFeatures/public'))[0].featureId;
      for (const unknown of [99_999, groupId]) {
        const body = expectProblem(
          await save(started.applicationId, [selections[0]![0]!, unknown]),
          422,
        );
        expect(body.detail).toContain('featureId');
      }
      expect(await rowsOf(started.applicationId)).toEqual([]);
    });

    it('answers 422 for a loan application, 404 for an unknown one, 400 for 6 features', async () => {
      expectProblem(await save(aeLoan.applicationId, selections[0]!), 422);
      expect(await rowsOf(aeLoan.applicationId)).toEqual([]);
      expectProblem(await save(UNKNOWN_ID, selections[0]!), 404);
      expectInvalid(await save(aeCard.applicationId, groups.flatMap((g) => g.ids).slice(0, 6)));
      expect(await rowsOf(aeCard.applicationId)).toEqual([]);
    });
  });
});

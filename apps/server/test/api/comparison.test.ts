// Issue 14 through the API: each card's published facts and why it matches, the list's filters
// and its order by value for a spend, a product's facts, comparison, value estimates, and loans'
// true cost at an amount and tenure the applicant chooses within the lending rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_COMPARISON_ROWS, LOAN_COMPARISON_ROWS } from '@mizan/contracts';
import type { App } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  answeredApplication,
  best,
  cardFeatureIds,
  countVisitorRows,
  expectInvalid,
  expectProblem,
  ok,
  send,
  type Json,
  type Started,
} from '../helpers/api.ts';

const COUNT = '/api/recommendations/public/count';
const FACTS = (id: number | string) => `/api/products/public/${id}/facts`;
const COMPARE = '/api/products/public/compare';
const VALUES = '/api/products/public/value-estimates';
const loanUrl = (id: string) => `/api/recommendations/public/loan/${id}`;
const quoteUrl = (id: string, query: Record<string, number | string>) =>
  `${loanUrl(id)}/quote?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string]))}`;

const FACT_SHAPE = {
  source: { url: expect.stringMatching(/^https?:\/\//), checkedOn: expect.any(String) },
};

describe.each(databaseKinds)('comparison and true cost (%s)', (kind) => {
  let app: App;
  let allFeatures: number[];
  let aeCard: Started;
  let aeLoan: Started;
  let saLoan: Started;

  beforeAll(async () => {
    app = await buildTestApp(kind);
    allFeatures = await cardFeatureIds(app);
    [aeCard, aeLoan, saLoan] = await Promise.all([
      answeredApplication(app, 'ae', 'Card', best),
      answeredApplication(app, 'ae', 'Loan', best),
      answeredApplication(app, 'sa', 'Loan', best),
    ]);
  });
  afterAll(() => app.close());

  /** Features in priority order that every demo card meets at least one of (the widest list). */
  const wide = () => allFeatures.slice(0, 5);

  /** Every card of the list for a query, page by page. */
  async function wholeList(query: Record<string, string | number>): Promise<Json[]> {
    const cards: Json[] = [];
    for (let page = 0; page < 20; page++) {
      const params = new URLSearchParams({
        preferences: wide().join(','),
        size: '50',
        page: String(page),
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      });
      const answer = await ok(
        app,
        'GET',
        `/api/recommendations/public/${aeCard.applicationId}/filter?${params}`,
      );
      if (answer.empty) return cards;
      cards.push(...answer.content);
    }
    throw new Error('the pages never ended');
  }

  describe('cards in the list', () => {
    it('carry their published facts, each with a source and the day it was checked', async () => {
      const cards = await wholeList({});
      expect(cards.length).toBeGreaterThan(3);
      for (const card of cards) {
        for (const fact of Object.values(card.facts)) expect(fact).toMatchObject(FACT_SHAPE);
        expect(card.valueEstimate).toBeNull();
      }
    });

    it('say which ranked priorities they meet and miss, in priority order, as the score does', async () => {
      const cards = await wholeList({});
      const ids = wide();
      for (const card of cards) {
        const { meets, misses } = card.reasons;
        const all = [...meets, ...misses].sort((a: Json, b: Json) => a.priority - b.priority);
        expect(all.map((r: Json) => r.featureId)).toEqual(ids);
        for (const list of [meets, misses]) {
          const priorities = list.map((r: Json) => r.priority);
          expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
        }
        expect(meets.map((r: Json) => r.featureId)).toEqual(
          card.features.map((f: Json) => f.featureId),
        );
        // The match percent is the met priorities' weight: priority p weighs n - p + 1.
        const weight = meets.reduce(
          (sum: number, r: Json) => sum + (ids.length - r.priority + 1),
          0,
        );
        expect(card.score).toBe(Math.round((100 * weight) / 15));
        for (const reason of [...meets, ...misses]) expect(reason.featureName).not.toBe('');
      }
    });

    it('are filtered as asked: the count, the total and the list follow each filter', async () => {
      const everything = await wholeList({});
      const checks: [string, (card: Json) => boolean][] = [
        ['islamicOnly', (c) => c.isIslamic],
        [
          'noAnnualFee',
          (c) =>
            c.facts.annualFee.value?.firstYear === 0 && c.facts.annualFee.value?.laterYears === 0,
        ],
        ['noSalaryTransfer', (c) => c.facts.salaryTransferRequired.value === false],
        ['instantIssuance', (c) => c.instantIssuance],
      ];
      let narrowed = 0;
      for (const [flag, holds] of checks) {
        const expected = everything.filter(holds).map((c) => c.productId);
        const filtered = await wholeList({ [flag]: 'true' });
        expect(
          filtered.map((c) => c.productId),
          flag,
        ).toEqual(expected);
        const count = await ok(app, 'POST', COUNT, {
          payload: {
            applicationId: aeCard.applicationId,
            preferences: wide().map((featureId) => ({ featureId })),
            filters: { [flag]: true },
          },
        });
        expect(count, flag).toBe(expected.length);
        if (expected.length < everything.length) narrowed += 1;
      }
      // The demo catalogue makes at least two of the filters change the list.
      expect(narrowed).toBeGreaterThanOrEqual(2);
      // Filters combine, and `false` is the same as absent.
      const both = await wholeList({ islamicOnly: 'true', instantIssuance: 'true' });
      expect(both.every((c) => c.isIslamic && c.instantIssuance)).toBe(true);
      expect(await wholeList({ islamicOnly: 'false' })).toEqual(everything);
    });

    it('are ordered by estimated value for a spend, and the spend changes the order', async () => {
      const dining = await wholeList({ order: 'value', dining: 4000, groceries: 500 });
      const travel = await wholeList({ order: 'value', travel: 8000 });
      for (const list of [dining, travel]) {
        const nets = list.map((c) => c.valueEstimate.net);
        expect(nets).toEqual([...nets].sort((a, b) => b - a));
        for (const card of list) {
          const v = card.valueEstimate;
          expect(v.currency).toBe('AED');
          expect(v.net).toBeCloseTo(v.earned - v.annualFee - v.foreignCurrencyFees, 2);
        }
      }
      expect(dining.map((c) => c.productId)).not.toEqual(travel.map((c) => c.productId));
      // A spend without order=value estimates each card and keeps the match order.
      const byMatch = await wholeList({ dining: 4000 });
      expect(byMatch.map((c) => c.productId)).toEqual(
        (await wholeList({})).map((c) => c.productId),
      );
      expect(byMatch.every((c) => c.valueEstimate !== null)).toBe(true);
    });

    it('refuse negative or absurd spend, unknown orders and bad flags, storing nothing', async () => {
      const before = await countVisitorRows(app);
      const base = `/api/recommendations/public/${aeCard.applicationId}/filter?preferences=${wide().join(',')}`;
      expectInvalid(await send(app, 'GET', `${base}&dining=-5`), 'query.dining');
      expectInvalid(await send(app, 'GET', `${base}&travel=5000000`), 'query.travel');
      expectInvalid(await send(app, 'GET', `${base}&order=cheapest`), 'query.order');
      expectInvalid(await send(app, 'GET', `${base}&islamicOnly=yes`), 'query.islamicOnly');
      expectInvalid(
        await send(app, 'POST', COUNT, {
          payload: {
            applicationId: aeCard.applicationId,
            preferences: [],
            filters: { gold: true },
          },
        }),
      );
      expect(await countVisitorRows(app)).toEqual(before);
    });
  });

  describe('GET /api/products/public/{id}/facts', () => {
    it("answers a card's and a loan's facts in the request's language", async () => {
      const [card] = await wholeList({});
      const english = await ok(app, 'GET', FACTS(card.productId));
      expect(english).toMatchObject({ productId: card.productId, productType: 'Card' });
      expect(english.facts).toEqual(card.facts);
      const arabic = await ok(app, 'GET', FACTS(card.productId), { language: 'ar' });
      const summary = arabic.facts.earnRates.value?.summary;
      if (summary) expect(summary).toMatch(/[\u0600-\u06ff]/);

      const [offer] = await ok(app, 'GET', loanUrl(aeLoan.applicationId));
      const loan = await ok(app, 'GET', FACTS(offer.productId));
      expect(loan.productType).toBe('Loan');
      for (const fact of Object.values(loan.facts)) expect(fact).toMatchObject(FACT_SHAPE);
    });

    it('answers 404 for an unknown product and 400 for an id that is not one', async () => {
      expectProblem(await send(app, 'GET', FACTS(999_999)), 404);
      expectInvalid(await send(app, 'GET', FACTS('gold')), 'path.productId');
    });
  });

  describe('GET /api/products/public/compare', () => {
    it('puts two or three cards side by side, every fact a row, the best of each marked', async () => {
      const ids = (await wholeList({})).slice(0, 3).map((c) => c.productId);
      const comparison = await ok(app, 'GET', `${COMPARE}?ids=${ids.join(',')}`);
      expect(comparison.products.map((p: Json) => p.productId)).toEqual(ids);
      expect(comparison.rows.map((r: Json) => r.key)).toEqual(
        CARD_COMPARISON_ROWS.filter((key) => key !== 'value'),
      );
      expect(comparison.valueEstimates).toBeNull();
      const fee = comparison.rows.find((r: Json) => r.key === 'annualFee.laterYears');
      const fees = comparison.products.map(
        (p: Json) => p.facts.annualFee.value?.laterYears ?? null,
      );
      const published = fees.filter((f: number | null) => f !== null);
      if (new Set(published).size > 1) {
        const lowest = Math.min(...published);
        expect(fee.best).toEqual(ids.filter((_, i) => fees[i] === lowest));
        expect(fee.differs).toBe(true);
      }

      const withSpend = await ok(app, 'GET', `${COMPARE}?ids=${ids.join(',')}&dining=3000`);
      expect(withSpend.rows[0].key).toBe('value');
      expect(withSpend.valueEstimates).toHaveLength(3);
    });

    it('compares loans too', async () => {
      const offers: Json[] = await ok(app, 'GET', loanUrl(aeLoan.applicationId));
      const ids = offers.slice(0, 2).map((o) => o.productId);
      const comparison = await ok(app, 'GET', `${COMPARE}?ids=${ids.join(',')}`);
      expect(comparison.rows.map((r: Json) => r.key)).toEqual([...LOAN_COMPARISON_ROWS]);
    });

    it('refuses more than 3 products, fewer than 2, repeats, unknown ids and mixed types', async () => {
      const ids = (await wholeList({})).slice(0, 4).map((c) => c.productId);
      const [loan] = await ok(app, 'GET', loanUrl(aeLoan.applicationId));
      expectInvalid(await send(app, 'GET', `${COMPARE}?ids=${ids.join(',')}`), 'query.ids');
      expectInvalid(await send(app, 'GET', `${COMPARE}?ids=${ids[0]}`), 'query.ids');
      expectInvalid(await send(app, 'GET', `${COMPARE}?ids=${ids[0]},${ids[0]}`));
      expectInvalid(await send(app, 'GET', `${COMPARE}?ids=1,x`));
      expectInvalid(await send(app, 'GET', COMPARE), 'query.ids');
      expectProblem(await send(app, 'GET', `${COMPARE}?ids=${ids[0]},999999`), 404);
      const mixed = expectProblem(
        await send(app, 'GET', `${COMPARE}?ids=${ids[0]},${loan.productId}`),
        422,
      );
      expect(mixed.errors[0].field).toBe('query.ids');
    });
  });

  describe('POST /api/products/public/value-estimates', () => {
    it("estimates each card's yearly value for a spend", async () => {
      const ids = (await wholeList({})).slice(0, 3).map((c) => c.productId);
      const estimates: Json[] = await ok(app, 'POST', VALUES, {
        payload: { productIds: ids, spend: { groceries: 2000, dining: 1500, travel: 1000 } },
      });
      expect(estimates.map((e) => e.productId)).toEqual(ids);
      const listed = await wholeList({ groceries: 2000, dining: 1500, travel: 1000 });
      for (const { productId, estimate } of estimates) {
        expect(listed.find((c) => c.productId === productId)?.valueEstimate).toEqual(estimate);
      }
    });

    it('refuses negative or absurd spend, unknown products and loans, and more than 50', async () => {
      const [card] = await wholeList({});
      const [loan] = await ok(app, 'GET', loanUrl(aeLoan.applicationId));
      const post = (payload: unknown) => send(app, 'POST', VALUES, { payload });
      expectInvalid(
        await post({ productIds: [card.productId], spend: { dining: -1 } }),
        'body.spend.dining',
      );
      expectInvalid(await post({ productIds: [card.productId], spend: { fuel: 2_000_000 } }));
      expectInvalid(await post({ productIds: [card.productId], spend: { jewellery: 10 } }));
      expectInvalid(await post({ productIds: [], spend: {} }), 'body.productIds');
      expectInvalid(
        await post({ productIds: Array.from({ length: 51 }, (_, i) => i + 1), spend: {} }),
      );
      const unknown = expectProblem(await post({ productIds: [999_999], spend: {} }), 422);
      expect(unknown.errors[0].field).toBe('body.productIds[0]');
      expectProblem(await post({ productIds: [loan.productId], spend: {} }), 422);
    });
  });

  describe('loans: the true cost', () => {
    it('gives each offer its instalment, totals, fees, APR and limits, consistently', async () => {
      for (const started of [aeLoan, saLoan]) {
        const offers: Json[] = await ok(app, 'GET', loanUrl(started.applicationId));
        expect(offers.length).toBeGreaterThan(0);
        for (const offer of offers) {
          const { cost, limits } = offer;
          expect(cost.amount).toBe(offer.loanAmount);
          expect(cost.tenureMonths).toBe(offer.loanTenure);
          expect(cost.totalPayable).toBeCloseTo(cost.monthlyInstalment * cost.tenureMonths, 1);
          expect(cost.totalInterest).toBeCloseTo(cost.totalPayable - cost.amount, 1);
          // The APR counts the fee paid at the start: never below the reducing rate.
          expect(cost.apr).toBeGreaterThanOrEqual(cost.reducingRatePercent - 0.01);
          if (cost.rateType === 'flat')
            expect(cost.reducingRatePercent).toBeGreaterThan(cost.ratePercent);
          else expect(cost.reducingRatePercent).toBe(cost.ratePercent);
          // Costed at the bank's published rate, or, said so, at the one our sources list.
          expect(cost.ratePublished).toBe(offer.facts.rate.value !== null);
          expect(cost.amount).toBe(limits.maxAmount);
          expect(cost.tenureMonths).toBe(limits.maxTenureMonths);
          expect(cost.monthlyInstalment).toBeLessThanOrEqual(limits.maxMonthlyInstalment + 1);
          expect(cost.earlySettlement.afterMonths).toBe(Math.floor(cost.tenureMonths / 2));
          if (started.country === 'ae') {
            expect(limits.maxTenureMonths).toBeLessThanOrEqual(48);
            expect(limits.maxAmount).toBeLessThanOrEqual(20 * limits.monthlySalary);
            expect(limits.debtBurdenPercent).toBe(50);
            // The bank's fee or the UAE cap: 1% of what is owed, at most AED 10,000.
            if (cost.earlySettlement.basis === 'regulatoryCap') {
              expect(cost.earlySettlement.fee).toBeCloseTo(
                Math.min(cost.earlySettlement.outstanding / 100, 10_000),
                1,
              );
            }
          } else {
            expect(limits.maxTenureMonths).toBeLessThanOrEqual(60);
            expect(limits.salaryMultiple).toBeNull();
            expect(limits.debtBurdenPercent).toBeCloseTo(33.33, 2);
            // No Saudi bank publishes a fee: SAMA's cap, the next three months' profit.
            const { earlySettlement } = cost;
            expect(earlySettlement.basis).toBe('regulatoryCap');
            const monthlyProfit = (earlySettlement.outstanding * cost.reducingRatePercent) / 1200;
            expect(earlySettlement.fee).toBeLessThanOrEqual(3 * monthlyProfit + 0.01);
            expect(earlySettlement.fee).toBeGreaterThan(2 * monthlyProfit);
          }
          for (const fact of Object.values(offer.facts)) expect(fact).toMatchObject(FACT_SHAPE);
        }
      }
    });

    it('quotes an amount and tenure within the limits, and refuses them beyond', async () => {
      const [offer]: Json[] = await ok(app, 'GET', loanUrl(aeLoan.applicationId));
      const { limits } = offer;
      const amount = Math.max(limits.minAmount, Math.floor(limits.maxAmount / 2000) * 1000);
      const quote = await ok(
        app,
        'GET',
        quoteUrl(aeLoan.applicationId, { productId: offer.productId, amount, tenure: 24 }),
      );
      expect(quote.cost).toMatchObject({ amount, tenureMonths: 24 });
      expect(quote.cost.monthlyInstalment).toBeGreaterThan(offer.cost.monthlyInstalment * 0.5);
      expect(quote.limits.maxTenureMonths).toBe(limits.maxTenureMonths);

      const tooMuch = expectProblem(
        await send(
          app,
          'GET',
          quoteUrl(aeLoan.applicationId, {
            productId: offer.productId,
            amount: limits.maxAmount + 1000,
            tenure: limits.maxTenureMonths,
          }),
        ),
        422,
      );
      expect(tooMuch.errors.map((e: Json) => e.field)).toEqual(['query.amount']);
      expect(tooMuch.errors[0].message).toContain('The most you can borrow over');
      const reason = {
        salaryMultiple: 'at most 20 times your monthly salary',
        debtBurden: 'at most 50% of your salary',
        bankMaximum: 'lends at most',
      }[limits.maxAmountReason as string]!;
      expect(tooMuch.errors[0].message).toContain(reason);

      const tooLong = expectProblem(
        await send(
          app,
          'GET',
          quoteUrl(aeLoan.applicationId, { productId: offer.productId, amount, tenure: 49 }),
        ),
        422,
      );
      expect(tooLong.errors[0]).toMatchObject({ field: 'query.tenure' });
      expect(tooLong.errors[0].message).toMatch(/The longest tenure is \d+ months/);

      const arabic = expectProblem(
        await send(
          app,
          'GET',
          quoteUrl(aeLoan.applicationId, { productId: offer.productId, amount: 1000, tenure: 3 }),
          { language: 'ar' },
        ),
        422,
      );
      expect(arabic.errors.map((e: Json) => e.field).sort()).toEqual([
        'query.amount',
        'query.tenure',
      ]);
      for (const error of arabic.errors) expect(error.message).toMatch(/[\u0600-\u06ff]/);
    });

    it('allows Saudi tenures up to 60 months and a bigger loan over a longer tenure', async () => {
      const [offer]: Json[] = await ok(app, 'GET', loanUrl(saLoan.applicationId));
      const short = await ok(
        app,
        'GET',
        quoteUrl(saLoan.applicationId, {
          productId: offer.productId,
          amount: offer.limits.minAmount,
          tenure: 12,
        }),
      );
      // The debt-burden limit: the same instalment repays more over more months.
      if (short.limits.maxAmountReason === 'debtBurden') {
        expect(short.limits.maxAmount).toBeLessThan(offer.limits.maxAmount);
      }
      expectProblem(
        await send(
          app,
          'GET',
          quoteUrl(saLoan.applicationId, {
            productId: offer.productId,
            amount: 10_000,
            tenure: 61,
          }),
        ),
        422,
      );
    });

    it('refuses bad input with 4xx: not numbers, unknown products, card applications', async () => {
      const [offer]: Json[] = await ok(app, 'GET', loanUrl(aeLoan.applicationId));
      const quote = (id: string, query: Record<string, number | string>) =>
        send(app, 'GET', quoteUrl(id, query));
      expectInvalid(
        await quote(aeLoan.applicationId, {
          productId: offer.productId,
          amount: 'lots',
          tenure: 12,
        }),
        'query.amount',
      );
      expectInvalid(
        await quote(aeLoan.applicationId, { productId: offer.productId, amount: -5, tenure: 12 }),
        'query.amount',
      );
      expectInvalid(
        await quote(aeLoan.applicationId, {
          productId: offer.productId,
          amount: 5000,
          tenure: 1.5,
        }),
        'query.tenure',
      );
      const unknown = expectProblem(
        await quote(aeLoan.applicationId, { productId: 999_999, amount: 5000, tenure: 12 }),
        422,
      );
      expect(unknown.errors[0].field).toBe('query.productId');
      expectProblem(
        await quote(aeCard.applicationId, { productId: offer.productId, amount: 5000, tenure: 12 }),
        422,
      );
    });
  });

  it('documents the new calls in the OpenAPI document', async () => {
    const document = await ok(app, 'GET', '/api/openapi.json');
    for (const path of [
      '/api/products/public/{productId}/facts',
      '/api/products/public/compare',
      '/api/products/public/value-estimates',
      '/api/recommendations/public/loan/{applicationId}/quote',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CARD_FILTERS,
  MIN_CARD_CREDIT_SCORE,
  SPEND_CATEGORIES,
  type CardFilters,
  type CardOrder,
} from '@mizan/contracts';
import {
  cardEligibility,
  isCardEligible,
  matchReasons,
  passesFilters,
  topRankedCards,
} from '../../src/engine/card-match.ts';
import {
  monthlySpend,
  type CardValueTerms,
  type MonthlySpend,
} from '../../src/engine/card-value.ts';
import type { ApplicantProfile, EngineCard } from '../../src/engine/types.ts';
import { card, flatEarn, profile, unpublishedTerms } from './fixtures.ts';
import { referenceRanking } from './reference-ranking.ts';

const PASSING = MIN_CARD_CREDIT_SCORE;

/** The whole ranked list, as the filter call would page it. */
const ranked = (
  cards: EngineCard[],
  preferenceIds: number[],
  applicant: ApplicantProfile = profile(),
  options: { filters?: CardFilters; order?: CardOrder; spend?: MonthlySpend | null } = {},
) =>
  topRankedCards(
    preferenceIds.map((id) => cards.filter((c) => c.featureIds.has(id))),
    {
      eligibility: cardEligibility(applicant, PASSING),
      preferenceIds,
      filters: options.filters ?? {},
      order: options.order ?? 'match',
      spend: options.spend ?? null,
    },
    cards.length,
  ).top;

const eligible = (c: EngineCard, applicant: ApplicantProfile, score = PASSING) =>
  isCardEligible(c, cardEligibility(applicant, score));

const fee = (firstYear: number, laterYears: number): CardValueTerms['annualFee'] => ({
  firstYear,
  laterYears,
  waivedFromYearlySpend: null,
});

describe('match percent', () => {
  it('weighs higher priorities more', () => {
    // Only the first of three: 3 / 6; only the second: 2 / 6; only the last: 1 / 6.
    const scores = ranked([card(1, [10]), card(2, [20]), card(3, [30])], [10, 20, 30]);
    expect(scores.map((r) => [r.card.id, r.score])).toEqual([
      [1, 50],
      [2, 33],
      [3, 17],
    ]);
  });

  it('is 100 when the card has every selected feature', () => {
    const [top] = ranked([card(1, [1, 2, 3, 4, 5, 6])], [5, 3, 1]);
    expect(top!.score).toBe(100);
  });
});

describe('card eligibility', () => {
  it('needs the salary to reach the card minimum', () => {
    const c = card(1, [], { minMonthlySalary: 8000 });
    expect(eligible(c, profile({ monthlySalary: 8000 }))).toBe(true);
    expect(eligible(c, profile({ monthlySalary: 5000 }))).toBe(false);
    expect(eligible(card(1, []), profile({ monthlySalary: null }))).toBe(false);
  });

  it('offers only Islamic cards to applicants who asked for them, and nothing after a hard stop', () => {
    expect(eligible(card(1, []), profile({ islamicOnly: true }))).toBe(false);
    expect(eligible(card(1, [], { isIslamic: true }), profile({ islamicOnly: true }))).toBe(true);
    expect(eligible(card(1, []), profile({ hardStop: true }))).toBe(false);
  });

  it('needs a credit score of at least the minimum', () => {
    expect(eligible(card(1, []), profile(), MIN_CARD_CREDIT_SCORE)).toBe(true);
    expect(eligible(card(1, []), profile(), MIN_CARD_CREDIT_SCORE - 1)).toBe(false);
  });

  it('is a value holding only what decides it', () => {
    expect(cardEligibility(profile({ monthlySalary: 8000, retired: true }), 75)).toEqual({
      monthlySalary: 8000,
      islamicOnly: false,
    });
    expect(cardEligibility(profile({ hardStop: true }), 100)).toBeNull();
  });
});

describe('filters', () => {
  it('let every card through when none is on, or when each is off', () => {
    const plain = card(1, []);
    expect(passesFilters(plain, {})).toBe(true);
    expect(
      passesFilters(plain, {
        islamicOnly: false,
        noAnnualFee: false,
        noSalaryTransfer: false,
        instantIssuance: false,
      }),
    ).toBe(true);
  });

  it('Islamic only keeps Islamic cards', () => {
    expect(passesFilters(card(1, [], { isIslamic: true }), { islamicOnly: true })).toBe(true);
    expect(passesFilters(card(1, [], { isIslamic: false }), { islamicOnly: true })).toBe(false);
  });

  it('no annual fee needs a published fee of 0 in the first and the later years', () => {
    const withFee = (annualFee: CardValueTerms['annualFee']) =>
      card(1, [], { valueTerms: { ...unpublishedTerms, annualFee } });
    expect(passesFilters(withFee(fee(0, 0)), { noAnnualFee: true })).toBe(true);
    // First year free, then a fee (as ADCB 365 Cashback: 0 then AED 383): not "no annual fee".
    expect(passesFilters(withFee(fee(0, 383)), { noAnnualFee: true })).toBe(false);
    // A joining fee with free renewals is not "no annual fee" either.
    expect(passesFilters(withFee(fee(315, 0)), { noAnnualFee: true })).toBe(false);
    // A fee waived by spend is still a fee.
    expect(
      passesFilters(withFee({ firstYear: 300, laterYears: 300, waivedFromYearlySpend: 12_000 }), {
        noAnnualFee: true,
      }),
    ).toBe(false);
    // No published fee: not shown as free.
    expect(passesFilters(withFee(null), { noAnnualFee: true })).toBe(false);
  });

  it('no salary transfer needs the bank to say none is required', () => {
    const transfer = (salaryTransferRequired: boolean | null) =>
      passesFilters(card(1, [], { salaryTransferRequired }), { noSalaryTransfer: true });
    expect(transfer(false)).toBe(true);
    expect(transfer(true)).toBe(false);
    // Unknown is not "no salary transfer".
    expect(transfer(null)).toBe(false);
  });

  it('instant issuance keeps cards issued instantly', () => {
    expect(passesFilters(card(1, [], { instantIssuance: true }), { instantIssuance: true })).toBe(
      true,
    );
    expect(passesFilters(card(1, [], { instantIssuance: false }), { instantIssuance: true })).toBe(
      false,
    );
  });

  it('combine: a card must pass every filter that is on', () => {
    const both = card(1, [], { isIslamic: true, instantIssuance: true });
    const islamicOnly = card(2, [], { isIslamic: true });
    const filters = { islamicOnly: true, instantIssuance: true };
    expect(passesFilters(both, filters)).toBe(true);
    expect(passesFilters(islamicOnly, filters)).toBe(false);
  });

  it('shorten the list and its total', () => {
    const cards = [
      card(1, [10], { isIslamic: true }),
      card(2, [10]),
      card(3, [10], { isIslamic: true, instantIssuance: true }),
    ];
    const preferenceIds = [10];
    const { total, top } = topRankedCards(
      [cards],
      {
        eligibility: cardEligibility(profile(), PASSING),
        preferenceIds,
        filters: { islamicOnly: true },
        order: 'match',
        spend: null,
      },
      10,
    );
    expect(total).toBe(2);
    expect(top.map((r) => r.card.id)).toEqual([1, 3]);
    expect(
      ranked(cards, preferenceIds, profile(), { filters: { instantIssuance: true } }).map(
        (r) => r.card.id,
      ),
    ).toEqual([3]);
  });
});

describe('why this card', () => {
  it('lists the priorities met and missed, each in priority order', () => {
    // Ranked: #1 = 7, #2 = 3, #3 = 9, #4 = 1; the card carries 1, 3 and 5 (5 not selected).
    expect(matchReasons([7, 3, 9, 1], new Set([1, 3, 5]))).toEqual({
      meets: [
        { featureId: 3, priority: 2 },
        { featureId: 1, priority: 4 },
      ],
      misses: [
        { featureId: 7, priority: 1 },
        { featureId: 9, priority: 3 },
      ],
    });
  });

  it('meets everything or nothing', () => {
    expect(matchReasons([4, 2], new Set([2, 4]))).toEqual({
      meets: [
        { featureId: 4, priority: 1 },
        { featureId: 2, priority: 2 },
      ],
      misses: [],
    });
    expect(matchReasons([4, 2], new Set())).toEqual({
      meets: [],
      misses: [
        { featureId: 4, priority: 1 },
        { featureId: 2, priority: 2 },
      ],
    });
    expect(matchReasons([], new Set([1]))).toEqual({ meets: [], misses: [] });
  });
});

describe('ranking', () => {
  it('keeps eligible cards with at least one match, ordered by match, incentive, then id', () => {
    const cards = [
      card(1, [10], { incentive: 100 }),
      card(2, [10, 20]),
      card(3, [10], { incentive: 300 }),
      card(4, [99]),
      card(5, [10, 20], { minMonthlySalary: 50_000 }),
      card(6, [10], { incentive: 300 }),
    ];
    const list = ranked(cards, [10, 20]);
    expect(list.map((r) => r.card.id)).toEqual([2, 3, 6, 1]);
    expect(list.map((r) => r.score)).toEqual([100, 67, 67, 67]);
    // Without a spend, no values.
    expect(list.every((r) => r.value === null)).toBe(true);
  });

  it('returns nothing without selected features', () => {
    expect(ranked([card(1, [10])], [])).toEqual([]);
  });
});

describe('ordering by value', () => {
  // A spend of 1,000 a month on dining only: 12,000 a year.
  const spend = monthlySpend({ dining: 1000 });
  const cards = [
    // Best match (100), no fee, earns 1%: 1,000 x 1% x 12 = 120 a year.
    card(1, [10, 20], {
      valueTerms: { ...unpublishedTerms, annualFee: fee(0, 0), earn: flatEarn(1) },
    }),
    // Match 67, earns 5%: 1,000 x 5% x 12 = 600, less a 300 fee = 300 a year.
    card(2, [10], {
      valueTerms: { ...unpublishedTerms, annualFee: fee(300, 300), earn: flatEarn(5) },
    }),
    // Match 33, earns 3% and no fee: 1,000 x 3% x 12 = 360 a year.
    card(3, [20], { valueTerms: { ...unpublishedTerms, annualFee: fee(0, 0), earn: flatEarn(3) } }),
    // Match 67 and incentive 50, same 360 as card 3: above card 3 on the tie (match 67 against 33),
    // and above card 2 in the match order (same 67, incentive 50 against 0).
    card(4, [10], {
      incentive: 50,
      valueTerms: { ...unpublishedTerms, annualFee: fee(0, 0), earn: flatEarn(3) },
    }),
  ];

  it('puts the highest net value first, ties by match', () => {
    const list = ranked(cards, [10, 20], profile(), { order: 'value', spend });
    expect(list.map((r) => [r.card.id, r.value!.net])).toEqual([
      [4, 360],
      [3, 360],
      [2, 300],
      [1, 120],
    ]);
  });

  it('orders by the fees alone when asked to order by value without a spend', () => {
    // No spend earns nothing: card 2's 300 fee puts it last, the free cards keep the match order.
    const list = ranked(cards, [10, 20], profile(), { order: 'value', spend: null });
    expect(list.map((r) => [r.card.id, r.value!.net])).toEqual([
      [1, 0],
      [4, 0],
      [3, 0],
      [2, -300],
    ]);
  });

  it('leaves the match order as it is when a spend is given without ordering by value', () => {
    const list = ranked(cards, [10, 20], profile(), { order: 'match', spend });
    expect(list.map((r) => [r.card.id, r.score, r.value!.net])).toEqual([
      [1, 100, 120],
      [4, 67, 360],
      [2, 67, 300],
      [3, 33, 360],
    ]);
  });
});

describe('one page of the ranking', () => {
  const featureId = fc.integer({ min: 1, max: 12 });
  const option = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
  // Few distinct figures, so that values tie and the tie-breaks are exercised.
  const earnArb = fc.record({
    categories: fc.record(
      Object.fromEntries(
        SPEND_CATEGORIES.map((category) => [
          category,
          fc.record({
            percent: option(fc.constantFrom(0, 1, 5)),
            monthlyCap: option(fc.constantFrom(20, 100)),
          }),
        ]),
      ) as Record<
        (typeof SPEND_CATEGORIES)[number],
        fc.Arbitrary<{ percent: number | null; monthlyCap: number | null }>
      >,
    ),
    monthlyCap: option(fc.constantFrom(50, 150)),
    minMonthlySpend: option(fc.constantFrom(1000, 3000)),
  });
  const valueTermsArb: fc.Arbitrary<CardValueTerms> = fc.record({
    annualFee: option(
      fc.record({
        firstYear: fc.constantFrom(0, 300),
        laterYears: fc.constantFrom(0, 300, 600),
        waivedFromYearlySpend: option(fc.constantFrom(12_000, 36_000)),
      }),
    ),
    foreignCurrencyFeePercent: option(fc.constantFrom(0, 2, 2.5)),
    earn: option(earnArb),
  });
  const cardArb = fc.record({
    id: fc.integer({ min: 1, max: 10_000 }),
    minMonthlySalary: fc.constantFrom(5000, 8000, 15_000, 30_000),
    isIslamic: fc.boolean(),
    incentive: fc.integer({ min: 0, max: 3 }).map((n) => n * 100),
    featureIds: fc.uniqueArray(featureId, { maxLength: 6 }).map((ids) => new Set(ids)),
    instantIssuance: fc.boolean(),
    salaryTransferRequired: fc.constantFrom(true, false, null),
    valueTerms: valueTermsArb,
  });
  const filtersArb: fc.Arbitrary<CardFilters> = fc
    .subarray([...CARD_FILTERS])
    .map((on) => Object.fromEntries(on.map((f) => [f, true])));
  const spendArb: fc.Arbitrary<MonthlySpend> = fc
    .record(
      Object.fromEntries(
        SPEND_CATEGORIES.map((category) => [category, fc.constantFrom(0, 500, 2000)]),
      ) as Record<(typeof SPEND_CATEGORIES)[number], fc.Arbitrary<number>>,
    )
    .map(monthlySpend);
  // Ordering by value always comes with a spend (services/card-lists.ts requestedSpend).
  const orderArb = fc.oneof(
    fc.record({ order: fc.constant('match' as const), spend: option(spendArb) }),
    fc.record({ order: fc.constant('value' as const), spend: spendArb }),
  );

  it('is always the start of the plainly computed ranking, and the total its length', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(cardArb, { maxLength: 60, selector: (c) => c.id }),
        fc.uniqueArray(featureId, { maxLength: 5 }),
        fc.constantFrom(5000, 8000, 15_000, 30_000),
        fc.boolean(),
        filtersArb,
        orderArb,
        fc.integer({ min: 0, max: 25 }),
        (cards, preferenceIds, monthlySalary, islamicOnly, filters, { order, spend }, limit) => {
          const applicant = profile({ monthlySalary, islamicOnly });
          const cardsByFeature = preferenceIds.map((id) =>
            cards.filter((c) => c.featureIds.has(id)),
          );
          const full = referenceRanking(cards, applicant, PASSING, preferenceIds, {
            filters,
            order,
            spend,
          });
          const { total, top } = topRankedCards(
            cardsByFeature,
            {
              eligibility: cardEligibility(applicant, PASSING),
              preferenceIds,
              filters,
              order,
              spend,
            },
            limit,
          );
          expect(total).toBe(full.length);
          expect(top).toEqual(full.slice(0, limit));
        },
      ),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  isCardEligible,
  matchPercent,
  priorityWeights,
  rankCards,
  topRankedCards,
} from '../../src/engine/card-match.ts';
import type { EngineCard } from '../../src/engine/types.ts';
import { profile } from './fixtures.ts';

const card = (
  id: number,
  featureIds: number[],
  overrides: Partial<EngineCard> = {},
): EngineCard => ({
  id,
  minMonthlySalary: 5000,
  isIslamic: false,
  incentive: 0,
  featureIds: new Set(featureIds),
  ...overrides,
});

describe('match percent', () => {
  it('weighs higher priorities more', () => {
    expect(priorityWeights(3)).toEqual([3, 2, 1]);
    // Only the first of three: 3 / 6; only the last: 1 / 6.
    expect(matchPercent(new Set([10]), [10, 20, 30])).toBe(50);
    expect(matchPercent(new Set([30]), [10, 20, 30])).toBe(17);
    expect(matchPercent(new Set([10]), [10, 20, 30])).toBeGreaterThan(
      matchPercent(new Set([20]), [10, 20, 30]),
    );
  });

  it('is 100 when the card has every selected feature and 0 when none', () => {
    expect(matchPercent(new Set([1, 2, 3, 4, 5, 6]), [5, 3, 1])).toBe(100);
    expect(matchPercent(new Set([9]), [5, 3, 1])).toBe(0);
    expect(matchPercent(new Set([9]), [])).toBe(0);
  });
});

describe('card eligibility', () => {
  it('needs the salary to reach the card minimum', () => {
    expect(
      isCardEligible(card(1, [], { minMonthlySalary: 8000 }), profile({ monthlySalary: 8000 })),
    ).toBe(true);
    expect(
      isCardEligible(card(1, [], { minMonthlySalary: 8000 }), profile({ monthlySalary: 5000 })),
    ).toBe(false);
    expect(isCardEligible(card(1, []), profile({ monthlySalary: null }))).toBe(false);
  });

  it('offers only Islamic cards to applicants who asked for them, and nothing after a hard stop', () => {
    expect(isCardEligible(card(1, []), profile({ islamicOnly: true }))).toBe(false);
    expect(isCardEligible(card(1, [], { isIslamic: true }), profile({ islamicOnly: true }))).toBe(
      true,
    );
    expect(isCardEligible(card(1, []), profile({ hardStop: true }))).toBe(false);
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
    const ranked = rankCards(cards, profile(), [10, 20]);
    expect(ranked.map((r) => r.card.id)).toEqual([2, 3, 6, 1]);
    expect(ranked.map((r) => r.score)).toEqual([100, 67, 67, 67]);
  });

  it('returns nothing without selected features', () => {
    expect(rankCards([card(1, [10])], profile(), [])).toEqual([]);
  });
});

describe('one page of the ranking', () => {
  const featureId = fc.integer({ min: 1, max: 12 });
  const cardArb = fc.record({
    id: fc.integer({ min: 1, max: 10_000 }),
    minMonthlySalary: fc.constantFrom(5000, 8000, 15_000, 30_000),
    isIslamic: fc.boolean(),
    incentive: fc.integer({ min: 0, max: 3 }).map((n) => n * 100),
    featureIds: fc.uniqueArray(featureId, { maxLength: 6 }).map((ids) => new Set(ids)),
  });

  it('is always the start of the full ranking, and the total its length', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(cardArb, { maxLength: 60, selector: (c) => c.id }),
        fc.uniqueArray(featureId, { maxLength: 5 }),
        fc.constantFrom(5000, 8000, 15_000, 30_000),
        fc.boolean(),
        fc.integer({ min: 0, max: 25 }),
        (cards, preferenceIds, monthlySalary, islamicOnly, limit) => {
          const applicant = profile({ monthlySalary, islamicOnly });
          const cardsByFeature = preferenceIds.map((id) =>
            cards.filter((c) => c.featureIds.has(id)),
          );
          const full = rankCards(cards, applicant, preferenceIds);
          const { total, top } = topRankedCards(cardsByFeature, applicant, preferenceIds, limit);
          expect(total).toBe(full.length);
          expect(top).toEqual(full.slice(0, limit));
        },
      ),
      { numRuns: 300 },
    );
  });
});

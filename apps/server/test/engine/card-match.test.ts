import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MIN_CARD_CREDIT_SCORE } from '@mizan/contracts';
import { cardEligibility, isCardEligible, topRankedCards } from '../../src/engine/card-match.ts';
import type { ApplicantProfile, EngineCard } from '../../src/engine/types.ts';
import { profile } from './fixtures.ts';
import { referenceRanking } from './reference-ranking.ts';

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

const PASSING = MIN_CARD_CREDIT_SCORE;

/** The whole ranked list, as the filter call would page it. */
const ranked = (
  cards: EngineCard[],
  preferenceIds: number[],
  applicant: ApplicantProfile = profile(),
) =>
  topRankedCards(
    preferenceIds.map((id) => cards.filter((c) => c.featureIds.has(id))),
    cardEligibility(applicant, PASSING),
    preferenceIds,
    cards.length,
  ).top;

const eligible = (c: EngineCard, applicant: ApplicantProfile, score = PASSING) =>
  isCardEligible(c, cardEligibility(applicant, score));

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
  });

  it('returns nothing without selected features', () => {
    expect(ranked([card(1, [10])], [])).toEqual([]);
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

  it('is always the start of the plainly computed ranking, and the total its length', () => {
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
          const full = referenceRanking(cards, applicant, PASSING, preferenceIds);
          const { total, top } = topRankedCards(
            cardsByFeature,
            cardEligibility(applicant, PASSING),
            preferenceIds,
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

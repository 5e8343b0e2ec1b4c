import { MIN_CARD_CREDIT_SCORE } from '@mizan/contracts';
import type { ApplicantProfile, EngineCard } from '../../src/engine/types.ts';

/**
 * The card list of SPEC section 4 written the plain way, straight from the applicant's profile
 * and score: every card checked, scored and sorted. The engine's (an index, a partial sort, an
 * eligibility value, a cache) must always agree with it.
 */
export function referenceRanking<C extends EngineCard>(
  cards: readonly C[],
  profile: ApplicantProfile,
  creditScore: number,
  preferenceIds: readonly number[],
): { card: C; score: number }[] {
  const salary = profile.monthlySalary;
  if (profile.hardStop || creditScore < MIN_CARD_CREDIT_SCORE || salary === null) return [];
  const n = preferenceIds.length;
  // Priority 1 weighs n, the last 1.
  const weight = (card: C) =>
    preferenceIds.reduce((sum, id, index) => sum + (card.featureIds.has(id) ? n - index : 0), 0);
  return cards
    .filter((card) => salary >= card.minMonthlySalary)
    .filter((card) => !profile.islamicOnly || card.isIslamic)
    .filter((card) => weight(card) > 0)
    .map((card) => ({ card, score: Math.round((100 * weight(card)) / ((n * (n + 1)) / 2)) }))
    .sort(
      (a, b) => b.score - a.score || b.card.incentive - a.card.incentive || a.card.id - b.card.id,
    );
}

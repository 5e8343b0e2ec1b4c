import type { ApplicantProfile, EngineCard } from './types.ts';

/**
 * Weight of each selected feature by priority: with n features the first weighs n, the last 1,
 * so a higher-priority feature always counts for more.
 */
export function priorityWeights(count: number): number[] {
  return Array.from({ length: count }, (_, index) => count - index);
}

/** Share of the selected features' weight that the card carries, as a rounded percent. */
export function matchPercent(
  cardFeatureIds: ReadonlySet<number>,
  preferenceIds: readonly number[],
): number {
  const weights = priorityWeights(preferenceIds.length);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total === 0) return 0;
  const matched = preferenceIds.reduce(
    (sum, featureId, index) => sum + (cardFeatureIds.has(featureId) ? (weights[index] ?? 0) : 0),
    0,
  );
  return Math.round((100 * matched) / total);
}

export function isCardEligible(card: EngineCard, profile: ApplicantProfile): boolean {
  if (profile.hardStop || profile.monthlySalary === null) return false;
  if (profile.monthlySalary < card.minMonthlySalary) return false;
  return !profile.islamicOnly || card.isIslamic;
}

export interface RankedCard<C extends EngineCard> {
  card: C;
  score: number;
}

/**
 * The eligible cards that match at least one selected feature, best first: by match percent,
 * then incentive, then product id so that pages never overlap or skip.
 */
export function rankCards<C extends EngineCard>(
  cards: readonly C[],
  profile: ApplicantProfile,
  preferenceIds: readonly number[],
): RankedCard<C>[] {
  return cards
    .filter((card) => isCardEligible(card, profile))
    .map((card) => ({ card, score: matchPercent(card.featureIds, preferenceIds) }))
    .filter((ranked) => preferenceIds.some((id) => ranked.card.featureIds.has(id)))
    .sort(
      (a, b) => b.score - a.score || b.card.incentive - a.card.incentive || a.card.id - b.card.id,
    );
}

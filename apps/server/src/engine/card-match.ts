import type { ApplicantProfile, EngineCard } from './types.ts';

/**
 * Weight of each selected feature by priority: with n features the first weighs n, the last 1,
 * so a higher-priority feature always counts for more.
 */
export function priorityWeights(count: number): number[] {
  return Array.from({ length: count }, (_, index) => count - index);
}

/**
 * A function giving a card's share of the selected features' weight, as a rounded percent.
 * Built once per request: the weights do not depend on the card.
 */
export function matcher(
  preferenceIds: readonly number[],
): (featureIds: ReadonlySet<number>) => number {
  const weights = priorityWeights(preferenceIds.length);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return (featureIds) => {
    if (total === 0) return 0;
    let matched = 0;
    for (let i = 0; i < preferenceIds.length; i++) {
      if (featureIds.has(preferenceIds[i]!)) matched += weights[i]!;
    }
    return Math.round((100 * matched) / total);
  };
}

export function matchPercent(
  cardFeatureIds: ReadonlySet<number>,
  preferenceIds: readonly number[],
): number {
  return matcher(preferenceIds)(cardFeatureIds);
}

/** Everything of a profile that isCardEligible reads: equal keys, equal eligibility. */
export const eligibilityKey = (profile: ApplicantProfile): string =>
  `${profile.hardStop ? 1 : 0}:${profile.monthlySalary ?? '-'}:${profile.islamicOnly ? 1 : 0}`;

export function isCardEligible(card: EngineCard, profile: ApplicantProfile): boolean {
  if (profile.hardStop || profile.monthlySalary === null) return false;
  if (profile.monthlySalary < card.minMonthlySalary) return false;
  return !profile.islamicOnly || card.isIslamic;
}

export interface RankedCard<C extends EngineCard> {
  card: C;
  score: number;
}

/** Best first: by match percent, then incentive, then product id (a stable key). */
const byRank = <C extends EngineCard>(a: RankedCard<C>, b: RankedCard<C>) =>
  b.score - a.score || b.card.incentive - a.card.incentive || a.card.id - b.card.id;

/** Between two cards of equal match, whether `a` ranks before `b`. */
const beats = (a: EngineCard, b: EngineCard) =>
  a.incentive > b.incentive || (a.incentive === b.incentive && a.id < b.id);

/**
 * The eligible cards that match at least one selected feature, best first: by match percent,
 * then incentive, then product id so that pages never overlap or skip.
 */
export function rankCards<C extends EngineCard>(
  cards: readonly C[],
  profile: ApplicantProfile,
  preferenceIds: readonly number[],
): RankedCard<C>[] {
  const match = matcher(preferenceIds);
  // One pass, no intermediate arrays: this runs on every filter call over thousands of cards.
  const ranked: RankedCard<C>[] = [];
  for (const card of cards) {
    if (!isCardEligible(card, profile)) continue;
    const score = match(card.featureIds);
    if (score > 0 || preferenceIds.some((id) => card.featureIds.has(id))) {
      ranked.push({ card, score });
    }
  }
  return ranked.sort(byRank);
}

/**
 * The first `limit` entries of rankCards, and the length of its whole list, from the lists of
 * cards carrying each selected feature (in preference order), without building or sorting the
 * whole list: the filter call wants one page of thousands, the count call only the length.
 */
export function topRankedCards<C extends EngineCard>(
  cardsByFeature: readonly (readonly C[])[],
  profile: ApplicantProfile,
  preferenceIds: readonly number[],
  limit: number,
): { total: number; top: RankedCard<C>[] } {
  const match = matcher(preferenceIds);
  const top: RankedCard<C>[] = [];
  let total = 0;
  cardsByFeature.forEach((cards, listIndex) => {
    for (const card of cards) {
      // A card that carries an earlier selected feature was met in that feature's list.
      let seen = false;
      for (let j = 0; j < listIndex && !seen; j++) seen = card.featureIds.has(preferenceIds[j]!);
      if (seen || !isCardEligible(card, profile)) continue;
      total += 1;
      if (limit === 0) continue;
      const score = match(card.featureIds);
      const last = top.length === limit ? top[limit - 1]! : undefined;
      // Most cards rank below the page: reject them before allocating anything.
      if (last && (score < last.score || (score === last.score && !beats(card, last.card)))) {
        continue;
      }
      const entry = { card, score };
      // Insert in order (binary search); the list never grows past `limit`.
      let low = 0;
      let high = top.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (byRank(top[mid]!, entry) <= 0) low = mid + 1;
        else high = mid;
      }
      top.splice(low, 0, entry);
      if (top.length > limit) top.pop();
    }
  });
  return { total, top };
}

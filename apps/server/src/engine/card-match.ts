import { MIN_CARD_CREDIT_SCORE } from '@mizan/contracts';
import type { ApplicantProfile, EngineCard } from './types.ts';

/**
 * Every applicant fact that decides which cards the applicant may see, and nothing else: null
 * when no card may be shown at all. isCardEligible reads only this value, so two applicants
 * with equal values see the same cards, and the value can be part of a cache key as it is
 * (services/card-lists.ts): a new rule that needs another fact must add it here to read it.
 */
export type CardEligibility = Readonly<{
  /** Lower bound of the applicant's salary band. */
  monthlySalary: number;
  islamicOnly: boolean;
}> | null;

/** Cards need a score of at least MIN_CARD_CREDIT_SCORE, no hard stop and a known salary. */
export function cardEligibility(profile: ApplicantProfile, score: number): CardEligibility {
  if (profile.hardStop || score < MIN_CARD_CREDIT_SCORE || profile.monthlySalary === null) {
    return null;
  }
  return { monthlySalary: profile.monthlySalary, islamicOnly: profile.islamicOnly };
}

export function isCardEligible(card: EngineCard, eligibility: CardEligibility): boolean {
  if (eligibility === null || eligibility.monthlySalary < card.minMonthlySalary) return false;
  return !eligibility.islamicOnly || card.isIslamic;
}

/**
 * A function giving a card's share of the selected features' weight, as a rounded percent.
 * With n features the first weighs n, the last 1, so a higher-priority feature always counts for
 * more. Built once per ranking: the weights do not depend on the card.
 */
function matcher(preferenceIds: readonly number[]): (featureIds: ReadonlySet<number>) => number {
  const count = preferenceIds.length;
  const total = (count * (count + 1)) / 2;
  return (featureIds) => {
    if (total === 0) return 0;
    let matched = 0;
    for (let i = 0; i < count; i++) {
      if (featureIds.has(preferenceIds[i]!)) matched += count - i;
    }
    return Math.round((100 * matched) / total);
  };
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
 * The card list of SPEC section 4: the eligible cards that carry at least one selected feature,
 * best first (match percent, then incentive, then product id, so that pages never overlap or
 * skip). Answers its length and its first `limit` entries, from the lists of cards carrying
 * each selected feature (in preference order), without building or sorting the whole list:
 * the filter call wants one page of thousands, the count call only the length.
 */
export function topRankedCards<C extends EngineCard>(
  cardsByFeature: readonly (readonly C[])[],
  eligibility: CardEligibility,
  preferenceIds: readonly number[],
  limit: number,
): { total: number; top: RankedCard<C>[] } {
  const match = matcher(preferenceIds);
  const top: RankedCard<C>[] = [];
  let total = 0;
  if (eligibility === null) return { total, top };
  cardsByFeature.forEach((cards, listIndex) => {
    for (const card of cards) {
      // A card that carries an earlier selected feature was met in that feature's list.
      let seen = false;
      for (let j = 0; j < listIndex && !seen; j++) seen = card.featureIds.has(preferenceIds[j]!);
      if (seen || !isCardEligible(card, eligibility)) continue;
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

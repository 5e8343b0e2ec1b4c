import { MIN_CARD_CREDIT_SCORE, type CardFilters, type CardOrder } from '@mizan/contracts';
import { cardValue, noSpend, type CardValue, type MonthlySpend } from './card-value.ts';
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
 * The card list's filters (issue 14). Each keeps only cards whose published facts say so: a card
 * whose bank does not say whether it needs a salary transfer is not shown as not needing one.
 */
export function passesFilters(card: EngineCard, filters: CardFilters): boolean {
  const fee = card.valueTerms.annualFee;
  return (
    (!filters.islamicOnly || card.isIslamic) &&
    (!filters.noAnnualFee || (fee !== null && fee.laterYears === 0 && fee.firstYear === 0)) &&
    (!filters.noSalaryTransfer || card.salaryTransferRequired === false) &&
    (!filters.instantIssuance || card.instantIssuance)
  );
}

/**
 * "Why this card": the visitor's ranked features the card carries and those it lacks, each list
 * in priority order (priority 1 is the visitor's first choice): the match percent's reasons.
 */
export function matchReasons(
  preferenceIds: readonly number[],
  featureIds: ReadonlySet<number>,
): {
  meets: { featureId: number; priority: number }[];
  misses: { featureId: number; priority: number }[];
} {
  const ranked = preferenceIds.map((featureId, index) => ({ featureId, priority: index + 1 }));
  return {
    meets: ranked.filter((p) => featureIds.has(p.featureId)),
    misses: ranked.filter((p) => !featureIds.has(p.featureId)),
  };
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

/** Everything besides the catalogue that decides a card list and its order. */
export interface CardRanking {
  eligibility: CardEligibility;
  /** Selected sub-features, highest priority first. */
  preferenceIds: readonly number[];
  filters: CardFilters;
  order: CardOrder;
  /** The visitor's monthly spend; null when none was given (no value estimates). */
  spend: MonthlySpend | null;
}

export interface RankedCard<C extends EngineCard> {
  card: C;
  score: number;
  /** The card's value for the spend; null when no spend was given. */
  value: CardValue | null;
}

/** Best match first: match percent, then incentive, then product id (a stable key). */
const byMatch = <C extends EngineCard>(a: RankedCard<C>, b: RankedCard<C>) =>
  b.score - a.score || b.card.incentive - a.card.incentive || a.card.id - b.card.id;

/** Best value first, then as by match. */
const byValue = <C extends EngineCard>(a: RankedCard<C>, b: RankedCard<C>) =>
  b.value!.net - a.value!.net || byMatch(a, b);

/**
 * The card list of SPEC section 4, filtered and ordered as asked: the eligible cards that pass the
 * filters and carry at least one selected feature, best first (by match, or by value for the
 * spend), so that pages never overlap or skip. Answers its length and its first `limit` entries,
 * from the lists of cards carrying each selected feature (in preference order), without building
 * or sorting the whole list: the filter call wants one page of thousands, the count call only
 * the length.
 */
export function topRankedCards<C extends EngineCard>(
  cardsByFeature: readonly (readonly C[])[],
  ranking: CardRanking,
  limit: number,
): { total: number; top: RankedCard<C>[] } {
  const { eligibility, preferenceIds, filters, order, spend } = ranking;
  const match = matcher(preferenceIds);
  const compare = order === 'value' ? byValue : byMatch;
  const top: RankedCard<C>[] = [];
  let total = 0;
  if (eligibility === null) return { total, top };
  cardsByFeature.forEach((cards, listIndex) => {
    for (const card of cards) {
      // A card that carries an earlier selected feature was met in that feature's list.
      let seen = false;
      for (let j = 0; j < listIndex && !seen; j++) seen = card.featureIds.has(preferenceIds[j]!);
      if (seen || !isCardEligible(card, eligibility) || !passesFilters(card, filters)) continue;
      total += 1;
      if (limit === 0) continue;
      const entry: RankedCard<C> = {
        card,
        score: match(card.featureIds),
        // Ordering by value with no spend given orders by the fees alone.
        value:
          spend === null && order !== 'value' ? null : cardValue(card.valueTerms, spend ?? noSpend),
      };
      // Most cards rank below the page: drop them before searching for a place.
      if (top.length === limit && compare(entry, top[limit - 1]!) >= 0) continue;
      // Insert in order (binary search); the list never grows past `limit`.
      let low = 0;
      let high = top.length;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (compare(top[mid]!, entry) <= 0) low = mid + 1;
        else high = mid;
      }
      top.splice(low, 0, entry);
      if (top.length > limit) top.pop();
    }
  });
  return { total, top };
}

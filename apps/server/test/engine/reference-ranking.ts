import { MIN_CARD_CREDIT_SCORE, type CardFilters, type CardOrder } from '@mizan/contracts';
import { cardValue, type CardValue, type MonthlySpend } from '../../src/engine/card-value.ts';
import type { ApplicantProfile, EngineCard } from '../../src/engine/types.ts';

/** The list's filters, order and spend: none, by match, no spend (SPEC's list) unless given. */
export interface ReferenceOptions {
  filters?: CardFilters;
  order?: CardOrder;
  spend?: MonthlySpend | null;
}

/**
 * The card list of SPEC section 4 and issue 14 written the plain way, straight from the
 * applicant's profile and score: every card checked, filtered, scored, valued and sorted. The
 * engine's (an index, a partial sort, an eligibility value, a cache) must always agree with it.
 * (The value of one card is card-value.ts's, tested on its own; this is about the list.)
 */
export function referenceRanking<C extends EngineCard>(
  cards: readonly C[],
  profile: ApplicantProfile,
  creditScore: number,
  preferenceIds: readonly number[],
  { filters = {}, order = 'match', spend = null }: ReferenceOptions = {},
): { card: C; score: number; value: CardValue | null }[] {
  const salary = profile.monthlySalary;
  if (profile.hardStop || creditScore < MIN_CARD_CREDIT_SCORE || salary === null) return [];
  if (order === 'value' && spend === null) throw new Error('ordering by value needs a spend');
  const n = preferenceIds.length;
  // Priority 1 weighs n, the last 1.
  const weight = (card: C) =>
    preferenceIds.reduce((sum, id, index) => sum + (card.featureIds.has(id) ? n - index : 0), 0);
  const fee = (card: C) => card.valueTerms.annualFee;
  const byMatch = (a: { card: C; score: number }, b: { card: C; score: number }) =>
    b.score - a.score || b.card.incentive - a.card.incentive || a.card.id - b.card.id;
  return cards
    .filter((card) => salary >= card.minMonthlySalary)
    .filter((card) => !profile.islamicOnly || card.isIslamic)
    .filter((card) => !filters.islamicOnly || card.isIslamic)
    .filter(
      (card) => !filters.noAnnualFee || (fee(card)?.firstYear === 0 && fee(card)?.laterYears === 0),
    )
    .filter((card) => !filters.noSalaryTransfer || card.salaryTransferRequired === false)
    .filter((card) => !filters.instantIssuance || card.instantIssuance)
    .filter((card) => weight(card) > 0)
    .map((card) => ({
      card,
      score: Math.round((100 * weight(card)) / ((n * (n + 1)) / 2)),
      value: spend === null ? null : cardValue(card.valueTerms, spend),
    }))
    .sort((a, b) => (order === 'value' ? b.value!.net - a.value!.net : 0) || byMatch(a, b));
}

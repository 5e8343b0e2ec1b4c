import { SPEND_CATEGORIES, type SpendCategory } from '@mizan/contracts';

// A card's estimated net value over a year for a visitor's typical monthly spend: what its earn
// rates pay (with their caps and minimum spend), less the annual fee (unless the spend meets its
// waiver), less the foreign-currency fee on spend abroad. Only published figures count: a figure
// the bank does not publish counts as 0 and is named, so the page can say so beside the estimate.

/** Monthly spend per category, in the card's currency. */
export type MonthlySpend = Readonly<Record<SpendCategory, number>>;

/** The published figures the estimate reads; null where the bank publishes none. */
export interface CardValueTerms {
  annualFee: { firstYear: number; laterYears: number; waivedFromYearlySpend: number | null } | null;
  foreignCurrencyFeePercent: number | null;
  earn: {
    categories: Readonly<
      Record<SpendCategory, { percent: number | null; monthlyCap: number | null }>
    >;
    monthlyCap: number | null;
    minMonthlySpend: number | null;
  } | null;
}

export interface CardValue {
  earned: number;
  annualFee: number;
  feeWaived: boolean;
  foreignCurrencyFees: number;
  net: number;
  /** Categories with spend whose earn has no published cash value: counted as 0. */
  unvaluedCategories: SpendCategory[];
  unpublished: ('earnRates' | 'annualFee' | 'foreignCurrencyFee')[];
}

const toCents = (amount: number) => Math.round(amount * 100) / 100;

export const noSpend: MonthlySpend = Object.fromEntries(
  SPEND_CATEGORIES.map((category) => [category, 0]),
) as Record<SpendCategory, number>;

/** The spend as the API takes it (categories left out are 0). */
export const monthlySpend = (spend: Partial<Record<SpendCategory, number>>): MonthlySpend => ({
  ...noSpend,
  ...spend,
});

export const hasSpend = (spend: MonthlySpend) => SPEND_CATEGORIES.some((c) => spend[c] > 0);

function monthlyEarn(earn: NonNullable<CardValueTerms['earn']>, spend: MonthlySpend) {
  const total = SPEND_CATEGORIES.reduce((sum, category) => sum + spend[category], 0);
  const unvalued: SpendCategory[] = [];
  if (earn.minMonthlySpend !== null && total < earn.minMonthlySpend) return { amount: 0, unvalued };
  let amount = 0;
  for (const category of SPEND_CATEGORIES) {
    const { percent, monthlyCap } = earn.categories[category];
    if (spend[category] === 0) continue;
    if (percent === null) {
      unvalued.push(category);
      continue;
    }
    amount += Math.min((spend[category] * percent) / 100, monthlyCap ?? Infinity);
  }
  return { amount: Math.min(amount, earn.monthlyCap ?? Infinity), unvalued };
}

export function cardValue(terms: CardValueTerms, spend: MonthlySpend): CardValue {
  const unpublished: CardValue['unpublished'] = [];

  let earned = 0;
  let unvaluedCategories: SpendCategory[] = [];
  if (terms.earn === null) unpublished.push('earnRates');
  else {
    const month = monthlyEarn(terms.earn, spend);
    earned = month.amount * 12;
    unvaluedCategories = month.unvalued;
  }

  let annualFee = 0;
  let feeWaived = false;
  if (terms.annualFee === null) unpublished.push('annualFee');
  else {
    const yearlySpend = 12 * SPEND_CATEGORIES.reduce((sum, category) => sum + spend[category], 0);
    const threshold = terms.annualFee.waivedFromYearlySpend;
    feeWaived = terms.annualFee.laterYears > 0 && threshold !== null && yearlySpend >= threshold;
    annualFee = feeWaived ? 0 : terms.annualFee.laterYears;
  }

  // Travel and spend abroad is the category paid in other currencies.
  let foreignCurrencyFees = 0;
  if (spend.travel > 0) {
    if (terms.foreignCurrencyFeePercent === null) unpublished.push('foreignCurrencyFee');
    else foreignCurrencyFees = (spend.travel * 12 * terms.foreignCurrencyFeePercent) / 100;
  }

  return {
    earned: toCents(earned),
    annualFee,
    feeWaived,
    foreignCurrencyFees: toCents(foreignCurrencyFees),
    net: toCents(earned - annualFee - foreignCurrencyFees),
    unvaluedCategories,
    unpublished,
  };
}

import type {
  CardComparisonRow,
  CardFacts,
  ComparisonRow,
  LoanComparisonRow,
  LoanFacts,
} from '@mizan/contracts';
import { CARD_COMPARISON_ROWS, LOAN_COMPARISON_ROWS } from '@mizan/contracts';

// Side by side (issue 14): for each fact, whether the products differ on it and which hold its
// best value. A row's value is null where the bank does not publish it; only published values
// compete, and a row has a best only when at least two products publish it and they differ.

type Value = number | boolean | string | null;
/** Which value is best: the lowest number, the highest, `false` (e.g. no salary transfer), or none. */
type Better = 'lower' | 'higher' | 'false' | null;

interface RowRule<F> {
  get: (facts: F, net: number | null) => Value;
  better: Better;
}

const CARD_ROWS: Record<CardComparisonRow, RowRule<CardFacts>> = {
  value: { get: (_, net) => net, better: 'higher' },
  'annualFee.firstYear': { get: (f) => f.annualFee.value?.firstYear ?? null, better: 'lower' },
  'annualFee.laterYears': { get: (f) => f.annualFee.value?.laterYears ?? null, better: 'lower' },
  'annualFee.waiver': { get: (f) => f.annualFee.value?.waiver ?? null, better: null },
  monthlyRate: { get: (f) => f.monthlyRate.value, better: 'lower' },
  apr: { get: (f) => f.apr.value, better: 'lower' },
  foreignCurrencyFee: { get: (f) => f.foreignCurrencyFee.value, better: 'lower' },
  'earnRates.groceries': { get: (f) => earn(f, 'groceries'), better: 'higher' },
  'earnRates.dining': { get: (f) => earn(f, 'dining'), better: 'higher' },
  'earnRates.fuel': { get: (f) => earn(f, 'fuel'), better: 'higher' },
  'earnRates.online': { get: (f) => earn(f, 'online'), better: 'higher' },
  'earnRates.travel': { get: (f) => earn(f, 'travel'), better: 'higher' },
  'earnRates.other': { get: (f) => earn(f, 'other'), better: 'higher' },
  'earnRates.monthlyCap': {
    // A cap or minimum the facts leave empty may be none or one not published: it does not compete.
    get: (f) => f.earnRates.value?.monthlyCap ?? null,
    better: 'higher',
  },
  'earnRates.minMonthlySpend': {
    get: (f) => f.earnRates.value?.minMonthlySpend ?? null,
    better: 'lower',
  },
  welcomeOffer: { get: (f) => f.welcomeOffer.value, better: null },
  loungeAccess: { get: (f) => f.loungeAccess.value, better: null },
  minMonthlySalary: { get: (f) => f.minMonthlySalary.value, better: 'lower' },
  salaryTransferRequired: { get: (f) => f.salaryTransferRequired.value, better: 'false' },
  islamic: { get: (f) => f.islamic.value, better: null },
};

function earn(
  facts: CardFacts,
  category: keyof NonNullable<CardFacts['earnRates']['value']>['categories'],
) {
  return facts.earnRates.value?.categories[category].percent ?? null;
}

const LOAN_ROWS: Record<LoanComparisonRow, RowRule<LoanFacts>> = {
  rateType: { get: (f) => f.rateType.value, better: null },
  // Flat and reducing rates are not comparable: the APR row is.
  rate: { get: (f) => f.rate.value?.min ?? null, better: null },
  apr: { get: (f) => f.apr.value?.min ?? null, better: 'lower' },
  processingFee: { get: (f) => f.processingFee.value?.percent ?? null, better: 'lower' },
  earlySettlementFee: { get: (f) => f.earlySettlementFee.value?.percent ?? null, better: 'lower' },
  maxAmount: { get: (f) => f.maxAmount.value, better: 'higher' },
  maxTenureMonths: { get: (f) => f.maxTenureMonths.value, better: 'higher' },
  minMonthlySalary: { get: (f) => f.minMonthlySalary.value, better: 'lower' },
  salaryTransferRequired: { get: (f) => f.salaryTransferRequired.value, better: 'false' },
};

/** A value's identity for telling values apart. */
const identity = (value: Value) => JSON.stringify(value);

function row<K extends ComparisonRow['key']>(
  key: K,
  better: Better,
  values: { productId: number; value: Value }[],
): ComparisonRow {
  const distinct = new Set(values.map((v) => identity(v.value)));
  const published = values.filter((v) => v.value !== null);
  const publishedDistinct = new Set(published.map((v) => identity(v.value)));
  let best: number[] = [];
  if (better !== null && published.length >= 2 && publishedDistinct.size > 1) {
    const score = (value: Value) =>
      better === 'false'
        ? value === false
          ? 1
          : 0
        : better === 'higher'
          ? Number(value)
          : -Number(value);
    const top = Math.max(...published.map((v) => score(v.value)));
    best = published.filter((v) => score(v.value) === top).map((v) => v.productId);
  }
  return { key, differs: distinct.size > 1, best };
}

/** The rows of a card comparison; `nets` are the cards' value estimates when a spend was given. */
export function compareCards(
  cards: readonly { productId: number; facts: CardFacts }[],
  nets: readonly number[] | null,
): ComparisonRow[] {
  return CARD_COMPARISON_ROWS.filter((key) => key !== 'value' || nets !== null).map((key) =>
    row(
      key,
      CARD_ROWS[key].better,
      cards.map((card, index) => ({
        productId: card.productId,
        value: CARD_ROWS[key].get(card.facts, nets?.[index] ?? null),
      })),
    ),
  );
}

export function compareLoans(
  loans: readonly { productId: number; facts: LoanFacts }[],
): ComparisonRow[] {
  return LOAN_COMPARISON_ROWS.map((key) =>
    row(
      key,
      LOAN_ROWS[key].better,
      loans.map((loan) => ({
        productId: loan.productId,
        value: LOAN_ROWS[key].get(loan.facts, null),
      })),
    ),
  );
}

import { describe, expect, it } from 'vitest';
import {
  CARD_COMPARISON_ROWS,
  LOAN_COMPARISON_ROWS,
  type CardFacts,
  type ComparisonRow,
  type EarnRates,
  type LoanFacts,
} from '@mizan/contracts';
import { compareCards, compareLoans } from '../../src/engine/compare.ts';

const source = { url: 'https://bank.example/card', checkedOn: '2026-11-24' };
const fact = <T>(value: T | null) => ({ value, source });

/** A card with every fact "not published" but those given. */
const cardFacts = (values: { [K in keyof CardFacts]?: CardFacts[K]['value'] } = {}): CardFacts => ({
  annualFee: fact(values.annualFee ?? null),
  monthlyRate: fact(values.monthlyRate ?? null),
  apr: fact(values.apr ?? null),
  foreignCurrencyFee: fact(values.foreignCurrencyFee ?? null),
  minMonthlySalary: fact(values.minMonthlySalary ?? null),
  salaryTransferRequired: fact(values.salaryTransferRequired ?? null),
  islamic: fact(values.islamic ?? null),
  earnRates: fact(values.earnRates ?? null),
  welcomeOffer: fact(values.welcomeOffer ?? null),
  loungeAccess: fact(values.loungeAccess ?? null),
});

const loanFacts = (
  values: { [K in keyof LoanFacts]?: NonNullable<LoanFacts[K]>['value'] } = {},
): LoanFacts => ({
  rateType: fact(values.rateType ?? null),
  rate: fact(values.rate ?? null),
  apr: fact(values.apr ?? null),
  processingFee: fact(values.processingFee ?? null),
  earlySettlementFee: fact(values.earlySettlementFee ?? null),
  minMonthlySalary: fact(values.minMonthlySalary ?? null),
  salaryTransferRequired: fact(values.salaryTransferRequired ?? null),
  maxAmount: fact(values.maxAmount ?? null),
  maxTenureMonths: fact(values.maxTenureMonths ?? null),
  islamic: fact(values.islamic ?? null),
});

const fee = (firstYear: number, laterYears: number, waiver: string | null = null) => ({
  firstYear,
  laterYears,
  waiver,
  waivedFromYearlySpend: null,
});

const earn = (overrides: Partial<EarnRates> & { dining?: number | null } = {}): EarnRates => {
  const { dining = null, ...rest } = overrides;
  const none = { percent: null, monthlyCap: null };
  return {
    kind: 'cashback',
    summary: 'cashback',
    categories: {
      groceries: none,
      dining: { percent: dining, monthlyCap: null },
      fuel: none,
      online: none,
      travel: none,
      other: none,
    },
    monthlyCap: null,
    minMonthlySpend: null,
    ...rest,
  };
};

/** Cards 11, 12, 13... with these facts. */
const cards = (...facts: CardFacts[]) =>
  facts.map((f, index) => ({ productId: 11 + index, facts: f }));

const rowOf = (rows: ComparisonRow[], key: ComparisonRow['key']) => {
  const row = rows.find((r) => r.key === key);
  if (!row) throw new Error(`no row ${key}`);
  return row;
};

describe('card comparison', () => {
  it('has every row in display order, the value row only with value estimates', () => {
    const products = cards(cardFacts(), cardFacts());
    expect(compareCards(products, null).map((r) => r.key)).toEqual(
      CARD_COMPARISON_ROWS.filter((key) => key !== 'value'),
    );
    expect(compareCards(products, [10, 20]).map((r) => r.key)).toEqual([...CARD_COMPARISON_ROWS]);
  });

  it('marks the lowest fee best, and a row where the cards agree as neither differing nor best', () => {
    const rows = compareCards(
      cards(cardFacts({ annualFee: fee(0, 315) }), cardFacts({ annualFee: fee(0, 0) })),
      null,
    );
    expect(rowOf(rows, 'annualFee.firstYear')).toEqual({
      key: 'annualFee.firstYear',
      differs: false,
      best: [],
    });
    expect(rowOf(rows, 'annualFee.laterYears')).toEqual({
      key: 'annualFee.laterYears',
      differs: true,
      best: [12],
    });
  });

  it('marks the highest earn rate best', () => {
    const rows = compareCards(
      cards(
        cardFacts({ earnRates: earn({ dining: 5 }) }),
        cardFacts({ earnRates: earn({ dining: 9 }) }),
        cardFacts({ earnRates: earn({ dining: 1 }) }),
      ),
      null,
    );
    expect(rowOf(rows, 'earnRates.dining')).toMatchObject({ differs: true, best: [12] });
    // Nobody publishes a groceries rate: nothing differs, nothing is best.
    expect(rowOf(rows, 'earnRates.groceries')).toMatchObject({ differs: false, best: [] });
  });

  it('marks every card tied at the best', () => {
    const rows = compareCards(
      cards(
        cardFacts({ apr: 39, foreignCurrencyFee: 2.49 }),
        cardFacts({ apr: 39, foreignCurrencyFee: 2.99 }),
        cardFacts({ apr: 41.88, foreignCurrencyFee: 2.49 }),
      ),
      null,
    );
    expect(rowOf(rows, 'apr')).toMatchObject({ differs: true, best: [11, 12] });
    expect(rowOf(rows, 'foreignCurrencyFee')).toMatchObject({ differs: true, best: [11, 13] });
  });

  it('marks "no salary transfer" best', () => {
    const rows = compareCards(
      cards(
        cardFacts({ salaryTransferRequired: true }),
        cardFacts({ salaryTransferRequired: false }),
        cardFacts({ salaryTransferRequired: true }),
      ),
      null,
    );
    expect(rowOf(rows, 'salaryTransferRequired')).toMatchObject({ differs: true, best: [12] });
  });

  it('never marks a text or a yes/no without a better side best', () => {
    const rows = compareCards(
      cards(
        cardFacts({
          welcomeOffer: 'AED 1,000 cashback',
          loungeAccess: 'Unlimited',
          islamic: true,
          annualFee: fee(300, 300, 'Free with AED 12,000 a year'),
        }),
        cardFacts({
          welcomeOffer: '20,000 Miles',
          loungeAccess: '6 visits',
          islamic: false,
          annualFee: fee(300, 300, null),
        }),
      ),
      null,
    );
    for (const key of ['welcomeOffer', 'loungeAccess', 'islamic', 'annualFee.waiver'] as const) {
      expect(rowOf(rows, key)).toEqual({ key, differs: true, best: [] });
    }
  });

  it('lets only published values compete', () => {
    // 11 does not publish an APR; of the two that do, 12's is lower.
    const three = compareCards(
      cards(cardFacts(), cardFacts({ apr: 30 }), cardFacts({ apr: 40 })),
      null,
    );
    expect(rowOf(three, 'apr')).toMatchObject({ differs: true, best: [12] });
    // One published value against "not published": they differ, but nothing is best (an
    // unpublished figure is not a worse one). The same for the fee at 0 against unpublished.
    const two = compareCards(
      cards(cardFacts({ apr: 30, annualFee: fee(0, 0) }), cardFacts()),
      null,
    );
    expect(rowOf(two, 'apr')).toMatchObject({ differs: true, best: [] });
    expect(rowOf(two, 'annualFee.laterYears')).toMatchObject({ differs: true, best: [] });
    // Two equal published values and an unpublished one: different, no best.
    const tied = compareCards(
      cards(cardFacts({ apr: 30 }), cardFacts({ apr: 30 }), cardFacts()),
      null,
    );
    expect(rowOf(tied, 'apr')).toMatchObject({ differs: true, best: [] });
  });

  it('lets only published caps and minimum spends compete', () => {
    // A cap or minimum spend the facts leave empty may be none or one not published (the seed
    // files record both as null): it is never counted as the best.
    const rows = compareCards(
      cards(
        cardFacts({ earnRates: earn({ monthlyCap: 500, minMonthlySpend: 3000 }) }),
        cardFacts({ earnRates: earn({ monthlyCap: null, minMonthlySpend: null }) }),
        cardFacts({ earnRates: earn({ monthlyCap: 200, minMonthlySpend: 1000 }) }),
      ),
      null,
    );
    expect(rowOf(rows, 'earnRates.monthlyCap')).toMatchObject({ differs: true, best: [11] });
    expect(rowOf(rows, 'earnRates.minMonthlySpend')).toMatchObject({ differs: true, best: [13] });
    const unknown = compareCards(
      cards(cardFacts({ earnRates: earn({ dining: 5 }) }), cardFacts()),
      null,
    );
    expect(rowOf(unknown, 'earnRates.monthlyCap')).toMatchObject({ differs: false, best: [] });
  });

  it('marks the highest value estimate best, ties included', () => {
    const products = cards(cardFacts(), cardFacts(), cardFacts());
    expect(rowOf(compareCards(products, [1525, -315, 1525]), 'value')).toEqual({
      key: 'value',
      differs: true,
      best: [11, 13],
    });
    expect(rowOf(compareCards(products, [0, 0, 0]), 'value')).toEqual({
      key: 'value',
      differs: false,
      best: [],
    });
  });

  it('marks nothing when no card publishes a fact', () => {
    const rows = compareCards(cards(cardFacts(), cardFacts(), cardFacts()), null);
    for (const row of rows) expect(row).toEqual({ key: row.key, differs: false, best: [] });
  });
});

describe('loan comparison', () => {
  const loans = (...facts: LoanFacts[]) =>
    facts.map((f, index) => ({ productId: 21 + index, facts: f }));

  it('compares APRs, never flat and reducing rates', () => {
    // 21: 1.32% flat (APR not published); 22: 4.99% reducing, APR from 5.48%; 23: 5% reducing,
    // APR from 5.42%. The lower quoted rate is not marked best: flat and reducing rates differ
    // in kind. The APR row is, among those publishing one.
    const rows = compareLoans(
      loans(
        loanFacts({ rateType: 'flat', rate: { min: 1.32, max: 1.32 } }),
        loanFacts({
          rateType: 'reducing',
          rate: { min: 4.99, max: 19.99 },
          apr: { min: 5.48, max: 20.99 },
        }),
        loanFacts({
          rateType: 'reducing',
          rate: { min: 5, max: 5 },
          apr: { min: 5.42, max: 5.62 },
        }),
      ),
    );
    expect(rows.map((r) => r.key)).toEqual([...LOAN_COMPARISON_ROWS]);
    expect(rowOf(rows, 'rateType')).toEqual({ key: 'rateType', differs: true, best: [] });
    expect(rowOf(rows, 'rate')).toEqual({ key: 'rate', differs: true, best: [] });
    expect(rowOf(rows, 'apr')).toEqual({ key: 'apr', differs: true, best: [23] });
  });

  it('marks the lowest fees, the highest amount and tenure, and no salary transfer best', () => {
    const rows = compareLoans(
      loans(
        loanFacts({
          processingFee: { percent: 1, min: 500, max: 2500 },
          earlySettlementFee: { percent: 1, max: 10_000 },
          maxAmount: 2_000_000,
          maxTenureMonths: 48,
          minMonthlySalary: 3000,
          salaryTransferRequired: true,
        }),
        loanFacts({
          processingFee: { percent: 1.05, min: 525, max: 2625 },
          earlySettlementFee: { percent: 1.05, max: 10_500 },
          maxAmount: 4_000_000,
          maxTenureMonths: 48,
          minMonthlySalary: 5000,
          salaryTransferRequired: null,
        }),
        loanFacts({
          processingFee: { percent: 0, min: 0, max: 0 },
          maxAmount: 300_000,
          maxTenureMonths: 60,
          minMonthlySalary: 3000,
          salaryTransferRequired: false,
        }),
      ),
    );
    expect(rowOf(rows, 'processingFee')).toMatchObject({ differs: true, best: [23] });
    expect(rowOf(rows, 'earlySettlementFee')).toMatchObject({ differs: true, best: [21] });
    expect(rowOf(rows, 'maxAmount')).toMatchObject({ differs: true, best: [22] });
    expect(rowOf(rows, 'maxTenureMonths')).toMatchObject({ differs: true, best: [23] });
    expect(rowOf(rows, 'minMonthlySalary')).toMatchObject({ differs: true, best: [21, 23] });
    expect(rowOf(rows, 'salaryTransferRequired')).toMatchObject({ differs: true, best: [23] });
  });
});

import type { Country } from '../schemas/common.ts';

// Regulators' limits on personal lending, one table for the engine that applies them and the
// pages that explain them (sources in docs/decisions/0014).
// UAE Central Bank (Regulation 29/2011, Articles 2, 7 and 20): at most 20x monthly salary over at
// most 48 months, total repayments at most 50% of salary (30% for retirees), early settlement at
// most 1% of the amount owed and at most AED 10,000. SAMA (Regulations for Consumer Financing,
// Article 14, and its early-settlement guide): deductions at most 33.33% of salary (25% for
// retirees), at most 60 months, and an early settlement costs at most the profit of the three
// months that follow, on the declining balance.

/**
 * How a country states the APR. effective: the yearly rate X at which the instalments, each
 * discounted by (1 + X)^(k/12), equal the amount received (SAMA's definition, Consumer Finance
 * Regulations Article 1 and Annex 1). nominal: 12 times the monthly rate that does the same, as
 * UAE banks' Key Facts Statements state it (the UAE Central Bank prescribes no formula; decision
 * 0014 shows the published examples each form reproduces).
 */
export type AprConvention = 'effective' | 'nominal';

/** A share of what is still owed (at most `max`), or the profit of the months that follow. */
export type EarlySettlementCap =
  | { kind: 'percentOfOutstanding'; percent: number; max: number | null }
  | { kind: 'profitOfNextMonths'; months: number };

export interface LendingRules {
  /** The most one may borrow, in monthly salaries; null where no such rule applies. */
  maxSalaryMultiple: number | null;
  maxTenureMonths: number;
  /** All repayments (or deductions) together, as a share of salary (0-1). */
  debtBurdenCap: number;
  retireeDebtBurdenCap: number;
  /** The most a lender may charge to settle early. */
  earlySettlementCap: EarlySettlementCap;
  aprConvention: AprConvention;
}

export const LENDING_RULES = {
  ae: {
    maxSalaryMultiple: 20,
    maxTenureMonths: 48,
    debtBurdenCap: 0.5,
    retireeDebtBurdenCap: 0.3,
    earlySettlementCap: { kind: 'percentOfOutstanding', percent: 1, max: 10_000 },
    aprConvention: 'nominal',
  },
  sa: {
    maxSalaryMultiple: null,
    maxTenureMonths: 60,
    debtBurdenCap: 1 / 3,
    retireeDebtBurdenCap: 0.25,
    earlySettlementCap: { kind: 'profitOfNextMonths', months: 3 },
    aprConvention: 'effective',
  },
} as const satisfies Record<Country, LendingRules>;

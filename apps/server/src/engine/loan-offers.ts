import {
  LENDING_RULES,
  MIN_LOAN_TENURE_MONTHS,
  type EarlySettlementCap,
  type LendingRules,
  type LoanCost,
  type LoanLimits,
} from '@mizan/contracts';
import { instalmentCapacity } from './lending-rules.ts';
import {
  annualPercentageRate,
  monthlyInstalment,
  outstandingAfter,
  reducingRateFromFlat,
} from './loan-cost.ts';
import type { ApplicantProfile, Country, EngineLoan } from './types.ts';

/** Amounts are offered in whole thousands, never above what the rules allow. */
const AMOUNT_STEP = 1000;

const toCents = (amount: number) => Math.round(amount * 100) / 100;

export function processingFeeFor(amount: number, fee: EngineLoan['processingFee']): number {
  const raw = (amount * fee.percent) / 100;
  return Math.round(Math.min(fee.max, Math.max(fee.min, raw)));
}

function isEligible(loan: EngineLoan, profile: ApplicantProfile): boolean {
  const salary = profile.monthlySalary;
  if (profile.hardStop || salary === null || salary < loan.minMonthlySalary) return false;
  return !profile.islamicOnly || loan.isIslamic;
}

/**
 * The range the applicant may borrow this loan in, for a tenure (the longest allowed when none is
 * given), and which rule sets each end: null when the applicant may not have the loan at all.
 * The most is the smallest of the regulator's salary multiple, the bank's own maximum and the
 * amount whose instalment fits within the debt-burden limit at that tenure.
 */
export function loanLimits(
  loan: EngineLoan,
  country: Country,
  profile: ApplicantProfile,
  tenureMonths?: number,
): LoanLimits | null {
  if (!isEligible(loan, profile)) return null;
  const salary = profile.monthlySalary!;
  const rules = LENDING_RULES[country];
  const maxTenureMonths = Math.min(rules.maxTenureMonths, loan.maxTenureMonths ?? Infinity);
  const tenure = tenureMonths ?? maxTenureMonths;
  const capacity = instalmentCapacity(country, profile);
  // Instalments grow in proportion to the amount, for flat and reducing rates alike.
  const affordable = capacity / monthlyInstalment(1, loan.ratePercent, loan.rateType, tenure);
  const ceilings = [
    {
      reason: 'salaryMultiple' as const,
      amount: rules.maxSalaryMultiple === null ? Infinity : rules.maxSalaryMultiple * salary,
    },
    { reason: 'bankMaximum' as const, amount: loan.maxAmount ?? Infinity },
    { reason: 'debtBurden' as const, amount: affordable },
  ];
  // The first listed wins a tie: the regulator's rule before the bank's, both before arithmetic.
  const binding = ceilings.reduce((low, next) => (next.amount < low.amount ? next : low));
  const debtBurden = profile.retired ? rules.retireeDebtBurdenCap : rules.debtBurdenCap;
  return {
    monthlySalary: salary,
    minAmount: loan.minAmount,
    maxAmount: Math.floor(binding.amount / AMOUNT_STEP) * AMOUNT_STEP,
    maxAmountReason: binding.reason,
    minTenureMonths: Math.min(MIN_LOAN_TENURE_MONTHS, maxTenureMonths),
    maxTenureMonths,
    maxTenureReason: maxTenureMonths < rules.maxTenureMonths ? 'bank' : 'regulation',
    salaryMultiple: rules.maxSalaryMultiple,
    debtBurdenPercent: toCents(debtBurden * 100),
    obligationsPercent: toCents(profile.obligationsRatio * 100),
    maxMonthlyInstalment: Math.floor(capacity),
  };
}

/** Whether the limits leave any amount to lend. */
export const canLend = (limits: LoanLimits | null): limits is LoanLimits =>
  limits !== null && limits.maxAmount > 0 && limits.maxAmount >= limits.minAmount;

/** Which end of the limits an amount or tenure falls outside of; empty when it is within them. */
export type LoanQuoteProblem =
  | { field: 'tenure'; problem: 'belowMinimum' | 'aboveMaximum' }
  | { field: 'amount'; problem: 'belowMinimum' | 'aboveMaximum' };

export const tenureWithinLimits = (limits: LoanLimits, tenureMonths: number) =>
  tenureMonths >= limits.minTenureMonths && tenureMonths <= limits.maxTenureMonths;

export function loanQuoteProblems(
  limits: LoanLimits,
  amount: number,
  tenureMonths: number,
): LoanQuoteProblem[] {
  const problems: LoanQuoteProblem[] = [];
  if (tenureMonths < limits.minTenureMonths) {
    problems.push({ field: 'tenure', problem: 'belowMinimum' });
  }
  if (tenureMonths > limits.maxTenureMonths) {
    problems.push({ field: 'tenure', problem: 'aboveMaximum' });
  }
  if (amount < limits.minAmount) problems.push({ field: 'amount', problem: 'belowMinimum' });
  if (amount > limits.maxAmount) problems.push({ field: 'amount', problem: 'aboveMaximum' });
  return problems;
}

/**
 * The true cost of borrowing `amount` over `tenureMonths`: the instalment (rounded up to the
 * cent, as banks bill it), the totals, the APR from the amount received after the processing fee,
 * a flat rate's reducing equivalent, and what settling halfway through would cost in fees: the
 * bank's published fee, else the most the regulator allows, else unknown.
 */
export function loanCost(
  loan: EngineLoan,
  country: Country,
  amount: number,
  tenureMonths: number,
): LoanCost {
  const exact = monthlyInstalment(amount, loan.ratePercent, loan.rateType, tenureMonths);
  // Up to the cent, ignoring floating-point dust (12,000 x 1.1 / 12 is 1,100.0000000000002):
  // an instalment that is a whole number of cents is billed as it is.
  const instalment = Math.ceil(exact * 100 - 1e-6) / 100;
  const totalPayable = toCents(instalment * tenureMonths);
  const processingFee = processingFeeFor(amount, loan.processingFee);
  const reducingRatePercent =
    loan.rateType === 'flat'
      ? reducingRateFromFlat(loan.ratePercent, tenureMonths)
      : loan.ratePercent;

  const afterMonths = Math.floor(tenureMonths / 2);
  const monthlyRate = reducingRatePercent / 100 / 12;
  const outstanding = outstandingAfter(amount, exact, monthlyRate, afterMonths);
  const rules = LENDING_RULES[country];
  const bankFee = loan.earlySettlementFee;
  const earlySettlementFee = bankFee
    ? Math.min((outstanding * bankFee.percent) / 100, bankFee.max ?? regulatoryMax(rules))
    : settlementCap(
        rules.earlySettlementCap,
        (paid) => outstandingAfter(amount, exact, monthlyRate, paid),
        afterMonths,
        monthlyRate,
        tenureMonths,
      );

  return {
    amount,
    tenureMonths,
    monthlyInstalment: instalment,
    totalPayable,
    totalInterest: toCents(totalPayable - amount),
    processingFee,
    apr: toCents(
      annualPercentageRate(amount - processingFee, instalment, tenureMonths, rules.aprConvention),
    ),
    rateType: loan.rateType,
    ratePercent: loan.ratePercent,
    ratePublished: loan.ratePublished,
    reducingRatePercent: toCents(reducingRatePercent),
    earlySettlement: {
      afterMonths,
      outstanding: toCents(outstanding),
      fee: toCents(earlySettlementFee),
      basis: bankFee ? 'bank' : 'regulatoryCap',
    },
  };
}

/** A bank that publishes its fee's percent but no ceiling is still held to the regulator's. */
const regulatoryMax = (rules: LendingRules) =>
  (rules.earlySettlementCap.kind === 'percentOfOutstanding' && rules.earlySettlementCap.max) ||
  Infinity;

/**
 * The most the regulator lets a lender charge to settle after `paid` instalments: a share of the
 * balance (UAE), or the profit the balance would have earned over the next months (KSA), each
 * month's on the balance still owed that month.
 */
function settlementCap(
  cap: EarlySettlementCap,
  balanceAfter: (paid: number) => number,
  paid: number,
  monthlyRate: number,
  tenureMonths: number,
): number {
  if (cap.kind === 'percentOfOutstanding') {
    return Math.min((balanceAfter(paid) * cap.percent) / 100, cap.max ?? Infinity);
  }
  let profit = 0;
  for (let month = paid; month < Math.min(paid + cap.months, tenureMonths); month++) {
    profit += balanceAfter(month) * monthlyRate;
  }
  return profit;
}

export interface LoanQuote<L extends EngineLoan> {
  loan: L;
  limits: LoanLimits;
  cost: LoanCost;
}

/** The default offer: the most the applicant may borrow over the longest tenure allowed. */
export function quoteLoan<L extends EngineLoan>(
  loan: L,
  country: Country,
  profile: ApplicantProfile,
): LoanQuote<L> | null {
  const limits = loanLimits(loan, country, profile);
  if (!canLend(limits)) return null;
  return {
    loan,
    limits,
    cost: loanCost(loan, country, limits.maxAmount, limits.maxTenureMonths),
  };
}

/** Every loan the applicant qualifies for: largest amount first, then cheapest APR, then by id. */
export function loanOffers<L extends EngineLoan>(
  loans: readonly L[],
  country: Country,
  profile: ApplicantProfile,
): LoanQuote<L>[] {
  return loans
    .map((loan) => quoteLoan(loan, country, profile))
    .filter((quote): quote is LoanQuote<L> => quote !== null)
    .sort(
      (a, b) => b.cost.amount - a.cost.amount || a.cost.apr - b.cost.apr || a.loan.id - b.loan.id,
    );
}

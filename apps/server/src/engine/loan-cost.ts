import type { AprConvention } from '@mizan/contracts';

// What a loan costs, from its cash flows: the instalment, the totals, the APR, a flat rate's
// reducing-balance equivalent and the balance still owed. Rates are yearly percents in and out
// (5.99 means 5.99% a year); the formulas work on monthly fractions.

export type RateType = 'flat' | 'reducing';

/** The level instalment that repays `principal` over `months` at a monthly rate (annuity). */
export function instalmentFor(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** The principal a level instalment repays over `months` at a monthly rate. */
export function principalFor(instalment: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return instalment * months;
  return (instalment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate;
}

/**
 * The monthly instalment of a loan quoted at a yearly rate of either type. Flat: the interest is
 * charged on the whole amount for the whole term (amount x rate x years), spread evenly.
 */
export function monthlyInstalment(
  amount: number,
  yearlyPercent: number,
  rateType: RateType,
  months: number,
): number {
  if (rateType === 'flat') return (amount * (1 + (yearlyPercent / 100) * (months / 12))) / months;
  return instalmentFor(amount, yearlyPercent / 100 / 12, months);
}

/**
 * The monthly rate r at which `months` instalments are worth `received` today: the root of
 * sum(instalment / (1 + r)^k, k = 1..months) = received. The present value falls as r rises, so
 * bisection always finds it; 200 halvings of [0, 1] are far below a cent.
 */
export function monthlyRateFromCashFlows(
  received: number,
  instalment: number,
  months: number,
): number {
  if (instalment * months <= received) return 0;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 200; i++) {
    const mid = (low + high) / 2;
    if (principalFor(instalment, mid, months) > received) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * The annual percentage rate, percent, from the cash flows: the amount the borrower actually
 * receives (the amount less the fees paid at the start) against the instalments.
 */
export function annualPercentageRate(
  received: number,
  instalment: number,
  months: number,
  convention: AprConvention = 'effective',
): number {
  const monthly = monthlyRateFromCashFlows(received, instalment, months);
  return (convention === 'effective' ? (1 + monthly) ** 12 - 1 : 12 * monthly) * 100;
}

/** The reducing-balance yearly rate (12 x monthly) that gives a flat rate's instalment. */
export function reducingRateFromFlat(flatYearlyPercent: number, months: number): number {
  const instalment = monthlyInstalment(1, flatYearlyPercent, 'flat', months);
  return monthlyRateFromCashFlows(1, instalment, months) * 12 * 100;
}

/**
 * What is still owed after `paid` instalments, at the loan's reducing-balance equivalent rate:
 * what the bank settles against (an early settlement repays the balance, never unearned interest).
 */
export function outstandingAfter(
  amount: number,
  instalment: number,
  monthlyRate: number,
  paid: number,
): number {
  const growth = (1 + monthlyRate) ** paid;
  const owed =
    monthlyRate === 0
      ? amount - instalment * paid
      : amount * growth - (instalment * (growth - 1)) / monthlyRate;
  return Math.max(0, owed);
}

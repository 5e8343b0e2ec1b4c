import { describe, expect, it } from 'vitest';
import {
  annualPercentageRate,
  instalmentFor,
  monthlyInstalment,
  monthlyRateFromCashFlows,
  outstandingAfter,
  principalFor,
  reducingRateFromFlat,
} from '../../src/engine/loan-cost.ts';

// Worked examples, each checkable by hand or with a calculator. Rates are yearly percents in and
// out, as the engine takes them.

/**
 * The standard APR equation solved independently of the engine (which bisects on a monthly
 * rate): Newton's method directly on the effective annual rate X in
 *   f(X) = sum over k = 1..n of instalment / (1 + X)^(k/12)  -  received = 0,
 *   f'(X) = sum over k of -(k/12) x instalment / (1 + X)^(k/12 + 1).
 * Answers X in percent.
 */
function aprByNewton(received: number, instalment: number, months: number): number {
  let x = 0.1;
  for (let step = 0; step < 50; step++) {
    let f = -received;
    let slope = 0;
    for (let k = 1; k <= months; k++) {
      f += instalment * (1 + x) ** (-k / 12);
      slope += -(k / 12) * instalment * (1 + x) ** (-k / 12 - 1);
    }
    const next = x - f / slope;
    if (Math.abs(next - x) < 1e-14) return next * 100;
    x = next;
  }
  return x * 100;
}

/** The left side of the APR equation at an APR in percent: what the instalments are worth today. */
const presentValue = (instalment: number, months: number, aprPercent: number) => {
  let sum = 0;
  for (let k = 1; k <= months; k++) sum += instalment / (1 + aprPercent / 100) ** (k / 12);
  return sum;
};

describe('instalment', () => {
  it('of a reducing-balance loan is the annuity: 1,000 at 10% over 12 months is 87.92', () => {
    // r = 0.10 / 12 = 0.0083333; 1,000 x r / (1 - 1.0083333^-12) = 8.33333 / 0.094785 = 87.9159.
    expect(monthlyInstalment(1000, 10, 'reducing', 12)).toBeCloseTo(87.9159, 4);
    expect(instalmentFor(1000, 0.1 / 12, 12)).toBeCloseTo(87.9159, 4);
  });

  it('of a flat-rate loan is P(1 + r x n/12) / n', () => {
    // 10,000 at 5% flat over 24 months: interest 10,000 x 5% x 2 years = 1,000, so 11,000 is
    // repaid in 24 instalments of 458.33.
    expect(monthlyInstalment(10_000, 5, 'flat', 24)).toBeCloseTo(11_000 / 24, 10);
    // 12,000 at 10% flat over 12 months: 12,000 + 1,200 = 13,200, 12 x 1,100.
    expect(monthlyInstalment(12_000, 10, 'flat', 12)).toBeCloseTo(1100, 10);
  });

  it('at a zero rate is the amount over the months, flat or reducing', () => {
    expect(monthlyInstalment(12_000, 0, 'reducing', 12)).toBe(1000);
    expect(monthlyInstalment(12_000, 0, 'flat', 12)).toBe(1000);
    expect(principalFor(1000, 0, 12)).toBe(12_000);
  });

  it('and the principal it repays are inverse', () => {
    const rate = 0.06 / 12;
    expect(instalmentFor(principalFor(1000, rate, 48), rate, 48)).toBeCloseTo(1000, 6);
    expect(principalFor(instalmentFor(50_000, rate, 36), rate, 36)).toBeCloseTo(50_000, 6);
  });
});

describe('APR from the cash flows', () => {
  it('of 12 payments on 1,000 at 10% reducing is (1 + 0.10/12)^12 - 1 = 10.47%', () => {
    const instalment = monthlyInstalment(1000, 10, 'reducing', 12);
    // The monthly rate that discounts the 12 instalments to the 1,000 received is 10% / 12 ...
    expect(monthlyRateFromCashFlows(1000, instalment, 12)).toBeCloseTo(0.1 / 12, 10);
    // ... and the effective annual rate (1.0083333)^12 - 1 = 0.104713.
    const apr = annualPercentageRate(1000, instalment, 12);
    expect(apr).toBeCloseTo(((1 + 0.1 / 12) ** 12 - 1) * 100, 8);
    expect(apr).toBeCloseTo(10.4713, 4);
    expect(aprByNewton(1000, instalment, 12)).toBeCloseTo(apr, 8);
    // It satisfies the equation: the instalments discounted at the APR are worth the 1,000.
    expect(presentValue(instalment, 12, apr)).toBeCloseTo(1000, 6);
  });

  it('of a single payment a month later solves in closed form', () => {
    // Receive 1,000, repay 1,010 once, after one month: 1,010 / (1 + X)^(1/12) = 1,000, so
    // X = 1.01^12 - 1 = 12.6825%.
    expect(annualPercentageRate(1000, 1010, 1)).toBeCloseTo((1.01 ** 12 - 1) * 100, 8);
    expect(annualPercentageRate(1000, 1010, 1)).toBeCloseTo(12.6825, 4);
  });

  it('of a single year at 1% a month is 12.68%, not 12%', () => {
    // 12 instalments of the annuity at exactly 1% a month: the APR is the effective annual
    // rate 1.01^12 - 1 = 12.6825%, above the nominal 12 x 1% = 12%.
    const instalment = instalmentFor(10_000, 0.01, 12); // 888.49
    expect(instalment).toBeCloseTo(888.4879, 4);
    expect(annualPercentageRate(10_000, instalment, 12)).toBeCloseTo(12.6825, 4);
  });

  it('rises with a processing fee: the borrower receives less for the same instalments', () => {
    // 12,000 at 10% reducing over 12 months: 12 times the 87.9159 per 1,000 above, 1,054.99. Without a fee
    // the APR is the 10.47% above; with a 1% fee (120) only 11,880 is received, and the rate
    // that discounts 12 x 1,054.99 to 11,880 is 12.58% a year.
    const instalment = monthlyInstalment(12_000, 10, 'reducing', 12);
    expect(instalment).toBeCloseTo(1054.9906, 4);
    const withFee = annualPercentageRate(11_880, instalment, 12);
    expect(withFee).toBeCloseTo(aprByNewton(11_880, instalment, 12), 6);
    expect(withFee).toBeCloseTo(12.5755, 3);
    expect(withFee).toBeGreaterThan(annualPercentageRate(12_000, instalment, 12));
    expect(presentValue(instalment, 12, withFee)).toBeCloseTo(11_880, 5);
  });

  it('agrees with the independent solver over other terms', () => {
    for (const [received, instalment, months] of [
      [99_000, 2348.51, 48],
      [200_000, 4000, 60],
      [5000, 500, 11],
    ] as const) {
      expect(annualPercentageRate(received, instalment, months)).toBeCloseTo(
        aprByNewton(received, instalment, months),
        6,
      );
    }
  });

  it("in the UAE's nominal form is 12 times the same monthly rate", () => {
    // 1,000 at 10% reducing over 12 months: the monthly rate is 10% / 12, so the nominal APR is
    // 12 x 0.8333% = 10%, and the effective one (1 + 0.10/12)^12 - 1 = 10.47% as above.
    const instalment = monthlyInstalment(1000, 10, 'reducing', 12);
    expect(annualPercentageRate(1000, instalment, 12, 'nominal')).toBeCloseTo(10, 8);
    expect(annualPercentageRate(1000, instalment, 12, 'effective')).toBeCloseTo(10.4713, 4);
    // With the 1% fee of the example above: effective 12.5755%, so nominal
    // 12 x (1.125755^(1/12) - 1) = 12 x 0.99200% = 11.904%.
    const fee = monthlyInstalment(12_000, 10, 'reducing', 12);
    const nominal = annualPercentageRate(11_880, fee, 12, 'nominal');
    expect(nominal).toBeCloseTo(
      12 * ((1 + aprByNewton(11_880, fee, 12) / 100) ** (1 / 12) - 1) * 100,
      6,
    );
    expect(nominal).toBeCloseTo(11.904, 3);
  });

  it('is 0 at a zero rate, and never negative', () => {
    expect(annualPercentageRate(12_000, 1000, 12)).toBe(0);
    expect(monthlyRateFromCashFlows(12_000, 1000, 12)).toBe(0);
    // Repaying less than was received: no negative rate is reported.
    expect(annualPercentageRate(12_000, 900, 12)).toBe(0);
  });
});

describe('flat rate and its reducing-balance equivalent', () => {
  it('10% flat over one year is about 17.97% reducing (APR 19.53%)', () => {
    // 1,200 at 10% flat for 12 months: 1,320 repaid as 12 x 110. The reducing rate r a month
    // with 110 x (1 - (1 + r)^-12) / r = 1,200: at r = 1.5% the left side is 110 x 10.9075 =
    // 1,199.8, so r is just under 1.5%: 1.49767%, x 12 = 17.972% a year.
    expect(reducingRateFromFlat(10, 12)).toBeCloseTo(17.972, 3);
    const instalment = monthlyInstalment(1200, 10, 'flat', 12);
    expect(instalment).toBeCloseTo(110, 10);
    // The reducing rate gives back the same instalment.
    expect(monthlyInstalment(1200, reducingRateFromFlat(10, 12), 'reducing', 12)).toBeCloseTo(
      110,
      8,
    );
    // APR: (1.0149767)^12 - 1 = 19.53%, by the independent solver too.
    expect(annualPercentageRate(1200, instalment, 12)).toBeCloseTo(19.5288, 3);
    expect(aprByNewton(1200, instalment, 12)).toBeCloseTo(19.5288, 3);
  });

  it('5% flat over five years is about 9.15% reducing', () => {
    // Per 1 borrowed: 1 + 5% x 5 = 1.25 repaid as 60 x 0.0208333. The textbook approximation
    // 2n/(n+1) x flat = 120/61 x 5% = 9.84% overstates it; solved exactly, 9.1543%.
    expect(reducingRateFromFlat(5, 60)).toBeCloseTo(9.1543, 3);
    const instalment = monthlyInstalment(1, 5, 'flat', 60);
    const monthly = ((1 + aprByNewton(1, instalment, 60) / 100) ** (1 / 12) - 1) * 12 * 100;
    expect(reducingRateFromFlat(5, 60)).toBeCloseTo(monthly, 6);
  });

  it('is always above the flat rate, and 0 at 0', () => {
    for (const [flat, months] of [
      [1.32, 60],
      [3.99, 48],
      [6, 6],
    ] as const) {
      expect(reducingRateFromFlat(flat, months)).toBeGreaterThan(flat);
    }
    expect(reducingRateFromFlat(0, 24)).toBe(0);
  });
});

describe('outstanding balance', () => {
  const monthly = 0.1 / 12;
  const instalment = instalmentFor(1000, monthly, 12); // 87.9159

  it('is the amount before any payment and nothing after the last', () => {
    expect(outstandingAfter(1000, instalment, monthly, 0)).toBeCloseTo(1000, 10);
    expect(outstandingAfter(1000, instalment, monthly, 12)).toBeCloseTo(0, 8);
  });

  it('halfway is what the remaining instalments are worth at the loan rate', () => {
    // After 6 of 12: 87.9159 x (1 - 1.0083333^-6) / 0.0083333 = 87.9159 x 5.82882 = 512.45.
    expect(outstandingAfter(1000, instalment, monthly, 6)).toBeCloseTo(512.4456, 4);
    expect(outstandingAfter(1000, instalment, monthly, 6)).toBeCloseTo(
      principalFor(instalment, monthly, 6),
      8,
    );
  });

  it('falls by the instalment each month at a zero rate', () => {
    expect(outstandingAfter(12_000, 1000, 0, 0)).toBe(12_000);
    expect(outstandingAfter(12_000, 1000, 0, 5)).toBe(7000);
    expect(outstandingAfter(12_000, 1000, 0, 12)).toBe(0);
  });

  it('of a flat loan is the balance at its reducing equivalent', () => {
    // 12,000 at 10% flat over 12 months: 1,100 a month at 17.972% reducing (1.49767% a month).
    // After 6: 1,100 x (1 - 1.0149767^-6) / 0.0149767 = 1,100 x 5.69764 = 6,267.40, more than
    // the 12,000 - 6 x 1,000 = 6,000 of principal that an even split of each instalment would leave.
    const rate = reducingRateFromFlat(10, 12) / 100 / 12;
    expect(outstandingAfter(12_000, 1100, rate, 6)).toBeCloseTo(6267.404, 2);
  });
});

import { describe, expect, it } from 'vitest';
import {
  instalmentFor,
  loanOffers,
  principalFor,
  processingFeeFor,
  quoteLoan,
} from '../../src/engine/loan-offers.ts';
import { instalmentCapacity } from '../../src/engine/lending-rules.ts';
import { loan, profile } from './fixtures.ts';

describe('UAE lending limits', () => {
  it('never lends more than 20x the monthly salary nor for more than 48 months', () => {
    const quote = quoteLoan(
      loan({ interestRate: 0.01, maxTenureMonths: 60 }),
      'ae',
      profile({ monthlySalary: 10_000 }),
    );
    expect(quote?.tenureMonths).toBe(48);
    // Half of 10,000 a month for 48 months would repay ~240,000; the 20x cap is 200,000.
    expect(quote?.amount).toBe(200_000);
  });

  it('keeps all repayments within half the salary (30% for retirees)', () => {
    expect(instalmentCapacity('ae', profile({ monthlySalary: 10_000 }))).toBe(5000);
    expect(
      instalmentCapacity('ae', profile({ monthlySalary: 10_000, obligationsRatio: 0.25 })),
    ).toBe(2500);
    expect(instalmentCapacity('ae', profile({ monthlySalary: 10_000, retired: true }))).toBe(3000);
    const quote = quoteLoan(
      loan(),
      'ae',
      profile({ monthlySalary: 10_000, obligationsRatio: 0.25 }),
    );
    expect(quote).not.toBeNull();
    expect(quote!.monthlyInstalment).toBeLessThanOrEqual(2500);
  });
});

describe('KSA lending limits (SAMA)', () => {
  it('keeps deductions within a third of salary, over at most 60 months', () => {
    const quote = quoteLoan(loan({ maxTenureMonths: 72 }), 'sa', profile({ monthlySalary: 9000 }));
    expect(quote?.tenureMonths).toBe(60);
    expect(quote!.monthlyInstalment).toBeLessThanOrEqual(3000);
    expect(instalmentCapacity('sa', profile({ monthlySalary: 8000, retired: true }))).toBe(2000);
  });
});

describe('loan quotes', () => {
  it('round the amount down to whole thousands within the bank limits', () => {
    const quote = quoteLoan(loan({ maxAmount: 50_500 }), 'ae', profile({ monthlySalary: 30_000 }));
    expect(quote?.amount).toBe(50_000);
  });

  it('are refused below the bank minimum salary or amount, after a hard stop, or without salary', () => {
    expect(quoteLoan(loan({ minMonthlySalary: 12_000 }), 'ae', profile())).toBeNull();
    expect(quoteLoan(loan({ minAmount: 500_000 }), 'ae', profile())).toBeNull();
    expect(quoteLoan(loan(), 'ae', profile({ hardStop: true }))).toBeNull();
    expect(quoteLoan(loan(), 'ae', profile({ monthlySalary: null }))).toBeNull();
    expect(quoteLoan(loan(), 'ae', profile({ obligationsRatio: 0.5 }))).toBeNull();
    expect(quoteLoan(loan(), 'ae', profile({ islamicOnly: true }))).toBeNull();
  });

  it('charge the processing fee as a percent between its floor and cap', () => {
    const fee = { percent: 1, min: 500, max: 2500 };
    expect(processingFeeFor(20_000, fee)).toBe(500);
    expect(processingFeeFor(120_000, fee)).toBe(1200);
    expect(processingFeeFor(900_000, fee)).toBe(2500);
  });

  it('use annuity maths that round-trips', () => {
    const rate = 0.06 / 12;
    expect(instalmentFor(principalFor(1000, rate, 48), rate, 48)).toBeCloseTo(1000, 6);
    expect(principalFor(1000, 0, 12)).toBe(12_000);
  });

  it('list the largest amount first, then the cheapest rate, then by id', () => {
    const offers = loanOffers(
      [
        loan({ id: 1, interestRate: 9, maxAmount: 100_000 }),
        loan({ id: 2, interestRate: 5, maxAmount: 100_000 }),
        loan({ id: 3, interestRate: 4, maxAmount: 50_000 }),
        loan({ id: 4, minMonthlySalary: 99_000 }),
      ],
      'ae',
      profile({ monthlySalary: 30_000 }),
    );
    expect(offers.map((o) => o.loan.id)).toEqual([2, 1, 3]);
  });
});

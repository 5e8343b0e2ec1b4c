import { describe, expect, it } from 'vitest';
import { MIN_LOAN_TENURE_MONTHS } from '@mizan/contracts';
import { instalmentFor, principalFor } from '../../src/engine/loan-cost.ts';
import {
  canLend,
  loanCost,
  loanLimits,
  loanOffers,
  loanQuoteProblems,
  processingFeeFor,
  quoteLoan,
  tenureWithinLimits,
} from '../../src/engine/loan-offers.ts';
import { instalmentCapacity } from '../../src/engine/lending-rules.ts';
import { loan, profile } from './fixtures.ts';

// The fixture loan: 6% a year reducing, up to 48 months, 10,000 to 1,000,000, processing fee 1%
// between 500 and 2,500, no published early settlement fee. At 6% (0.5% a month) the instalment
// per 1 borrowed is 0.005 / (1 - 1.005^-48) = 0.0234850 over 48 months, 0.0443206 over 24 and
// 0.0193328 over 60.

describe('UAE lending limits', () => {
  it('never lends more than 20x the monthly salary nor for more than 48 months', () => {
    const quote = quoteLoan(
      loan({ ratePercent: 0.01, maxTenureMonths: 60 }),
      'ae',
      profile({ monthlySalary: 10_000 }),
    );
    expect(quote?.cost.tenureMonths).toBe(48);
    // Half of 10,000 a month for 48 months would repay ~240,000; the 20x cap is 200,000.
    expect(quote?.cost.amount).toBe(200_000);
    expect(quote?.limits).toMatchObject({
      maxAmount: 200_000,
      maxAmountReason: 'salaryMultiple',
      maxTenureMonths: 48,
      maxTenureReason: 'regulation',
      salaryMultiple: 20,
    });
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
    expect(quote!.cost.monthlyInstalment).toBeLessThanOrEqual(2500);
  });
});

describe('KSA lending limits (SAMA)', () => {
  it('keeps deductions within a third of salary, over at most 60 months', () => {
    const quote = quoteLoan(loan({ maxTenureMonths: 72 }), 'sa', profile({ monthlySalary: 9000 }));
    expect(quote?.cost.tenureMonths).toBe(60);
    expect(quote!.cost.monthlyInstalment).toBeLessThanOrEqual(3000);
    expect(instalmentCapacity('sa', profile({ monthlySalary: 8000, retired: true }))).toBe(2000);
  });
});

describe('loan limits', () => {
  it('are set by the salary multiple when it is the lowest ceiling', () => {
    // 20 x 10,000 = 200,000 against ~240,000 affordable and the bank's 1,000,000.
    const limits = loanLimits(loan({ ratePercent: 0.01 }), 'ae', profile());
    expect(limits).toMatchObject({ maxAmount: 200_000, maxAmountReason: 'salaryMultiple' });
  });

  it('are set by the debt burden, and say how much room is left', () => {
    // 50% of 10,000 less 25% already committed leaves 2,500 a month;
    // 2,500 / 0.0234850 = 106,450.79, in whole thousands 106,000 (below 20 x 10,000).
    expect(loanLimits(loan(), 'ae', profile({ obligationsRatio: 0.25 }))).toEqual({
      monthlySalary: 10_000,
      minAmount: 10_000,
      maxAmount: 106_000,
      maxAmountReason: 'debtBurden',
      minTenureMonths: MIN_LOAN_TENURE_MONTHS,
      maxTenureMonths: 48,
      maxTenureReason: 'regulation',
      salaryMultiple: 20,
      debtBurdenPercent: 50,
      obligationsPercent: 25,
      maxMonthlyInstalment: 2500,
    });
  });

  it('depend on the tenure: a shorter one affords less', () => {
    // Over 24 months: 2,500 / 0.0443206 = 56,407.17, so 56,000.
    const limits = loanLimits(loan(), 'ae', profile({ obligationsRatio: 0.25 }), 24);
    expect(limits).toMatchObject({ maxAmount: 56_000, maxAmountReason: 'debtBurden' });
    // The tenure range itself does not change with the tenure asked for.
    expect(limits).toMatchObject({ minTenureMonths: 6, maxTenureMonths: 48 });
  });

  it('are set by the bank maximum, rounded down to whole thousands', () => {
    // 30,000 a month: 600,000 by the multiple, ~638,000 affordable; the bank lends 50,500.
    const limits = loanLimits(
      loan({ maxAmount: 50_500 }),
      'ae',
      profile({ monthlySalary: 30_000 }),
    );
    expect(limits).toMatchObject({ maxAmount: 50_000, maxAmountReason: 'bankMaximum' });
  });

  it("name the regulator's rule when it ties with the bank's", () => {
    const limits = loanLimits(loan({ ratePercent: 0.01, maxAmount: 200_000 }), 'ae', profile());
    expect(limits).toMatchObject({ maxAmount: 200_000, maxAmountReason: 'salaryMultiple' });
  });

  it('hold retirees in the UAE to 30% of salary', () => {
    // 30% of 10,000 = 3,000; 3,000 / 0.0234850 = 127,740.95, so 127,000.
    expect(loanLimits(loan(), 'ae', profile({ retired: true }))).toMatchObject({
      maxAmount: 127_000,
      maxAmountReason: 'debtBurden',
      debtBurdenPercent: 30,
      maxMonthlyInstalment: 3000,
    });
  });

  it('have no salary multiple in KSA: a third of salary over up to 60 months', () => {
    // 9,000 / 3 = 3,000 a month; over 60 months 3,000 / 0.0193328 = 155,176.68, so 155,000.
    expect(
      loanLimits(loan({ maxTenureMonths: 72 }), 'sa', profile({ monthlySalary: 9000 })),
    ).toEqual({
      monthlySalary: 9000,
      minAmount: 10_000,
      maxAmount: 155_000,
      maxAmountReason: 'debtBurden',
      minTenureMonths: 6,
      maxTenureMonths: 60,
      maxTenureReason: 'regulation',
      salaryMultiple: null,
      debtBurdenPercent: 33.33,
      obligationsPercent: 0,
      maxMonthlyInstalment: 3000,
    });
    // The applicant the UAE caps at 20 x 10,000 = 200,000 by the multiple (above) is limited in
    // KSA only by the third of salary: 3,333.33 a month over 60 months at almost no interest.
    const ksa = loanLimits(loan({ ratePercent: 0.01 }), 'sa', profile());
    expect(ksa?.maxAmountReason).toBe('debtBurden');
  });

  it('hold KSA retirees to 25% of salary', () => {
    // 25% of 9,000 = 2,250; 2,250 / 0.0193328 = 116,382.51, so 116,000.
    expect(
      loanLimits(
        loan({ maxTenureMonths: 60 }),
        'sa',
        profile({ monthlySalary: 9000, retired: true }),
      ),
    ).toMatchObject({
      maxAmount: 116_000,
      debtBurdenPercent: 25,
      maxMonthlyInstalment: 2250,
    });
  });

  it("say whether the bank's or the regulator's limit sets the longest tenure", () => {
    expect(loanLimits(loan({ maxTenureMonths: 36 }), 'ae', profile())).toMatchObject({
      maxTenureMonths: 36,
      maxTenureReason: 'bank',
    });
    expect(loanLimits(loan({ maxTenureMonths: 48 }), 'ae', profile())).toMatchObject({
      maxTenureMonths: 48,
      maxTenureReason: 'regulation',
    });
    expect(loanLimits(loan({ maxTenureMonths: 60 }), 'ae', profile())).toMatchObject({
      maxTenureMonths: 48,
      maxTenureReason: 'regulation',
    });
    expect(loanLimits(loan({ maxTenureMonths: 60 }), 'sa', profile())).toMatchObject({
      maxTenureMonths: 60,
      maxTenureReason: 'regulation',
    });
    expect(loanLimits(loan({ maxTenureMonths: 36 }), 'sa', profile())).toMatchObject({
      maxTenureMonths: 36,
      maxTenureReason: 'bank',
    });
    // A bank maximum shorter than the usual minimum lowers the minimum too.
    expect(loanLimits(loan({ maxTenureMonths: 4 }), 'ae', profile())).toMatchObject({
      minTenureMonths: 4,
      maxTenureMonths: 4,
    });
  });

  it('are null for an applicant who may not have the loan, and lend nothing without room', () => {
    expect(loanLimits(loan({ minMonthlySalary: 12_000 }), 'ae', profile())).toBeNull();
    expect(loanLimits(loan(), 'ae', profile({ hardStop: true }))).toBeNull();
    expect(loanLimits(loan(), 'ae', profile({ monthlySalary: null }))).toBeNull();
    expect(loanLimits(loan(), 'ae', profile({ islamicOnly: true }))).toBeNull();
    expect(
      loanLimits(loan({ isIslamic: true }), 'ae', profile({ islamicOnly: true })),
    ).not.toBeNull();
    // Half the salary already committed: no room, no amount.
    const full = loanLimits(loan(), 'ae', profile({ obligationsRatio: 0.5 }));
    expect(full).toMatchObject({ maxAmount: 0, maxMonthlyInstalment: 0 });
    expect(canLend(full)).toBe(false);
    expect(canLend(loanLimits(loan({ minAmount: 500_000 }), 'ae', profile()))).toBe(false);
    expect(canLend(loanLimits(loan(), 'ae', profile()))).toBe(true);
    expect(canLend(null)).toBe(false);
  });
});

describe('quote problems', () => {
  // Amount 10,000 to 106,000 over 6 to 48 months (the debt-burden example above).
  const limits = loanLimits(loan(), 'ae', profile({ obligationsRatio: 0.25 }))!;

  it('are none within the limits, ends included', () => {
    expect(loanQuoteProblems(limits, 10_000, 6)).toEqual([]);
    expect(loanQuoteProblems(limits, 106_000, 48)).toEqual([]);
    expect(tenureWithinLimits(limits, 6)).toBe(true);
    expect(tenureWithinLimits(limits, 48)).toBe(true);
  });

  it('name each end an amount or tenure falls outside of', () => {
    expect(loanQuoteProblems(limits, 50_000, 5)).toEqual([
      { field: 'tenure', problem: 'belowMinimum' },
    ]);
    expect(loanQuoteProblems(limits, 50_000, 49)).toEqual([
      { field: 'tenure', problem: 'aboveMaximum' },
    ]);
    expect(loanQuoteProblems(limits, 9999, 24)).toEqual([
      { field: 'amount', problem: 'belowMinimum' },
    ]);
    expect(loanQuoteProblems(limits, 106_001, 24)).toEqual([
      { field: 'amount', problem: 'aboveMaximum' },
    ]);
    expect(loanQuoteProblems(limits, 5000, 60)).toEqual([
      { field: 'tenure', problem: 'aboveMaximum' },
      { field: 'amount', problem: 'belowMinimum' },
    ]);
    expect(tenureWithinLimits(limits, 5)).toBe(false);
    expect(tenureWithinLimits(limits, 49)).toBe(false);
  });
});

describe('loan cost', () => {
  it('totals the instalments, the interest and the fee, with an APR above the rate', () => {
    // 100,000 at 6% reducing over 48 months: 100,000 x 0.0234850 = 2,348.5029, billed 2,348.51
    // (rounded up to the cent). 48 x 2,348.51 = 112,728.48 repaid, 12,728.48 interest; fee
    // 1% = 1,000. The monthly rate discounting 48 x 2,348.51 to the 99,000 received is 0.54300%.
    // UAE APR (nominal, as the banks' KFS state it): 12 x 0.54300% = 6.52%.
    const cost = loanCost(loan(), 'ae', 100_000, 48);
    expect(cost).toMatchObject({
      amount: 100_000,
      tenureMonths: 48,
      monthlyInstalment: 2348.51,
      totalPayable: 112_728.48,
      totalInterest: 12_728.48,
      processingFee: 1000,
      apr: 6.52,
      rateType: 'reducing',
      ratePercent: 6,
      reducingRatePercent: 6,
    });
    expect(cost.totalPayable).toBeCloseTo(cost.monthlyInstalment * 48, 2);
    expect(cost.totalInterest).toBeCloseTo(cost.totalPayable - cost.amount, 2);
    // Without the fee the nominal APR is the 6% rate itself (the cent of rounding is lost).
    const free = loan({ processingFee: { percent: 0, min: 0, max: 0 } });
    const noFee = loanCost(free, 'ae', 100_000, 48);
    expect(noFee.processingFee).toBe(0);
    expect(noFee.apr).toBe(6);
    expect(cost.apr).toBeGreaterThan(noFee.apr);
  });

  it('states the APR as SAMA defines it in KSA: the effective yearly rate', () => {
    // The same cash flows: (1.0054300)^12 - 1 = 6.71% with the fee; without it
    // 1.005^12 - 1 = 6.17%, above the 6% quoted even then.
    expect(loanCost(loan(), 'sa', 100_000, 48).apr).toBe(6.71);
    const free = loan({ processingFee: { percent: 0, min: 0, max: 0 } });
    expect(loanCost(free, 'sa', 100_000, 48).apr).toBe(6.17);
  });

  it('prices settling at half term at 1% of the balance in the UAE, at most AED 10,000', () => {
    // After 24 of 48: 2,348.5029 x (1 - 1.005^-24) / 0.005 = 52,988.96 owed; 1% = 529.89.
    expect(loanCost(loan(), 'ae', 100_000, 48).earlySettlement).toEqual({
      afterMonths: 24,
      outstanding: 52_988.96,
      fee: 529.89,
      basis: 'regulatoryCap',
    });
    // 2,000,000: 1,059,779.14 owed halfway; 1% would be 10,597.79, capped at 10,000.
    expect(loanCost(loan(), 'ae', 2_000_000, 48).earlySettlement).toEqual({
      afterMonths: 24,
      outstanding: 1_059_779.14,
      fee: 10_000,
      basis: 'regulatoryCap',
    });
    // An odd tenure settles after the whole months of its first half.
    expect(loanCost(loan(), 'ae', 100_000, 25).earlySettlement.afterMonths).toBe(12);
  });

  it('prices settling in KSA at most at the profit of the next three months', () => {
    // Balances after 24, 25 and 26 instalments of 2,348.5029 at 0.5% a month: 52,988.96,
    // 50,905.40 (52,988.96 x 1.005 - 2,348.50) and 48,811.42; their profit at 0.5% a month:
    // (52,988.96 + 50,905.40 + 48,811.42) x 0.005 = 152,705.78 x 0.005 = 763.53.
    expect(loanCost(loan(), 'sa', 100_000, 48).earlySettlement).toEqual({
      afterMonths: 24,
      outstanding: 52_988.96,
      fee: 763.53,
      basis: 'regulatoryCap',
    });
    // With fewer than three months left, only those left count: 12,000 over 4 months at 6%
    // (3,037.59 a month), settled after 2: owed 3,037.59 x (1 - 1.005^-2) / 0.005 = 6,029.93,
    // then 3,037.59 / 1.005 = 3,022.48 a month later, and nothing after the last instalment:
    // (6,029.93 + 3,022.48) x 0.005 = 45.26.
    expect(loanCost(loan(), 'sa', 12_000, 4).earlySettlement).toEqual({
      afterMonths: 2,
      outstanding: 6029.93,
      fee: 45.26,
      basis: 'regulatoryCap',
    });
  });

  it("uses the bank's published early settlement fee when there is one", () => {
    // Emirates NBD's KFS: 1.05% of the balance, at most AED 10,500 (VAT included).
    const enbd = loan({ earlySettlementFee: { percent: 1.05, max: 10_500 } });
    // 52,988.96 x 1.05% = 556.38.
    expect(loanCost(enbd, 'ae', 100_000, 48).earlySettlement).toMatchObject({
      fee: 556.38,
      basis: 'bank',
    });
    // 1,059,779.14 x 1.05% = 11,127.68, capped at the bank's 10,500.
    expect(loanCost(enbd, 'ae', 2_000_000, 48).earlySettlement).toMatchObject({
      fee: 10_500,
      basis: 'bank',
    });
    // A bank fee without a ceiling (as Dubai Islamic Bank's 1%): 1% of 52,988.96.
    const uncapped = loan({ earlySettlementFee: { percent: 1, max: null } });
    expect(loanCost(uncapped, 'ae', 100_000, 48).earlySettlement).toMatchObject({
      fee: 529.89,
      basis: 'bank',
    });
    // ...still held to the UAE Central Bank's AED 10,000: 1% of 1,059,779.14 would be 10,597.79.
    expect(loanCost(uncapped, 'ae', 2_000_000, 48).earlySettlement).toMatchObject({
      fee: 10_000,
      basis: 'bank',
    });
    // In KSA too, a published bank fee is used.
    expect(loanCost(enbd, 'sa', 100_000, 48).earlySettlement).toMatchObject({
      fee: 556.38,
      basis: 'bank',
    });
  });

  it("shows a flat rate's reducing-balance equivalent, and its APR from the cash flows", () => {
    // 12,000 at 10% flat over 12 months, no fee: interest 12,000 x 10% x 1 = 1,200, so 13,200
    // in 12 x 1,100. The monthly rate with 1,100 x (1 - (1 + r)^-12) / r = 12,000 is 1.49767%:
    // reducing equivalent 12 x 1.49767% = 17.97%, which is also the UAE (nominal) APR with no
    // fee; the KSA (effective) APR is 1.0149767^12 - 1 = 19.53%. Halfway: 1,100 x
    // (1 - 1.0149767^-6) / 0.0149767 = 6,267.40 still owed, UAE fee 1% = 62.67.
    const flat = loan({
      ratePercent: 10,
      rateType: 'flat',
      processingFee: { percent: 0, min: 0, max: 0 },
    });
    expect(loanCost(flat, 'ae', 12_000, 12)).toEqual({
      amount: 12_000,
      tenureMonths: 12,
      monthlyInstalment: 1100,
      totalPayable: 13_200,
      totalInterest: 1200,
      processingFee: 0,
      apr: 17.97,
      rateType: 'flat',
      ratePercent: 10,
      ratePublished: true,
      reducingRatePercent: 17.97,
      earlySettlement: { afterMonths: 6, outstanding: 6267.4, fee: 62.67, basis: 'regulatoryCap' },
    });
    // KSA: the next three months' profit at 1.49767% on 6,267.40, 5,261.27 and 4,240.07
    // (each the last x 1.0149767 - 1,100): 15,768.74 x 0.0149767 = 236.16.
    expect(loanCost(flat, 'sa', 12_000, 12)).toMatchObject({
      apr: 19.53,
      reducingRatePercent: 17.97,
      earlySettlement: { afterMonths: 6, outstanding: 6267.4, fee: 236.16, basis: 'regulatoryCap' },
    });
  });
});

describe('loan quotes', () => {
  it('round the amount down to whole thousands within the bank limits', () => {
    const quote = quoteLoan(loan({ maxAmount: 50_500 }), 'ae', profile({ monthlySalary: 30_000 }));
    expect(quote?.cost.amount).toBe(50_000);
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

  it('offer the most allowed over the longest tenure, its cost at that amount and tenure', () => {
    const applicant = profile({ obligationsRatio: 0.25 });
    const quote = quoteLoan(loan(), 'ae', applicant)!;
    expect(quote.limits).toEqual(loanLimits(loan(), 'ae', applicant));
    expect(quote.cost).toEqual(loanCost(loan(), 'ae', 106_000, 48));
  });

  it('size a flat-rate loan by its flat instalment', () => {
    // 2,500 a month of room; at 4% flat over 48 months 1 borrowed costs (1 + 4% x 4) / 48 =
    // 0.0241667 a month, so 2,500 / 0.0241667 = 103,448.28, offered as 103,000.
    const quote = quoteLoan(
      loan({ ratePercent: 4, rateType: 'flat' }),
      'ae',
      profile({ obligationsRatio: 0.25 }),
    )!;
    expect(quote.limits).toMatchObject({ maxAmount: 103_000, maxAmountReason: 'debtBurden' });
    // 103,000 x 1.16 / 48 = 2,489.1667, billed 2,489.17.
    expect(quote.cost.monthlyInstalment).toBe(2489.17);
    expect(quote.cost.monthlyInstalment).toBeLessThanOrEqual(2500);
    expect(quote.cost.reducingRatePercent).toBeGreaterThan(4);
  });

  it('list the largest amount first, then the cheapest APR, then by id', () => {
    const offers = loanOffers(
      [
        loan({ id: 1, ratePercent: 9, maxAmount: 100_000 }),
        loan({ id: 2, ratePercent: 5, maxAmount: 100_000 }),
        loan({ id: 3, ratePercent: 4, maxAmount: 50_000 }),
        loan({ id: 4, minMonthlySalary: 99_000 }),
      ],
      'ae',
      profile({ monthlySalary: 30_000 }),
    );
    expect(offers.map((o) => o.loan.id)).toEqual([2, 1, 3]);
  });

  it('rank equal amounts by APR, not by the quoted rate', () => {
    // All lend their 100,000 maximum over 48 months to a 30,000 salary; UAE APRs (12 x the
    // monthly rate discounting the instalments to the amount received):
    // 1: 5% reducing, 2% fee (2,000): 48 x 2,302.93 against 98,000 received, APR 6.03%.
    // 2: 5.2% reducing, no fee: 48 x 2,312.01 against 100,000, APR 5.20%.
    // 3: 3% flat, 1% fee (1,000): 48 x 2,333.34 (112,000 / 48) against 99,000, APR 6.18%.
    const offers = loanOffers(
      [
        loan({
          id: 1,
          ratePercent: 5,
          maxAmount: 100_000,
          processingFee: { percent: 2, min: 0, max: 5000 },
        }),
        loan({
          id: 2,
          ratePercent: 5.2,
          maxAmount: 100_000,
          processingFee: { percent: 0, min: 0, max: 0 },
        }),
        loan({ id: 3, ratePercent: 3, rateType: 'flat', maxAmount: 100_000 }),
      ],
      'ae',
      profile({ monthlySalary: 30_000 }),
    );
    expect(offers.map((o) => [o.loan.id, o.cost.apr])).toEqual([
      [2, 5.2],
      [1, 6.03],
      [3, 6.18],
    ]);
  });
});

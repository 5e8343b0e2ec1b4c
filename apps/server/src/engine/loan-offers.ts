import { LENDING_RULES, instalmentCapacity } from './lending-rules.ts';
import type { ApplicantProfile, Country, EngineLoan } from './types.ts';

export interface LoanQuote<L extends EngineLoan> {
  loan: L;
  tenureMonths: number;
  amount: number;
  monthlyInstalment: number;
  processingFee: number;
}

/** Offers are quoted in whole thousands, never above what the rules allow. */
const AMOUNT_STEP = 1000;

/** Principal that a monthly instalment repays over n months at a monthly rate. */
export function principalFor(instalment: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return instalment * months;
  return (instalment * (1 - (1 + monthlyRate) ** -months)) / monthlyRate;
}

export function instalmentFor(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

export function processingFeeFor(amount: number, fee: EngineLoan['processingFee']): number {
  const raw = (amount * fee.percent) / 100;
  return Math.round(Math.min(fee.max, Math.max(fee.min, raw)));
}

/** The best amount each loan can lend this applicant within the regulator's and bank's limits. */
export function quoteLoan<L extends EngineLoan>(
  loan: L,
  country: Country,
  profile: ApplicantProfile,
): LoanQuote<L> | null {
  const salary = profile.monthlySalary;
  if (profile.hardStop || salary === null || salary < loan.minMonthlySalary) return null;
  if (profile.islamicOnly && !loan.isIslamic) return null;

  const rules = LENDING_RULES[country];
  const tenureMonths = Math.min(rules.maxTenureMonths, loan.maxTenureMonths);
  const monthlyRate = loan.interestRate / 100 / 12;
  const affordable = principalFor(instalmentCapacity(country, profile), monthlyRate, tenureMonths);
  const ceiling = Math.min(
    affordable,
    loan.maxAmount,
    rules.maxSalaryMultiple === null ? Infinity : rules.maxSalaryMultiple * salary,
  );
  const amount = Math.floor(ceiling / AMOUNT_STEP) * AMOUNT_STEP;
  if (amount <= 0 || amount < loan.minAmount) return null;

  return {
    loan,
    tenureMonths,
    amount,
    monthlyInstalment: Math.ceil(instalmentFor(amount, monthlyRate, tenureMonths)),
    processingFee: processingFeeFor(amount, loan.processingFee),
  };
}

/** Every loan the applicant qualifies for: largest amount first, then cheapest, then by id. */
export function loanOffers<L extends EngineLoan>(
  loans: readonly L[],
  country: Country,
  profile: ApplicantProfile,
): LoanQuote<L>[] {
  return loans
    .map((loan) => quoteLoan(loan, country, profile))
    .filter((quote): quote is LoanQuote<L> => quote !== null)
    .sort(
      (a, b) =>
        b.amount - a.amount || a.loan.interestRate - b.loan.interestRate || a.loan.id - b.loan.id,
    );
}

import type { ApplicantProfile, Country } from './types.ts';

// Regulators' limits on personal lending (sources in shared/research/catalogue-facts.md).
// UAE Central Bank: at most 20x monthly salary over at most 48 months, total repayments at most
// 50% of salary (30% for retirees). SAMA: deductions at most 33.33% of salary (25% for
// retirees), personal finance for at most 60 months.
export const LENDING_RULES = {
  ae: { maxSalaryMultiple: 20, maxTenureMonths: 48, debtBurdenCap: 0.5, retireeDebtBurdenCap: 0.3 },
  sa: {
    maxSalaryMultiple: null,
    maxTenureMonths: 60,
    debtBurdenCap: 1 / 3,
    retireeDebtBurdenCap: 0.25,
  },
} as const satisfies Record<
  Country,
  {
    maxSalaryMultiple: number | null;
    maxTenureMonths: number;
    debtBurdenCap: number;
    retireeDebtBurdenCap: number;
  }
>;

/** The largest new monthly instalment the applicant may take on, in the country's currency. */
export function instalmentCapacity(country: Country, profile: ApplicantProfile): number {
  if (profile.monthlySalary === null) return 0;
  const rules = LENDING_RULES[country];
  const cap = profile.retired ? rules.retireeDebtBurdenCap : rules.debtBurdenCap;
  return Math.max(0, profile.monthlySalary * (cap - profile.obligationsRatio));
}

import { LENDING_RULES } from '@mizan/contracts';
import type { ApplicantProfile, Country } from './types.ts';

/** The largest new monthly instalment the applicant may take on, in the country's currency. */
export function instalmentCapacity(country: Country, profile: ApplicantProfile): number {
  if (profile.monthlySalary === null) return 0;
  const rules = LENDING_RULES[country];
  const cap = profile.retired ? rules.retireeDebtBurdenCap : rules.debtBurdenCap;
  return Math.max(0, profile.monthlySalary * (cap - profile.obligationsRatio));
}

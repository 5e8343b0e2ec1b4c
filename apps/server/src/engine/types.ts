// The engine's view of the catalogue and of an applicant: plain data, no database.

import type { Country, ProductType } from '@mizan/contracts';

export type { Country, ProductType };

// The engine reads what answers mean (points, values, topics), never their texts: those are the
// catalogue's, in each language (services/catalogue.ts).

export interface EngineOption {
  id: number;
  questionId: number;
  points: number;
  hardStop: boolean;
  value: number | null;
}

export interface EngineQuestion {
  id: number;
  country: Country;
  productType: ProductType;
  topic: string;
  options: EngineOption[];
}

/** questionId -> chosen optionId */
export type Answers = ReadonlyMap<number, number>;

export interface ApplicantProfile {
  hardStop: boolean;
  /** Lower bound of the chosen salary band, in the country's currency; null if unanswered. */
  monthlySalary: number | null;
  /** Share of salary already committed to repayments, 0-1. */
  obligationsRatio: number;
  islamicOnly: boolean;
  retired: boolean;
  citizen: boolean;
}

export interface EngineCard {
  id: number;
  minMonthlySalary: number;
  isIslamic: boolean;
  incentive: number;
  featureIds: ReadonlySet<number>;
}

export interface EngineLoan {
  id: number;
  minMonthlySalary: number;
  isIslamic: boolean;
  /** Reducing-balance annual rate, percent. */
  interestRate: number;
  maxTenureMonths: number;
  minAmount: number;
  maxAmount: number;
  processingFee: { percent: number; min: number; max: number };
}

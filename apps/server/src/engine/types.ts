// The engine's view of the catalogue and of an applicant: plain data, no database.

import type { Country, ProductType } from '@mizan/contracts';
import type { CardValueTerms } from './card-value.ts';

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
  /** 0 when the bank publishes none (catalogue/facts.ts). */
  minMonthlySalary: number;
  isIslamic: boolean;
  incentive: number;
  featureIds: ReadonlySet<number>;
  instantIssuance: boolean;
  /** Whether the bank requires the salary transferred to it; null when it does not say. */
  salaryTransferRequired: boolean | null;
  /** The published figures the value estimate reads (card-value.ts). */
  valueTerms: CardValueTerms;
}

export interface EngineLoan {
  id: number;
  /** 0 when the bank publishes none (catalogue/facts.ts). */
  minMonthlySalary: number;
  isIslamic: boolean;
  /** The entry yearly rate as the bank quotes it, percent, flat or reducing. */
  ratePercent: number;
  rateType: 'flat' | 'reducing';
  /**
   * Whether the bank publishes that rate; if not, it is a comparison site's listed rate or the
   * bank's lowest APR (catalogue/facts.ts loanRate).
   */
  ratePublished: boolean;
  /** The bank's longest tenure; null when it publishes none (the regulator's then applies). */
  maxTenureMonths: number | null;
  minAmount: number;
  /** The bank's largest amount; null when it publishes none (the other limits then apply). */
  maxAmount: number | null;
  processingFee: { percent: number; min: number; max: number };
  /** The bank's published early settlement fee; null when it publishes none. */
  earlySettlementFee: { percent: number; max: number | null } | null;
}

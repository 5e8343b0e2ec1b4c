import { SPEND_CATEGORIES } from '@mizan/contracts';
import type { CardValueTerms } from '../../src/engine/card-value.ts';
import type {
  ApplicantProfile,
  EngineCard,
  EngineLoan,
  EngineQuestion,
} from '../../src/engine/types.ts';

/** Two questions worth 30 + 20 points, one with a hard stop. */
export const questions: EngineQuestion[] = [
  {
    id: 1,
    country: 'ae',
    productType: 'Card',
    topic: 'salary',
    options: [
      { id: 11, questionId: 1, points: 0, hardStop: true, value: 0 },
      { id: 12, questionId: 1, points: 15, hardStop: false, value: 8000 },
      { id: 13, questionId: 1, points: 30, hardStop: false, value: 30000 },
    ],
  },
  {
    id: 2,
    country: 'ae',
    productType: 'Card',
    topic: 'obligations',
    options: [
      { id: 21, questionId: 2, points: 20, hardStop: false, value: 0 },
      { id: 22, questionId: 2, points: 5, hardStop: false, value: 0.25 },
    ],
  },
  {
    id: 3,
    country: 'ae',
    productType: 'Card',
    topic: 'islamic',
    options: [
      { id: 31, questionId: 3, points: 0, hardStop: false, value: 1 },
      { id: 32, questionId: 3, points: 0, hardStop: false, value: 0 },
    ],
  },
];

export const profile = (overrides: Partial<ApplicantProfile> = {}): ApplicantProfile => ({
  hardStop: false,
  monthlySalary: 10_000,
  obligationsRatio: 0,
  islamicOnly: false,
  retired: false,
  citizen: false,
  ...overrides,
});

export const loan = (overrides: Partial<EngineLoan> = {}): EngineLoan => ({
  id: 1,
  minMonthlySalary: 5000,
  isIslamic: false,
  ratePercent: 6,
  rateType: 'reducing',
  ratePublished: true,
  maxTenureMonths: 48,
  minAmount: 10_000,
  maxAmount: 1_000_000,
  processingFee: { percent: 1, min: 500, max: 2500 },
  earlySettlementFee: null,
  ...overrides,
});

/** Value terms with every figure "not published". */
export const unpublishedTerms: CardValueTerms = {
  annualFee: null,
  foreignCurrencyFeePercent: null,
  earn: null,
};

/** Earn terms paying `percent` on every category, uncapped, with no minimum spend. */
export const flatEarn = (percent: number | null): NonNullable<CardValueTerms['earn']> => ({
  categories: Object.fromEntries(
    SPEND_CATEGORIES.map((category) => [category, { percent, monthlyCap: null }]),
  ) as NonNullable<CardValueTerms['earn']>['categories'],
  monthlyCap: null,
  minMonthlySpend: null,
});

export const card = (
  id: number,
  featureIds: number[],
  overrides: Partial<EngineCard> = {},
): EngineCard => ({
  id,
  minMonthlySalary: 5000,
  isIslamic: false,
  incentive: 0,
  featureIds: new Set(featureIds),
  instantIssuance: false,
  salaryTransferRequired: null,
  valueTerms: unpublishedTerms,
  ...overrides,
});

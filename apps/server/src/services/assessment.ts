import { eq } from 'drizzle-orm';
import { MIN_CARD_CREDIT_SCORE } from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import { screeningAnswers } from '../db/schema/index.ts';
import { applicantProfile } from '../engine/applicant-profile.ts';
import { eligibilityKey, isCardEligible } from '../engine/card-match.ts';
import { creditScore } from '../engine/credit-score.ts';
import { quoteLoan } from '../engine/loan-offers.ts';
import type { ApplicantProfile, Country, EngineQuestion, ProductType } from '../engine/types.ts';
import type { Catalogue, CatalogueProduct } from './catalogue.ts';

export interface Assessment {
  questions: readonly EngineQuestion[];
  profile: ApplicantProfile;
  score: number;
  /** Cards need a score of at least 60 and no hard stop; loans need no hard stop. */
  cardsAllowed: boolean;
  /**
   * Everything besides the ranked features that the card list depends on (country and card
   * eligibility): applications with equal keys share card answers (services/shared-answers.ts).
   */
  cardListKey: string;
}

interface ApplicationLike {
  id: string;
  country: string;
  applicationType: string;
}

/** Everything the engine concludes from an application's saved answers. */
export async function assessApplication(
  db: Database,
  catalogue: Catalogue,
  application: ApplicationLike,
): Promise<Assessment> {
  const rows = await db
    .select({ questionId: screeningAnswers.questionId, optionId: screeningAnswers.optionId })
    .from(screeningAnswers)
    .where(eq(screeningAnswers.applicationId, application.id));
  const answers = new Map(rows.map((row) => [row.questionId, row.optionId]));
  const questions = catalogue.questions(
    application.country as Country,
    application.applicationType as ProductType,
  );
  const profile = applicantProfile(questions, answers);
  const score = creditScore(questions, answers);
  const cardsAllowed = !profile.hardStop && score >= MIN_CARD_CREDIT_SCORE;
  return {
    questions,
    profile,
    score,
    cardsAllowed,
    cardListKey: `${application.country}|${cardsAllowed ? eligibilityKey(profile) : 'none'}`,
  };
}

export function isProductOfferable(
  product: CatalogueProduct,
  application: ApplicationLike,
  assessment: Assessment,
): boolean {
  if (product.productType === 'Card') {
    return assessment.cardsAllowed && isCardEligible(product, assessment.profile);
  }
  return quoteLoan(product, application.country as Country, assessment.profile) !== null;
}

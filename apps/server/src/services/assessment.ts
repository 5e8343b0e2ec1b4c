import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { applications, screeningAnswers } from '../db/schema/visitors.ts';
import { applicantProfile } from '../engine/applicant-profile.ts';
import { cardEligibility, isCardEligible, type CardEligibility } from '../engine/card-match.ts';
import { creditScore } from '../engine/credit-score.ts';
import { quoteLoan } from '../engine/loan-offers.ts';
import type { Answers, ApplicantProfile, Country, ProductType } from '../engine/types.ts';
import { notFound, unprocessable } from '../lib/problem.ts';
import { localize, productKind, t } from '../texts/index.ts';
import type { Catalogue, CatalogueProduct } from '../catalogue/index.ts';

/** An application and what the engine concludes from its saved answers. */
export interface AssessedApplication {
  application: { id: string; country: Country; applicationType: ProductType };
  profile: ApplicantProfile;
  score: number;
  /** Which cards the applicant may see. */
  cardEligibility: CardEligibility;
}

/**
 * Read from the database on every call, in one round trip (the application joined with its
 * answers), never kept in memory: another process may have saved new answers a moment ago, and
 * two processes must never disagree about one visitor (DESIGN.md, Scale; decision 0010).
 */
export async function assessApplication(
  db: Database,
  catalogue: Catalogue,
  applicationId: string,
): Promise<AssessedApplication> {
  const rows = await db
    .select({
      id: applications.id,
      country: applications.country,
      applicationType: applications.applicationType,
      questionId: screeningAnswers.questionId,
      optionId: screeningAnswers.optionId,
    })
    .from(applications)
    .leftJoin(screeningAnswers, eq(screeningAnswers.applicationId, applications.id))
    .where(eq(applications.id, applicationId));
  const first = rows[0];
  if (!first) throw notFound('application', applicationId);
  const answers = new Map<number, number>();
  for (const row of rows) {
    if (row.questionId !== null && row.optionId !== null) answers.set(row.questionId, row.optionId);
  }
  const { id, country, applicationType } = first;
  return assess(catalogue, { id, country, applicationType }, answers);
}

/** What the engine concludes from an application's answers. */
export function assess(
  catalogue: Catalogue,
  application: AssessedApplication['application'],
  answers: Answers,
): AssessedApplication {
  const questions = catalogue.questions(application.country, application.applicationType);
  const profile = applicantProfile(questions, answers);
  const score = creditScore(questions, answers);
  return { application, profile, score, cardEligibility: cardEligibility(profile, score) };
}

/** `field`: where the request named the application (contracts' fieldPath). */
export function requireApplicationType(
  application: { id: string; country: Country; applicationType: ProductType },
  type: ProductType,
  field: string,
) {
  if (application.applicationType !== type) {
    const kindOf = (productType: ProductType) => productKind(productType, application.country);
    throw unprocessable(
      localize('problems.wrongType.title'),
      localize('problems.wrongType.call', (language) => ({
        id: application.id,
        type: t(language, `productTypes.${kindOf(application.applicationType)}.application`),
        wanted: t(language, `productTypes.${kindOf(type)}.applications`),
      })),
      field,
    );
  }
}

export function isProductOfferable(product: CatalogueProduct, assessed: AssessedApplication) {
  if (product.productType === 'Card') return isCardEligible(product, assessed.cardEligibility);
  return quoteLoan(product, assessed.application.country, assessed.profile) !== null;
}

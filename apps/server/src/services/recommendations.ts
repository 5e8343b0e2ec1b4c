import { asc, eq } from 'drizzle-orm';
import {
  currencyFor,
  formatMoney,
  type CardPage,
  type CardRecommendation,
  type LoanOffer,
} from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import {
  applications,
  preferences,
  productRecommendations,
  selectedFeatures,
} from '../db/schema/index.ts';
import { topRankedCards } from '../engine/card-match.ts';
import { loanOffers } from '../engine/loan-offers.ts';
import type { Country } from '../engine/types.ts';
import { invalidFields, unprocessable } from '../lib/problem.ts';
import { requireOpenApplication } from './applications.ts';
import type { AssessedApplication, AssessmentCache } from './assessment-cache.ts';
import type { Catalogue, CatalogueProduct } from './catalogue.ts';
import { sharedAnswer } from './shared-answers.ts';

/** SPEC section 3: description lines are separated by a literal backslash-n. */
const joinLines = (lines: string[]) => lines.join('\\n');

function requireType(application: { id: string; applicationType: string }, type: 'Card' | 'Loan') {
  if (application.applicationType !== type) {
    throw unprocessable(
      'Wrong application type',
      `applicationId: ${application.id} is a ${application.applicationType} application; this call is for ${type} applications.`,
      'applicationId',
    );
  }
}

/** Selected feature ids must be active Card sub-features, each named once. */
export function requireSubFeatures(catalogue: Catalogue, featureIds: number[], field: string) {
  const errors = featureIds.flatMap((featureId, index) => {
    const feature = catalogue.feature(featureId);
    const ok =
      feature && feature.parentId !== null && feature.active && feature.productType === 'Card';
    return ok
      ? []
      : [
          {
            field: `${field}[${index}].featureId`,
            message: `${featureId} is not a selectable card feature`,
          },
        ];
  });
  if (errors.length > 0) {
    throw invalidFields('Unknown feature', errors);
  }
}

/** What the card list depends on besides the catalogue (see sharedAnswer). */
const rankingKey = ({ assessment }: AssessedApplication, preferenceIds: number[]) =>
  `${assessment.cardListKey}|${preferenceIds.join(',')}`;

/**
 * The card list of SPEC section 4 for this application: its total length and, ranked, its first
 * `limit` entries (0 when only the count is wanted).
 */
function cardRanking(
  catalogue: Catalogue,
  { application, assessment }: AssessedApplication,
  preferenceIds: number[],
  limit: number,
) {
  requireType(application, 'Card');
  requireSubFeatures(catalogue, preferenceIds, 'preferences');
  if (!assessment.cardsAllowed) return { total: 0, top: [] };
  const country = application.country as Country;
  const cardsByFeature = preferenceIds.map((id) => catalogue.cardsWithFeature(country, id));
  return topRankedCards(cardsByFeature, assessment.profile, preferenceIds, limit);
}

/**
 * `answer` with the application's assessment: at once when it is in memory (nearly always on the
 * count and filter calls, which a visitor makes many times), else once it is loaded. Skipping the
 * promises is measurable on calls this cheap.
 */
function withAssessment<T>(
  catalogue: Catalogue,
  assessments: AssessmentCache,
  applicationId: string,
  answer: (assessed: AssessedApplication) => T | Promise<T>,
): T | Promise<T> {
  const assessed = assessments.peek(catalogue, applicationId);
  return assessed ? answer(assessed) : assessments.get(catalogue, applicationId).then(answer);
}

export function countCards(
  catalogue: Catalogue,
  assessments: AssessmentCache,
  applicationId: string,
  preferenceIds: number[],
): number | Promise<number> {
  return withAssessment(catalogue, assessments, applicationId, (assessed) => {
    requireType(assessed.application, 'Card');
    return sharedAnswer(
      catalogue,
      `count|${rankingKey(assessed, preferenceIds)}`,
      () => cardRanking(catalogue, assessed, preferenceIds, 0).total,
    );
  });
}

async function savedPreferenceIds(db: Database, applicationId: string): Promise<number[]> {
  const rows = await db
    .select({ featureId: preferences.featureId })
    .from(preferences)
    .where(eq(preferences.applicationId, applicationId))
    .orderBy(asc(preferences.priority));
  return rows.map((row) => row.featureId);
}

function cardView(
  product: CatalogueProduct,
  score: number,
  preferenceIds: number[],
  catalogue: Catalogue,
  country: Country,
): CardRecommendation {
  return {
    productId: product.id,
    productName: product.name,
    organizationName: product.organizationName,
    score,
    incentive: product.incentive,
    currency: currencyFor(country),
    instantIssuance: product.instantIssuance,
    isIslamic: product.isIslamic,
    annualFee: product.annualFee,
    minMonthlySalary: product.minMonthlySalary,
    features: preferenceIds
      .filter((id) => product.featureIds.has(id))
      .map((id) => ({ featureId: id, featureName: catalogue.feature(id)?.name ?? '' })),
    description: joinLines(product.descriptionLines),
    routingUrl: product.routingUrl,
  };
}

export function filterCards(
  db: Database,
  catalogue: Catalogue,
  assessments: AssessmentCache,
  applicationId: string,
  query: { page: number; size: number; preferences?: number[] | undefined },
): CardPage | Promise<CardPage> {
  return withAssessment(catalogue, assessments, applicationId, (assessed) => {
    requireType(assessed.application, 'Card');
    if (query.preferences) return cardPage(catalogue, assessed, query.preferences, query);
    return savedPreferenceIds(db, applicationId).then((saved) =>
      cardPage(catalogue, assessed, saved, query),
    );
  });
}

/** The page of the card list that `query` asks for, shared by applicants who ask alike. */
function cardPage(
  catalogue: Catalogue,
  assessed: AssessedApplication,
  preferenceIds: number[],
  query: { page: number; size: number },
): CardPage {
  const key = `page|${rankingKey(assessed, preferenceIds)}|${query.page}|${query.size}`;
  return sharedAnswer(catalogue, key, () => {
    const start = query.page * query.size;
    const { total, top } = cardRanking(catalogue, assessed, preferenceIds, start + query.size);
    const country = assessed.application.country as Country;
    const content = top
      .slice(start)
      .map(({ card, score }) => cardView(card, score, preferenceIds, catalogue, country));
    const totalPages = Math.ceil(total / query.size);
    return {
      content,
      empty: content.length === 0,
      number: query.page,
      size: query.size,
      totalElements: total,
      totalPages,
      last: query.page >= totalPages - 1,
    };
  });
}

/**
 * Replacing a set is delete-then-insert: two identical requests at once (a double click) would
 * collide on the unique keys. Holding the application's row serialises them; the last one wins.
 */
async function lockApplication(tx: Pick<Database, 'select'>, applicationId: string) {
  await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .for('update');
}

/** Replaces the application's ranked preferences and answers how many cards they match. */
export async function savePreferences(
  db: Database,
  catalogue: Catalogue,
  assessments: AssessmentCache,
  applicationId: string,
  ranked: { featureId: number; priority: number }[],
) {
  await requireOpenApplication(db, applicationId);
  const ordered = [...ranked].sort((a, b) => a.priority - b.priority);
  const preferenceIds = ordered.map((p) => p.featureId);
  const assessed = await assessments.get(catalogue, applicationId);
  const count = cardRanking(catalogue, assessed, preferenceIds, 0).total;
  await db.transaction(async (tx) => {
    await lockApplication(tx, applicationId);
    await tx.delete(preferences).where(eq(preferences.applicationId, applicationId));
    await tx.insert(preferences).values(ordered.map((p) => ({ applicationId, ...p })));
  });
  return { applicationId, preferences: ordered, count };
}

export async function offerLoans(
  catalogue: Catalogue,
  assessments: AssessmentCache,
  applicationId: string,
): Promise<LoanOffer[]> {
  const { application, assessment } = await assessments.get(catalogue, applicationId);
  requireType(application, 'Loan');
  const country = application.country as Country;
  if (assessment.profile.hardStop) return [];
  return loanOffers(catalogue.activeProducts(country, 'Loan'), country, assessment.profile).map(
    (quote) => ({
      productId: quote.loan.id,
      productName: quote.loan.name,
      organizationName: quote.loan.organizationName,
      loanTenure: quote.tenureMonths,
      processingFee: formatMoney(quote.processingFee, country),
      interest: `${quote.loan.interestRate.toFixed(2)}% p.a. (reducing balance)`,
      loanAmount: quote.amount,
      loanAmountTxt: formatMoney(quote.amount, country),
      monthlyInstalmentTxt: formatMoney(quote.monthlyInstalment, country),
      currency: currencyFor(country),
      description: joinLines(quote.loan.descriptionLines),
      routingUrl: quote.loan.routingUrl,
    }),
  );
}

function requireSameApplication(pathId: string, items: { applicationId: string }[]) {
  const index = items.findIndex((item) => item.applicationId !== pathId);
  if (index >= 0) {
    throw unprocessable(
      'Application mismatch',
      `[${index}].applicationId: must be the application in the path (${pathId}).`,
      `[${index}].applicationId`,
    );
  }
}

/** Records which products were shown to the applicant; saving again adds only new ones. */
export async function saveProductRecommendations(
  db: Database,
  catalogue: Catalogue,
  applicationId: string,
  items: { applicationId: string; productId: number }[],
) {
  requireSameApplication(applicationId, items);
  const application = await requireOpenApplication(db, applicationId);
  const errors = items.flatMap((item, index) => {
    const product = catalogue.product(item.productId);
    const ok =
      product?.active &&
      product.country === application.country &&
      product.productType === application.applicationType;
    return ok
      ? []
      : [
          {
            field: `[${index}].productId`,
            message: `${item.productId} is not an available product for this application`,
          },
        ];
  });
  if (errors.length > 0) {
    throw invalidFields('Unknown product', errors);
  }
  await db
    .insert(productRecommendations)
    .values(items.map((item) => ({ applicationId, productId: item.productId })))
    .onConflictDoNothing();
  return items.map((item) => ({ applicationId, productId: item.productId }));
}

/** Replaces the set of sub-features the applicant selected. */
export async function saveSelectedFeatures(
  db: Database,
  catalogue: Catalogue,
  applicationId: string,
  items: { applicationId: string; featureId: number }[],
) {
  requireSameApplication(applicationId, items);
  const application = await requireOpenApplication(db, applicationId);
  requireType(application, 'Card');
  requireSubFeatures(
    catalogue,
    items.map((item) => item.featureId),
    '',
  );
  await db.transaction(async (tx) => {
    await lockApplication(tx, applicationId);
    await tx.delete(selectedFeatures).where(eq(selectedFeatures.applicationId, applicationId));
    await tx
      .insert(selectedFeatures)
      .values(items.map((item) => ({ applicationId, featureId: item.featureId })));
  });
  return items.map((item) => ({ applicationId, featureId: item.featureId }));
}

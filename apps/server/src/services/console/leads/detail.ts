import { asc, eq } from 'drizzle-orm';
import type { ApplicationDetail } from '@mizan/contracts/console';
import type { Database } from '../../../db/client.ts';
import {
  applications,
  preferences,
  productRecommendations,
  screeningAnswers,
  selectedFeatures,
} from '../../../db/schema/visitors.ts';
import { notFound } from '../../../lib/problem.ts';
import { applicationHistory } from '../../../db/schema/partners.ts';
import type { BankStatus } from '../../../partners/transitions.ts';
import type { Catalogue } from '../../../catalogue/index.ts';
import { listColumns, toItems } from './items.ts';

export type LeadDetail = ApplicationDetail;

/** The application's own row: the list's columns and what only the detail shows. */
async function applicationRow(db: Database, id: string) {
  const [row] = await db
    .select({
      ...listColumns,
      submittedAt: applications.submittedAt,
      withdrawnAt: applications.withdrawnAt,
      bankStatus: applications.bankStatus,
      bankReference: applications.bankReference,
      contactChannel: applications.contactChannel,
      contactFrom: applications.contactFrom,
      contactTo: applications.contactTo,
    })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) throw notFound('application', id);
  return row;
}

/** What hangs off the application: its answers, features, recommendations and bank reports. */
async function applicationParts(db: Database, id: string) {
  const [answerRows, rankedRows, selectedRows, recommendationRows, reports] = await Promise.all([
    db
      .select({ questionId: screeningAnswers.questionId, optionId: screeningAnswers.optionId })
      .from(screeningAnswers)
      .where(eq(screeningAnswers.applicationId, id)),
    db
      .select({ featureId: preferences.featureId, priority: preferences.priority })
      .from(preferences)
      .where(eq(preferences.applicationId, id))
      .orderBy(asc(preferences.priority)),
    db
      .select({ featureId: selectedFeatures.featureId })
      .from(selectedFeatures)
      .where(eq(selectedFeatures.applicationId, id))
      .orderBy(asc(selectedFeatures.createdAt), asc(selectedFeatures.id)),
    db
      .select({ productId: productRecommendations.productId })
      .from(productRecommendations)
      .where(eq(productRecommendations.applicationId, id))
      .orderBy(asc(productRecommendations.createdAt), asc(productRecommendations.id)),
    db
      .select({
        at: applicationHistory.at,
        status: applicationHistory.status,
        source: applicationHistory.source,
      })
      .from(applicationHistory)
      .where(eq(applicationHistory.applicationId, id))
      .orderBy(asc(applicationHistory.at), asc(applicationHistory.id)),
  ]);
  return { answerRows, rankedRows, selectedRows, recommendationRows, reports };
}
type ApplicationParts = Awaited<ReturnType<typeof applicationParts>>;

/** The answers in the order the wizard asks the questions, each named in English. */
function answersNamed(
  catalogue: Catalogue,
  row: Awaited<ReturnType<typeof applicationRow>>,
  answerRows: ApplicationParts['answerRows'],
): LeadDetail['answers'] {
  const questions = catalogue.questions(row.country, row.productType);
  const order = (questionId: number) => {
    const index = questions.findIndex((q) => q.id === questionId);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...answerRows]
    .sort((a, b) => order(a.questionId) - order(b.questionId) || a.questionId - b.questionId)
    .map(({ questionId, optionId }) => {
      // A question retired since keeps its answer, named by its id.
      const question = questions.find((q) => q.id === questionId);
      const option = question?.options.find((o) => o.id === optionId);
      return {
        questionId,
        question: question?.text.en ?? `Question ${questionId}`,
        answer: option?.text.en ?? `Option ${optionId}`,
      };
    });
}

/** The ranking when the applicant made one; else the features in the order they selected them. */
function featuresChosen(
  catalogue: Catalogue,
  { rankedRows, selectedRows }: ApplicationParts,
): LeadDetail['features'] {
  const chosen =
    rankedRows.length > 0
      ? rankedRows
      : selectedRows.map((s, index) => ({ featureId: s.featureId, priority: index + 1 }));
  return chosen.map(({ featureId, priority }) => ({
    featureId,
    name: catalogue.feature(featureId)?.name.en ?? `Feature ${featureId}`,
    priority,
  }));
}

/** One application with everything the applicant told us and was shown; personal data. */
export async function leadDetail(
  db: Database,
  catalogue: Catalogue,
  id: string,
): Promise<LeadDetail> {
  const row = await applicationRow(db, id);
  const [[item], parts] = await Promise.all([
    toItems(db, catalogue, [row], { withApplicant: true }),
    applicationParts(db, id),
  ]);
  // The customer row is required by a foreign key: an application always has its applicant.
  if (!item?.applicant) throw new Error('application without its applicant');
  const { applicant } = item;
  return {
    ...item,
    applicant,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    answers: answersNamed(catalogue, row, parts.answerRows),
    features: featuresChosen(catalogue, parts),
    recommendations: parts.recommendationRows.map(({ productId }) => ({
      id: productId,
      name: catalogue.product(productId)?.name.en ?? `Product ${productId}`,
    })),
    bankStatus: (row.bankStatus as BankStatus | null) ?? null,
    bankReference: row.bankReference,
    history: historyOf(row, parts.reports),
    contact:
      row.contactChannel && row.contactFrom && row.contactTo
        ? { channel: row.contactChannel, from: row.contactFrom, to: row.contactTo }
        : null,
  };
}

type HistoryEntry = ApplicationDetail['history'][number];

/**
 * Every step of an application, oldest first: its own (created, submitted, withdrawn: its row's
 * timestamps, the visitor's doing) merged with what its bank reported (application_history).
 */
function historyOf(
  row: { createdAt: Date; submittedAt: Date | null; withdrawnAt: Date | null },
  reports: { at: Date; status: string; source: string }[],
): HistoryEntry[] {
  const own: { at: Date; status: string; source: HistoryEntry['source'] }[] = [
    { at: row.createdAt, status: 'Created', source: 'visitor' },
    ...(row.submittedAt
      ? [{ at: row.submittedAt, status: 'Submitted', source: 'visitor' as const }]
      : []),
    ...(row.withdrawnAt
      ? [{ at: row.withdrawnAt, status: 'Withdrawn', source: 'visitor' as const }]
      : []),
  ];
  const theirs = reports.map((report) => ({
    at: report.at,
    status: report.status,
    source: report.source as HistoryEntry['source'],
  }));
  // A stable sort: at the same instant the application's own step comes first.
  return [...own, ...theirs]
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .map((entry) => ({ ...entry, at: entry.at.toISOString() }));
}

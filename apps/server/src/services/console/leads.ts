import { and, asc, eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, Country, Language, ProductType } from '@mizan/contracts';
import type {
  ApplicationDetail,
  ApplicationListItem,
  ApplicationListQuery,
  ConsoleCountry,
} from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import {
  applicationCounts,
  applications,
  customers,
  preferences,
  productRecommendations,
  screeningAnswers,
  selectedFeatures,
} from '../../db/schema/visitors.ts';
import { notFound } from '../../lib/problem.ts';
import { applicationHistory } from '../../db/schema/partners.ts';
import type { BankStatus } from '../../partners/transitions.ts';
import type { Catalogue, CatalogueProduct } from '../../catalogue/index.ts';

// The console's view of the leads (issue 22). Operators read English: catalogue names are the
// English ones. Personal fields (the applicant) are read only when the caller may see them, so an
// analyst's answer cannot carry them even by mistake.

export interface LeadFilters {
  country?: Country;
  productType?: ProductType;
  /** The bank (organization) of the chosen product: only applications with a product match. */
  bankId?: number;
  status?: ApplicationStatus;
  /** createdAt >= from */
  from?: Date;
  /** createdAt < to */
  to?: Date;
}

type FilterQuery = Omit<ApplicationListQuery, 'page' | 'pageSize'>;

/** The start of a calendar day (`YYYY-MM-DD`), plus `days`, in UTC. */
export function utcDay(day: string, days = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}

/** The filters of the console's query: `from` from the start of its day, `to` to the end of its. */
export function leadFiltersOf(query: FilterQuery): LeadFilters {
  return {
    ...(query.country && { country: consoleToCountry(query.country) }),
    ...(query.productType && { productType: query.productType }),
    ...(query.bankId !== undefined && { bankId: query.bankId }),
    ...(query.status && { status: query.status }),
    ...(query.from && { from: utcDay(query.from) }),
    ...(query.to && { to: utcDay(query.to, 1) }),
  };
}

/** Countries as the console writes them (the public header's AE / SA). */
export const countryToConsole = (country: Country) => country.toUpperCase() as ConsoleCountry;
const consoleToCountry = (country: ConsoleCountry) => country.toLowerCase() as Country;

export interface Paging {
  /** From 0. */
  page: number;
  pageSize: number;
}

export interface Applicant {
  fullName: string;
  email: string;
  phone: string;
}

export type LeadListItem = ApplicationListItem;

export interface LeadList {
  items: LeadListItem[];
  total: number;
}

/**
 * Newest first, ties by id. Spelled NULLS LAST like the leads-list indexes (migration 0007):
 * PostgreSQL's default for DESC is NULLS FIRST, which those indexes cannot give in order, and it
 * would then sort the whole table for one page.
 */
export const newestFirst = (createdAt: AnyColumn, id: AnyColumn) => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];
const NEWEST_FIRST = newestFirst(applications.createdAt, applications.id);

/**
 * What a caller may see: `applicant` and application ids only for roles that read personal data.
 * The others see each application's reference instead of its id (decision 0031): the id opens
 * the applicant on the public API.
 */
export type LeadView =
  | { withApplicant: true }
  | { withApplicant: false; referenceOf: (applicationId: string) => string };

/** The application as this caller may see it named: its id, or its reference. */
export const shownLeadKey = (view: LeadView, applicationId: string): string =>
  view.withApplicant ? applicationId : view.referenceOf(applicationId);

/** The product ids a bank filter stands for; undefined when there is no bank filter. */
function productIdsOf(catalogue: Catalogue, filters: LeadFilters): number[] | undefined {
  if (filters.bankId === undefined) return undefined;
  // A bank has a handful of products: the list of their ids uses the product index. An
  // application is submitted only for a product of its own country and type, so the others
  // cannot match (and a bank of the other country matches nothing without reading a row).
  return catalogue.productIdsOfOrganization(filters.bankId).filter((id) => {
    const product = catalogue.product(id);
    return (
      product &&
      (!filters.country || product.country === filters.country) &&
      (!filters.productType || product.productType === filters.productType)
    );
  });
}

/** The WHERE of a filtered list; undefined when nothing can match (an unknown bank). */
function leadConditions(catalogue: Catalogue, filters: LeadFilters): SQL[] | undefined {
  const conditions: SQL[] = [];
  if (filters.country) conditions.push(eq(applications.country, filters.country));
  if (filters.productType) conditions.push(eq(applications.applicationType, filters.productType));
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  if (filters.from) conditions.push(gte(applications.createdAt, filters.from));
  if (filters.to) conditions.push(lt(applications.createdAt, filters.to));
  const productIds = productIdsOf(catalogue, filters);
  if (productIds) {
    if (productIds.length === 0) return undefined;
    conditions.push(inArray(applications.productId, productIds));
  }
  return conditions;
}

const DAY_MS = 86_400_000;
const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const nextDayStart = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
const dayText = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The exact number of applications that match, from the per-day summary (application_counts,
 * kept by triggers; decision 0022): a sum over at most a few rows per day, product and status,
 * whatever the filters. The console's dates are whole UTC days; a bound inside a day (no route
 * sends one) has that part-day counted on the applications themselves, at most a day of rows.
 */
export async function countLeads(
  db: Database,
  catalogue: Catalogue,
  filters: LeadFilters,
): Promise<number> {
  const productIds = productIdsOf(catalogue, filters);
  if (productIds?.length === 0) return 0;
  const { from, to } = filters;
  // The whole days of the range: [firstDay, endDay).
  const firstDay = from && nextDayStart(from);
  const endDay = to && startOfDay(to);
  if (firstDay && endDay && firstDay >= endDay) {
    // The range lies within a day or two of part-days: counted on the applications.
    return countApplications(db, catalogue, filters);
  }
  const conditions: SQL[] = [];
  if (filters.country) conditions.push(eq(applicationCounts.country, filters.country));
  if (filters.productType)
    conditions.push(eq(applicationCounts.applicationType, filters.productType));
  if (filters.status) conditions.push(eq(applicationCounts.status, filters.status));
  if (productIds) conditions.push(inArray(applicationCounts.productId, productIds));
  if (firstDay) conditions.push(gte(applicationCounts.day, dayText(firstDay)));
  if (endDay) conditions.push(lt(applicationCounts.day, dayText(endDay)));
  const [summed] = await db
    .select({ total: sql<string | null>`sum(${applicationCounts.count})` })
    .from(applicationCounts)
    .where(and(...conditions));
  let total = Number(summed?.total ?? 0);
  if (from && firstDay && from < firstDay)
    total += await countApplications(db, catalogue, { ...filters, from, to: firstDay });
  if (to && endDay && endDay < to)
    total += await countApplications(db, catalogue, { ...filters, from: endDay, to });
  return total;
}

/** count(*) over the applications themselves: for part-days, and for checking the summary. */
export async function countApplications(
  db: Database,
  catalogue: Catalogue,
  filters: LeadFilters,
): Promise<number> {
  const conditions = leadConditions(catalogue, filters);
  return conditions ? db.$count(applications, and(...conditions)) : 0;
}

const listColumns = {
  id: applications.id,
  createdAt: applications.createdAt,
  country: applications.country,
  productType: applications.applicationType,
  status: applications.status,
  language: applications.language,
  productId: applications.productId,
  customerId: applications.customerId,
};

type ListRow = {
  id: string;
  createdAt: Date;
  country: Country;
  productType: ProductType;
  status: string;
  language: Language;
  productId: number | null;
  customerId: string;
};

export function productRef(product: CatalogueProduct | undefined) {
  return product ? { id: product.id, name: product.name.en } : null;
}

export function bankRef(product: CatalogueProduct | undefined) {
  return product
    ? {
        id: product.organizationId,
        key: product.organizationKey,
        name: product.organizationName.en,
      }
    : null;
}

/** The applicants of these customers, by customer id: one query for a whole page or batch. */
async function applicantsOf(db: Database, customerIds: string[]): Promise<Map<string, Applicant>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: customers.id,
      fullName: customers.name,
      email: customers.email,
      phone: customers.mobileNumber,
    })
    .from(customers)
    .where(inArray(customers.id, [...new Set(customerIds)]));
  return new Map(rows.map(({ id, ...applicant }) => [id, applicant]));
}

async function toItems(
  db: Database,
  catalogue: Catalogue,
  rows: ListRow[],
  view: LeadView,
): Promise<LeadListItem[]> {
  const applicants = view.withApplicant
    ? await applicantsOf(
        db,
        rows.map((row) => row.customerId),
      )
    : undefined;
  return rows.map((row) => {
    const product = row.productId === null ? undefined : catalogue.product(row.productId);
    const item: LeadListItem = {
      id: shownLeadKey(view, row.id),
      createdAt: row.createdAt.toISOString(),
      country: countryToConsole(row.country),
      productType: row.productType,
      status: row.status as ApplicationStatus,
      language: row.language,
      product: productRef(product),
      bank: bankRef(product),
    };
    const applicant = applicants?.get(row.customerId);
    if (applicant) item.applicant = applicant;
    return item;
  });
}

/**
 * Applications, newest first (ties broken by id, so pages never overlap), with the exact number
 * that match. The page runs on the leads-list indexes (it reads pageSize rows of an index in
 * createdAt order); the count on the per-day summary (countLeads).
 */
export async function listLeads(
  db: Database,
  catalogue: Catalogue,
  filters: LeadFilters,
  paging: Paging,
  view: LeadView,
): Promise<LeadList> {
  const conditions = leadConditions(catalogue, filters);
  if (!conditions) return { items: [], total: 0 };
  const where = and(...conditions);
  const rows = await db
    .select(listColumns)
    .from(applications)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(paging.pageSize)
    .offset(paging.page * paging.pageSize);
  const total = await countLeads(db, catalogue, filters);
  return { items: await toItems(db, catalogue, rows, view), total };
}

/** Rows read from the database at a time by an export. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every application that matches, newest first, read in batches by keyset (createdAt, id), so
 * that an export of any size holds one batch in memory and each batch is one short indexed
 * query (no long transaction, no statement time-out; the same on PostgreSQL and PGlite). The
 * position is kept as the database's own text of the timestamp: a JavaScript Date would drop
 * its microseconds and skip or repeat rows.
 */
export async function* exportLeads(
  db: Database,
  catalogue: Catalogue,
  filters: LeadFilters,
  view: LeadView,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<LeadListItem> {
  const conditions = leadConditions(catalogue, filters);
  if (!conditions) return;
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const position = after
      ? [
          sql`(${applications.createdAt}, ${applications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`,
        ]
      : [];
    const rows = await db
      .select({ ...listColumns, position: sql<string>`${applications.createdAt}::text` })
      .from(applications)
      .where(and(...conditions, ...position))
      .orderBy(...NEWEST_FIRST)
      .limit(batchSize);
    yield* await toItems(db, catalogue, rows, view);
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { at: last.position, id: last.id };
  }
}

export type LeadDetail = ApplicationDetail;

/** One application with everything the applicant told us and was shown; personal data. */
export async function leadDetail(
  db: Database,
  catalogue: Catalogue,
  id: string,
): Promise<LeadDetail> {
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
  const [[item], answerRows, rankedRows, selectedRows, recommendationRows, reports] =
    await Promise.all([
      toItems(db, catalogue, [row], { withApplicant: true }),
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
  // The customer row is required by a foreign key: an application always has its applicant.
  if (!item?.applicant) throw new Error('application without its applicant');
  const { applicant } = item;

  const questions = catalogue.questions(row.country, row.productType);
  const order = (questionId: number) => {
    const index = questions.findIndex((q) => q.id === questionId);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  const answers = [...answerRows]
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

  // The ranking when the applicant made one; else the features in the order they selected them.
  const chosen =
    rankedRows.length > 0
      ? rankedRows
      : selectedRows.map((s, index) => ({ featureId: s.featureId, priority: index + 1 }));
  const features = chosen.map(({ featureId, priority }) => ({
    featureId,
    name: catalogue.feature(featureId)?.name.en ?? `Feature ${featureId}`,
    priority,
  }));

  const recommendations = recommendationRows.map(({ productId }) => ({
    id: productId,
    name: catalogue.product(productId)?.name.en ?? `Product ${productId}`,
  }));

  return {
    ...item,
    applicant,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    answers,
    features,
    recommendations,
    bankStatus: (row.bankStatus as BankStatus | null) ?? null,
    bankReference: row.bankReference,
    history: historyOf(row, reports),
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

import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { countryCode, type Language } from '@mizan/contracts';
import type { PersonalDataExport } from '@mizan/contracts/console';
import { catalogueNames, type CatalogueName, type CatalogueNames } from '../catalogue/index.ts';
import type { Database } from '../db/client.ts';
import { supportRequests } from '../db/schema/mail.ts';
import { outbox } from '../db/schema/queue.ts';
import {
  applications,
  customers,
  preferences,
  productRecommendations,
  screeningAnswers,
  selectedFeatures,
} from '../db/schema/visitors.ts';

// A copy of everything held about one address (issue 25: the right of access), for the person to
// read: the rows that name them and what hangs off those rows, catalogue ids turned into the
// words they saw (in the language they used, English where a text has no translation). Only
// rows whose address is this one, whatever its case: never anybody else's. The visitor tables
// are read here, ids only; their words come from the catalogue module (catalogueNames): a row
// whose catalogue row is gone shows as the joins below it said, a null name or no row at all.

const iso = (at: Date | null) => at?.toISOString() ?? null;
const inLanguage = (language: Language, en: string, ar: string | null) =>
  language === 'ar' && ar ? ar : en;
const nameIn = (language: Language, name: CatalogueName) => inLanguage(language, name.en, name.ar);

/** Each row with the catalogue name its id has; a row whose id names nothing is left out. */
const named = <T, N>(rows: T[], name: (row: T) => N | undefined) =>
  rows.flatMap((row) => {
    const found = name(row);
    return found === undefined ? [] : [{ row, name: found }];
  });

/** An address in an email's text: up to the first space or markup character. */
const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * An email's text with its links' tokens removed. The withdrawal and confirmation links stay
 * live for weeks, and a copy of the data is sent, saved and forwarded: in it a link shows where
 * it went, and no longer acts for the person (issue 32).
 */
export function withoutTokens(text: string): string {
  return text.replace(LINK, (link) => {
    if (!URL.canParse(link)) return link;
    const url = new URL(link);
    if (!url.searchParams.has('token')) return link;
    url.searchParams.delete('token');
    return url.toString();
  });
}

/** The keys of the emails about these applications and support requests (services/mail-requests.ts). */
export const mailKeysOf = (applicationIds: string[], supportRequestIds: string[]) => [
  ...applicationIds.flatMap((id) => [`confirmation:${id}`, `approval:${id}`]),
  ...supportRequestIds.flatMap((id) => [`support:${id}:inbox`, `support:${id}:ack`]),
];

/** The customers and support requests with this address, lower-cased on both sides. */
export function sameAddress(
  column: typeof customers.email | typeof supportRequests.email,
  email: string,
) {
  return eq(sql`lower(${column})`, email.trim().toLowerCase());
}

/** The customers and support requests with this address: the rows that name the person. */
async function rowsNaming(db: Database, address: string) {
  const [customerRows, supportRows] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(sameAddress(customers.email, address))
      .orderBy(asc(customers.createdAt), asc(customers.id)),
    db
      .select()
      .from(supportRequests)
      .where(sameAddress(supportRequests.email, address))
      .orderBy(asc(supportRequests.createdAt), asc(supportRequests.id)),
  ]);
  return { customerRows, supportRows };
}

/** The customers' applications (the product they chose by id: its names are the catalogue's). */
async function applicationsOf(db: Database, customerIds: string[]) {
  if (!customerIds.length) return [];
  return db
    .select()
    .from(applications)
    .where(inArray(applications.customerId, customerIds))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}
type ApplicationRow = Awaited<ReturnType<typeof applicationsOf>>[number];

const screeningAnswersOf = (db: Database, applicationIds: string[]) =>
  db
    .select({
      applicationId: screeningAnswers.applicationId,
      questionId: screeningAnswers.questionId,
      optionId: screeningAnswers.optionId,
      at: screeningAnswers.updatedAt,
    })
    .from(screeningAnswers)
    .where(inArray(screeningAnswers.applicationId, applicationIds))
    .orderBy(asc(screeningAnswers.questionId));

const rankedFeaturesOf = (db: Database, applicationIds: string[]) =>
  db
    .select({
      applicationId: preferences.applicationId,
      priority: preferences.priority,
      featureId: preferences.featureId,
    })
    .from(preferences)
    .where(inArray(preferences.applicationId, applicationIds))
    .orderBy(asc(preferences.priority));

const selectedFeaturesOf = (db: Database, applicationIds: string[]) =>
  db
    .select({
      applicationId: selectedFeatures.applicationId,
      featureId: selectedFeatures.featureId,
    })
    .from(selectedFeatures)
    .where(inArray(selectedFeatures.applicationId, applicationIds))
    .orderBy(asc(selectedFeatures.createdAt), asc(selectedFeatures.id));

const recommendationsOf = (db: Database, applicationIds: string[]) =>
  db
    .select({
      applicationId: productRecommendations.applicationId,
      productId: productRecommendations.productId,
      at: productRecommendations.createdAt,
    })
    .from(productRecommendations)
    .where(inArray(productRecommendations.applicationId, applicationIds))
    .orderBy(asc(productRecommendations.createdAt), asc(productRecommendations.id));

const bankDeliveriesOf = (db: Database, applicationIds: string[]) =>
  db
    .select({
      applicationId: outbox.applicationId,
      bankId: outbox.organizationId,
      type: outbox.kind,
      status: outbox.status,
      payload: outbox.payload,
      queuedAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(and(eq(outbox.queue, 'delivery'), inArray(outbox.applicationId, applicationIds)))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));

/** What hangs off the applications: answers, rankings, picks, recommendations, deliveries. */
async function applicationDetails(db: Database, applicationIds: string[]) {
  if (!applicationIds.length) {
    return { answers: [], ranked: [], selected: [], recommended: [], deliveries: [] };
  }
  const [answers, ranked, selected, recommended, deliveries] = await Promise.all([
    screeningAnswersOf(db, applicationIds),
    rankedFeaturesOf(db, applicationIds),
    selectedFeaturesOf(db, applicationIds),
    recommendationsOf(db, applicationIds),
    bankDeliveriesOf(db, applicationIds),
  ]);
  return { answers, ranked, selected, recommended, deliveries };
}

/**
 * The details with the catalogue's words for their ids, as the joins that read them together
 * said: an answer, ranking, pick or recommendation whose catalogue row is gone is left out (an
 * inner join); a delivery to a bank that is gone names no bank (a left join).
 */
function namedDetails(
  {
    answers: answerRows,
    ranked: rankedRows,
    selected: selectedRows,
    recommended: recommendedRows,
    deliveries: deliveryRows,
  }: Awaited<ReturnType<typeof applicationDetails>>,
  names: CatalogueNames,
) {
  const answers = named(answerRows, (row) => {
    const question = names.questions.get(row.questionId);
    const answer = names.options.get(row.optionId);
    return question && answer && { question, answer };
  }).map(({ row, name }) => ({ applicationId: row.applicationId, at: row.at, ...name }));
  const ranked = named(rankedRows, (row) => names.features.get(row.featureId)).map(
    ({ row, name }) => ({
      applicationId: row.applicationId,
      priority: row.priority,
      feature: name,
    }),
  );
  const selected = named(selectedRows, (row) => names.features.get(row.featureId)).map(
    ({ row, name }) => ({ applicationId: row.applicationId, feature: name }),
  );
  const recommended = named(recommendedRows, (row) => names.products.get(row.productId)).map(
    ({ row, name }) => ({ applicationId: row.applicationId, product: name, at: row.at }),
  );
  const deliveries = deliveryRows.map(({ bankId, ...row }) => ({
    ...row,
    bank: (bankId === null ? undefined : names.banks.get(bankId))?.en ?? null,
  }));
  return { answers, ranked, selected, recommended, deliveries };
}
type ApplicationDetails = ReturnType<typeof namedDetails>;

/**
 * The emails sent to the address, and those about its applications and support requests (the
 * support team's copy of a message names the sender).
 */
const emailsAbout = (
  db: Database,
  address: string,
  applicationIds: string[],
  supportRequestIds: string[],
) =>
  db
    .select({
      key: outbox.dedupeKey,
      to: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.text,
      status: outbox.status,
      queuedAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.queue, 'mail'),
        or(
          eq(outbox.toAddress, address),
          inArray(outbox.dedupeKey, mailKeysOf(applicationIds, supportRequestIds)),
        ),
      ),
    )
    .orderBy(asc(outbox.createdAt), asc(outbox.id));

export async function exportPersonalData(db: Database, email: string): Promise<PersonalDataExport> {
  const address = email.trim().toLowerCase();
  const { customerRows, supportRows } = await rowsNaming(db, address);
  const applicationRows = await applicationsOf(
    db,
    customerRows.map((c) => c.id),
  );
  const applicationIds = applicationRows.map((row) => row.id);
  const [detailRows, emails] = await Promise.all([
    applicationDetails(db, applicationIds),
    emailsAbout(
      db,
      address,
      applicationIds,
      supportRows.map((s) => s.id),
    ),
  ]);
  // Read after the rows that hold their ids, so that each id they hold has its row by then.
  const names = await catalogueNames(db);
  const details = namedDetails(detailRows, names);
  return {
    email: address,
    exportedAt: new Date().toISOString(),
    customers: customerRows.map((c) => ({
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.mobileNumber,
      country: countryCode(c.country),
      language: c.language,
      promoCode: c.promoCode,
      createdAt: iso(c.createdAt),
    })),
    applications: applicationRows.map((row) => applicationCopy(row, details, names)),
    supportRequests: supportRows.map((s) => ({
      id: s.id,
      name: s.fullName,
      email: s.email,
      message: s.message,
      country: countryCode(s.country),
      language: s.language,
      status: s.status,
      createdAt: iso(s.createdAt),
    })),
    emails: emails.map((row) => ({
      to: row.to,
      subject: row.subject,
      text: row.text === null ? null : withoutTokens(row.text),
      status: row.status,
      queuedAt: iso(row.queuedAt),
      sentAt: iso(row.sentAt),
    })),
  };
}

const of = <T extends { applicationId: string | null }>(rows: T[], id: string) =>
  rows.filter((row) => row.applicationId === id);

/** One application as the person reads it: catalogue ids as the words they saw, in their language. */
function applicationCopy(
  a: ApplicationRow,
  details: ApplicationDetails,
  names: CatalogueNames,
): PersonalDataExport['applications'][number] {
  const language = a.language;
  // As the left join said: no product (none chosen, or gone) is null; a product whose bank is
  // gone names no bank.
  const chosen = a.productId === null ? undefined : names.products.get(a.productId);
  return {
    id: a.id,
    customerId: a.customerId,
    country: countryCode(a.country),
    language,
    productType: a.applicationType,
    status: a.status,
    createdAt: iso(a.createdAt),
    submittedAt: iso(a.submittedAt),
    withdrawnAt: iso(a.withdrawnAt),
    riskProfile: a.clientRiskProfile,
    answers: of(details.answers, a.id).map((row) => ({
      question: nameIn(language, row.question),
      answer: nameIn(language, row.answer),
      at: iso(row.at),
    })),
    preferences: of(details.ranked, a.id).map((row) => ({
      priority: row.priority,
      feature: nameIn(language, row.feature),
    })),
    selectedFeatures: of(details.selected, a.id).map((row) => nameIn(language, row.feature)),
    recommendations: of(details.recommended, a.id).map((row) => ({
      product: nameIn(language, row.product),
      at: iso(row.at),
    })),
    chosenProduct: chosen
      ? {
          product: nameIn(language, chosen),
          bank: chosen.bank ? chosen.bank.en && nameIn(language, chosen.bank) : null,
        }
      : null,
    contact: a.contactChannel
      ? { channel: a.contactChannel, from: a.contactFrom, to: a.contactTo }
      : null,
    bankStatus: a.bankStatus,
    bankReference: a.bankReference,
    // What each bank was sent, exactly as sent (the webhook's body, a file's row).
    deliveries: of(details.deliveries, a.id).map((row) => ({
      bank: row.bank,
      type: row.type,
      status: row.status,
      queuedAt: iso(row.queuedAt),
      sentAt: iso(row.sentAt),
      payload: row.payload,
    })),
  };
}

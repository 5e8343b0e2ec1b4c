import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { countryCode, type Language } from '@mizan/contracts';
import type { PersonalDataExport } from '@mizan/contracts/console';
import type { Database } from '../db/client.ts';
import {
  features,
  organizations,
  products,
  questionOptions,
  questions,
} from '../db/schema/catalogue.ts';
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
// rows whose address is this one, whatever its case: never anybody else's.

const iso = (at: Date | null) => at?.toISOString() ?? null;
const inLanguage = (language: Language, en: string, ar: string | null) =>
  language === 'ar' && ar ? ar : en;

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

/** The customers' applications, with the names of the product and bank they chose. */
async function applicationsOf(db: Database, customerIds: string[]) {
  if (!customerIds.length) return [];
  return db
    .select({
      application: applications,
      productName: products.name,
      productNameAr: products.nameAr,
      bankName: organizations.name,
      bankNameAr: organizations.nameAr,
    })
    .from(applications)
    .leftJoin(products, eq(products.id, applications.productId))
    .leftJoin(organizations, eq(organizations.id, products.organizationId))
    .where(inArray(applications.customerId, customerIds))
    .orderBy(asc(applications.createdAt), asc(applications.id));
}
type ApplicationRow = Awaited<ReturnType<typeof applicationsOf>>[number];

const screeningAnswersOf = (db: Database, applicationIds: string[]) =>
  db
    .select({
      applicationId: screeningAnswers.applicationId,
      question: questions.text,
      questionAr: questions.textAr,
      answer: questionOptions.text,
      answerAr: questionOptions.textAr,
      at: screeningAnswers.updatedAt,
    })
    .from(screeningAnswers)
    .innerJoin(questions, eq(questions.id, screeningAnswers.questionId))
    .innerJoin(questionOptions, eq(questionOptions.id, screeningAnswers.optionId))
    .where(inArray(screeningAnswers.applicationId, applicationIds))
    .orderBy(asc(questions.id));

const rankedFeaturesOf = (db: Database, applicationIds: string[]) =>
  db
    .select({
      applicationId: preferences.applicationId,
      priority: preferences.priority,
      feature: features.name,
      featureAr: features.nameAr,
    })
    .from(preferences)
    .innerJoin(features, eq(features.id, preferences.featureId))
    .where(inArray(preferences.applicationId, applicationIds))
    .orderBy(asc(preferences.priority));

const selectedFeaturesOf = (db: Database, applicationIds: string[]) =>
  db
    .select({
      applicationId: selectedFeatures.applicationId,
      feature: features.name,
      featureAr: features.nameAr,
    })
    .from(selectedFeatures)
    .innerJoin(features, eq(features.id, selectedFeatures.featureId))
    .where(inArray(selectedFeatures.applicationId, applicationIds))
    .orderBy(asc(selectedFeatures.createdAt), asc(selectedFeatures.id));

const recommendationsOf = (db: Database, applicationIds: string[]) =>
  db
    .select({
      applicationId: productRecommendations.applicationId,
      product: products.name,
      productAr: products.nameAr,
      at: productRecommendations.createdAt,
    })
    .from(productRecommendations)
    .innerJoin(products, eq(products.id, productRecommendations.productId))
    .where(inArray(productRecommendations.applicationId, applicationIds))
    .orderBy(asc(productRecommendations.createdAt), asc(productRecommendations.id));

const bankDeliveriesOf = (db: Database, applicationIds: string[]) =>
  db
    .select({
      applicationId: outbox.applicationId,
      bank: organizations.name,
      type: outbox.kind,
      status: outbox.status,
      payload: outbox.payload,
      queuedAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .leftJoin(organizations, eq(organizations.id, outbox.organizationId))
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
type ApplicationDetails = Awaited<ReturnType<typeof applicationDetails>>;

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
  const applicationIds = applicationRows.map((row) => row.application.id);
  const [details, emails] = await Promise.all([
    applicationDetails(db, applicationIds),
    emailsAbout(
      db,
      address,
      applicationIds,
      supportRows.map((s) => s.id),
    ),
  ]);
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
    applications: applicationRows.map((row) => applicationCopy(row, details)),
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
  { application: a, ...names }: ApplicationRow,
  details: ApplicationDetails,
): PersonalDataExport['applications'][number] {
  const language = a.language;
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
      question: inLanguage(language, row.question, row.questionAr),
      answer: inLanguage(language, row.answer, row.answerAr),
      at: iso(row.at),
    })),
    preferences: of(details.ranked, a.id).map((row) => ({
      priority: row.priority,
      feature: inLanguage(language, row.feature, row.featureAr),
    })),
    selectedFeatures: of(details.selected, a.id).map((row) =>
      inLanguage(language, row.feature, row.featureAr),
    ),
    recommendations: of(details.recommended, a.id).map((row) => ({
      product: inLanguage(language, row.product, row.productAr),
      at: iso(row.at),
    })),
    chosenProduct:
      names.productName === null
        ? null
        : {
            product: inLanguage(language, names.productName, names.productNameAr),
            bank: names.bankName && inLanguage(language, names.bankName, names.bankNameAr),
          },
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

import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  countryEnum,
  features,
  languageEnum,
  locations,
  productTypeEnum,
  products,
  promoCodes,
  questionOptions,
  questions,
} from './catalogue.ts';

// Visitors' data: random UUID ids, never sequential (DESIGN.md, security).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The language the visitor used (Accept-Language of the request); rows from before Arabic are 'en'. */
export const visitorLanguage = () => languageEnum('language').notNull().default('en');

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobileNumber: varchar('mobile_number', { length: 20 }).notNull(),
    promoCode: varchar('promo_code', { length: 64 })
      .notNull()
      .references(() => promoCodes.code),
    country: countryEnum('country').notNull(),
    language: visitorLanguage(),
    createdAt: createdAt(),
    /** When the person's name, email and phone were erased (issue 25): the fields are then empty. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    // Finding a person by the address they give (data requests, erasure), whatever its case.
    index('customers_email_lower_idx').on(sql`lower(${table.email})`),
    index('customers_created_idx').on(table.createdAt),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id),
    country: countryEnum('country').notNull(),
    /** Set when the application is created, and again when it is submitted: its email's language. */
    language: visitorLanguage(),
    applicationType: productTypeEnum('application_type').notNull(),
    status: varchar('status', { length: 12 }).notNull().default('Created'),
    productId: integer('product_id').references(() => products.id),
    clientRiskProfile: varchar('client_risk_profile', { length: 20 }),
    createdAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** How the bank may contact the applicant (issue 24): 'call', 'whatsapp' or 'email'. */
    contactChannel: varchar('contact_channel', { length: 10 }),
    /** The window, 'HH:MM' local time, within 09:00-18:00. */
    contactFrom: varchar('contact_from', { length: 5 }),
    contactTo: varchar('contact_to', { length: 5 }),
    /** The sha256 (hex) of the withdrawal link's token, sent once in the confirmation email. */
    withdrawalTokenHash: varchar('withdrawal_token_hash', { length: 64 }).unique(),
    withdrawalExpiresAt: timestamp('withdrawal_expires_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    /** What the bank last reported (BANK_STATUSES), null until it reports. */
    bankStatus: varchar('bank_status', { length: 10 }),
    /** The bank's own reference for the application, when it gives one. */
    bankReference: text('bank_reference'),
    /** When its person was erased (issue 25): the row stays, anonymous, so counts hold. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    index('applications_customer_idx').on(table.customerId),
    // The console's leads list: newest first, by any combination of its filters (issue 22). The
    // bank filter reaches applications through their product (products.organization_id).
    index('applications_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('applications_country_created_idx').on(table.country, table.createdAt.desc()),
    index('applications_type_created_idx').on(table.applicationType, table.createdAt.desc()),
    index('applications_status_created_idx').on(table.status, table.createdAt.desc()),
    index('applications_product_created_idx').on(table.productId, table.createdAt.desc()),
    index('applications_country_type_status_created_idx').on(
      table.country,
      table.applicationType,
      table.status,
      table.createdAt.desc(),
    ),
  ],
);

/**
 * How many applications there are per calendar day (UTC), country, type, status and product: the
 * console's exact lead counts, summed over a few thousand rows instead of counted over millions
 * (decision 0022). Kept by triggers on applications (migration 0008: application_counts_on_insert,
 * _on_update, _on_delete and _on_truncate), never written by the code, so any write to
 * applications, from any code or by hand, moves it; a new column the counts are kept by needs a
 * migration that changes those triggers' functions, not only this table.
 * test/services/console-lead-counts.test.ts holds it to count(*) on both databases.
 * productId 0 stands for "no product yet" (a key column cannot be NULL).
 */
export const applicationCounts = pgTable(
  'application_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    country: countryEnum('country').notNull(),
    applicationType: productTypeEnum('application_type').notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    productId: integer('product_id').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'application_counts_pk',
      columns: [table.day, table.country, table.applicationType, table.status, table.productId],
    }),
  ],
);

export const screeningAnswers = pgTable(
  'screening_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => questionOptions.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One answer per question: re-saving updates it, never duplicates.
  (table) => [
    unique('screening_answers_application_question').on(table.applicationId, table.questionId),
  ],
);

export const preferences = pgTable(
  'preferences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id),
    priority: integer('priority').notNull(),
    createdAt: createdAt(),
  },
  (table) => [unique('preferences_application_feature').on(table.applicationId, table.featureId)],
);

export const selectedFeatures = pgTable(
  'selected_features',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id),
    createdAt: createdAt(),
  },
  (table) => [
    unique('selected_features_application_feature').on(table.applicationId, table.featureId),
  ],
);

export const productRecommendations = pgTable(
  'product_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (table) => [
    unique('product_recommendations_application_product').on(table.applicationId, table.productId),
  ],
);

import {
  boolean,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  varchar,
  index,
  unique,
} from 'drizzle-orm/pg-core';
import { COUNTRIES, LANGUAGES, PRODUCT_TYPES } from '@mizan/contracts';

// The database holds the same values as the contracts, and rows come back typed (no casts).
export const countryEnum = pgEnum('country', COUNTRIES);
export const productTypeEnum = pgEnum('product_type', PRODUCT_TYPES);
export const languageEnum = pgEnum('language', LANGUAGES);

// Every visitor-visible text has an Arabic column beside the English one. The Arabic columns are
// nullable: a text not yet translated is served in English (services/catalogue.ts), so adding a
// product never waits for its translation.

// Catalogue tables: public data, small integer ids (DESIGN.md, security).

/**
 * What every catalogue table the console edits carries (issue 23): `version`, raised by each
 * save, so that a save made from an older read is refused (409); and when a console save last
 * changed the row, so that `db:seed` knows which rows it must not overwrite silently (null: only
 * ever written by the seed).
 */
const edited = () => ({
  version: integer('version').notNull().default(1),
  editedAt: timestamp('edited_at', { withTimezone: true }),
});

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 80 }).notNull().unique(),
  name: text('name').notNull(),
  nameAr: text('name_ar'),
  country: countryEnum('country').notNull(),
  websiteUrl: text('website_url').notNull(),
  /** An inactive bank's products leave the public site with it. */
  active: boolean('active').notNull().default(true),
  ...edited(),
  // How its leads reach the bank (issue 24), set by an admin, never by the catalogue's seed.
  /** 'none', 'webhook' or 'csv' (DELIVERY_METHODS). */
  deliveryMethod: varchar('delivery_method', { length: 8 }).notNull().default('none'),
  /** The webhook's address; null for the other methods. */
  deliveryUrl: text('delivery_url'),
  /** `whsec_<base64 key>`: signs what we send and checks what the bank sends. */
  deliverySecret: text('delivery_secret'),
  /** The secret before the last rotation, still signing and accepted until 24 hours after it. */
  deliveryPreviousSecret: text('delivery_previous_secret'),
  deliverySecretRotatedAt: timestamp('delivery_secret_rotated_at', { withTimezone: true }),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 80 }).notNull().unique(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    country: countryEnum('country').notNull(),
    productType: productTypeEnum('product_type').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar'),
    /** Lines joined by a newline. */
    description: text('description').notNull(),
    /** The same lines in Arabic, joined by a newline. */
    descriptionAr: text('description_ar'),
    routingUrl: text('routing_url').notNull(),
    image: text('image').notNull(),
    active: boolean('active').notNull().default(true),
    instantIssuance: boolean('instant_issuance').notNull().default(false),
    // Cards
    /** Most cashback a cardholder can earn in a month, in the country's currency; 0 if none. */
    incentive: numeric('incentive', { precision: 10, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    // Loans
    /** The least the bank lends (not among the published facts). */
    minAmount: integer('min_amount'),
    /**
     * The product's published facts, each with its source and the day it was checked (issue 14):
     * a card's StoredCardFacts or a loan's StoredLoanFacts. The only place a published figure
     * (fee, rate, minimum salary, limits, Islamic or not) is kept: no column repeats one
     * (docs/decisions/0023-facts-in-one-place.md). Unknown as far as this table says: the
     * catalogue module (src/catalogue/facts.ts) checks them by their schema when it writes them
     * and again when it reads them. Null for a product added without them: it is served with
     * every fact "not published", each naming the product's routing URL as the page to check.
     */
    facts: jsonb('facts').$type<unknown>(),
    ...edited(),
  },
  (table) => [index('products_country_type_idx').on(table.country, table.productType)],
);

/** Feature groups (parentId null) and their sub-features share one id space. */
export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 80 }).notNull().unique(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  nameAr: text('name_ar'),
  image: text('image').notNull(),
  productType: productTypeEnum('product_type').notNull().default('Card'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  ...edited(),
});

export const productFeatures = pgTable(
  'product_features',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.productId, table.featureId] })],
);

export const questions = pgTable('questions', {
  id: serial('id').primaryKey(),
  /**
   * country-type-topic for the seeded ones, e.g. ae-card-salary: lets a re-seed update in place.
   * As long as every catalogue key (the console's KeySchema allows 80).
   */
  key: varchar('key', { length: 80 }).notNull().unique(),
  country: countryEnum('country').notNull(),
  productType: productTypeEnum('product_type').notNull(),
  /** What the answer tells the engine: salary, employment, residency... */
  topic: varchar('topic', { length: 20 }).notNull(),
  text: text('text').notNull(),
  textAr: text('text_ar'),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...edited(),
});

export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    textAr: text('text_ar'),
    points: integer('points').notNull(),
    hardStop: boolean('hard_stop').notNull().default(false),
    value: numeric('value', { precision: 12, scale: 4, mode: 'number' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [unique('question_options_question_order').on(table.questionId, table.sortOrder)],
);

export const banners = pgTable('banners', {
  id: integer('id').primaryKey(),
  country: countryEnum('country'),
  title: text('title').notNull(),
  titleAr: text('title_ar'),
  description: text('description').notNull(),
  descriptionAr: text('description_ar'),
  image: text('image').notNull(),
  routingUrl: text('routing_url').notNull(),
  active: boolean('active').notNull().default(true),
  ...edited(),
});

export const locations = pgTable('locations', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameAr: text('name_ar'),
});

export const promoCodes = pgTable('promo_codes', {
  code: varchar('code', { length: 64 }).primaryKey(),
  locationId: integer('location_id')
    .notNull()
    .references(() => locations.id),
  description: text('description').notNull(),
  descriptionAr: text('description_ar'),
  active: boolean('active').notNull().default(true),
  ...edited(),
});

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
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { countryEnum, languageEnum, productTypeEnum } from './catalogue.ts';
import { operators } from './console.ts';

// The funnel and visitors' data rights (issue 25).

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per step an application (or, for `customer_created`, a customer profile) reached,
 * written by the server in the transaction of the step. Nothing about the person: no name,
 * email, phone, IP or free text, so an erasure leaves these rows as they are. The ids have no
 * foreign key: an event outlives anything that happens to the rows it counts.
 */
export const funnelEvents = pgTable(
  'funnel_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** A FUNNEL_STEPS value. */
    step: varchar('step', { length: 24 }).notNull(),
    at: at('at').notNull().defaultNow(),
    country: countryEnum('country').notNull(),
    language: languageEnum('language').notNull(),
    /** Null for `customer_created`: a profile is made before the visitor picks cards or loans. */
    productType: productTypeEnum('product_type'),
    applicationId: uuid('application_id'),
    /** Set for `customer_created` only. */
    customerId: uuid('customer_id'),
  },
  (table) => [
    // A step reached twice by one application counts once: insert ... on conflict do nothing.
    uniqueIndex('funnel_events_application_step')
      .on(table.applicationId, table.step)
      .where(sql`${table.applicationId} is not null`),
    uniqueIndex('funnel_events_customer_step')
      .on(table.customerId, table.step)
      .where(sql`${table.customerId} is not null`),
  ],
);

/**
 * How many events there are per local day (Asia/Dubai for ae, Asia/Riyadh for sa), country,
 * product type ('' for none) and step: the console's funnel sums a few thousand of these instead
 * of counting millions of events. Kept by triggers on funnel_events (migration 0015:
 * funnel_events_added, _removed and _truncated; funnel_events_no_update refuses an update, which
 * they would not follow), never written by the code. test/funnel/daily-roll-up.test.ts holds it
 * to the events on both databases.
 */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    country: countryEnum('country').notNull(),
    productType: varchar('product_type', { length: 4 }).notNull(),
    step: varchar('step', { length: 24 }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({
      name: 'funnel_daily_pk',
      columns: [table.day, table.country, table.productType, table.step],
    }),
  ],
);

/**
 * A visitor's request for a copy or the erasure of their data. Rows are written for unknown
 * addresses too (no link is sent): the daily limit per address counts them, and the answer is
 * the same. The address itself is kept only while the request needs it (until it is done or the
 * person erased); `emailHash`, an HMAC of the lower-cased address with a key of ours, stays.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** DATA_REQUEST_KINDS. */
    kind: varchar('kind', { length: 6 }).notNull(),
    /** DATA_REQUEST_STATES. */
    state: varchar('state', { length: 11 }).notNull().default('unconfirmed'),
    email: text('email'),
    emailHash: varchar('email_hash', { length: 64 }).notNull(),
    language: languageEnum('language').notNull().default('en'),
    /** sha256 (hex) of the confirmation link's token; null when no link was sent. */
    tokenHash: varchar('token_hash', { length: 64 }).unique(),
    tokenExpiresAt: at('token_expires_at'),
    requestedAt: at('requested_at').notNull().defaultNow(),
    confirmedAt: at('confirmed_at'),
    dueAt: at('due_at'),
    exportedAt: at('exported_at'),
    erasedAt: at('erased_at'),
    doneAt: at('done_at'),
    doneBy: uuid('done_by').references(() => operators.id),
  },
  (table) => [
    index('data_requests_email_hash_idx').on(table.emailHash, table.requestedAt),
    index('data_requests_state_due_idx').on(table.state, table.dueAt),
  ],
);

/** Each run of the retention job (the daily schedule or `npm run data:retention`). */
export const retentionRuns = pgTable(
  'retention_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    startedAt: at('started_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    /** RETENTION_TRIGGERS: 'schedule' or 'command'. */
    trigger: varchar('trigger', { length: 8 }).notNull(),
    cutoff: at('cutoff').notNull(),
    applications: integer('applications').notNull().default(0),
    supportRequests: integer('support_requests').notNull().default(0),
  },
  (table) => [index('retention_runs_started_idx').on(table.startedAt.desc())],
);

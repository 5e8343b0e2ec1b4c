import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { countryEnum, languageEnum, productTypeEnum } from './catalogue.ts';

// The funnel (issue 25): the steps applications reach, and their daily roll-up.

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

import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizations } from './catalogue.ts';
import { operators } from './console.ts';
import { applications } from './visitors.ts';

/**
 * What the bank reported about an application (received, approved, declined, issued), each
 * report as it was applied. The application's own steps (created, submitted, withdrawn) are its
 * row's timestamps; the console's history merges both.
 */
export const applicationHistory = pgTable(
  'application_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** A BANK_STATUSES value. */
    status: varchar('status', { length: 12 }).notNull(),
    /** Who said so: 'bank' (its signed report) or 'operator' (entered in the console). */
    source: varchar('source', { length: 10 }).notNull(),
    /** The bank's reference, when its report carried one. */
    reference: text('reference'),
  },
  (table) => [index('application_history_application_idx').on(table.applicationId, table.at)],
);

/**
 * Every status report a bank sent, by its webhook-id: a report seen before is answered 200 and
 * changes nothing (replay and retry alike).
 */
export const partnerReports = pgTable(
  'partner_reports',
  {
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    webhookId: varchar('webhook_id', { length: 255 }).notNull(),
    applicationId: uuid('application_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.webhookId] })],
);

/** The bonus promised for an approved application (issue 24): due once the bank approves. */
export const bonuses = pgTable(
  'bonuses',
  {
    applicationId: uuid('application_id')
      .primaryKey()
      .references(() => applications.id),
    /** Whole units of `currency`. */
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    /** 'due' or 'paid' (BONUS_STATES). */
    state: varchar('state', { length: 4 }).notNull().default('due'),
    dueSince: timestamp('due_since', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => operators.id),
  },
  (table) => [index('bonuses_state_due_idx').on(table.state, table.dueSince)],
);

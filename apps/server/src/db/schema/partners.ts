import {
  index,
  integer,
  jsonb,
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
 * The one durable queue (issue 24, decision 0025): emails and deliveries to banks. A job is
 * written here in the same transaction as what caused it and done later by the worker
 * (mail/worker.ts), so an SMTP server or a bank that is down delays it but never loses it.
 * `dedupeKey` makes queuing the same job twice a no-op.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: varchar('dedupe_key', { length: 120 }).notNull().unique(),
    /** 'mail' or 'delivery' (OUTBOX_QUEUES): which sender does the job. */
    queue: varchar('queue', { length: 10 }).notNull().default('mail'),
    /** Mail: the template ('card-confirmation'...). Delivery: the event's type. */
    kind: varchar('kind', { length: 40 }).notNull(),
    // ---- mail
    toAddress: text('to_address'),
    subject: text('subject'),
    html: text('html'),
    text: text('text'),
    /** A product image to attach inline (cid:product-image), by file name. */
    inlineImage: text('inline_image'),
    // ---- delivery
    /** The bank the delivery goes to. */
    organizationId: integer('organization_id').references(() => organizations.id),
    /** The application it is about (no foreign key: an erased application keeps its jobs' ids). */
    applicationId: uuid('application_id'),
    /** The webhook's JSON body exactly as sent on every attempt (its `id` is the webhook-id). */
    payload: jsonb('payload'),
    /** The bank's HTTP status of the last attempt; null when there was no answer. */
    lastStatus: integer('last_status'),
    /**
     * A csv delivery: the files (under DATA_DIR, e.g. `deliveries/<bank key>/<day>.csv`) its row
     * was written to, recorded before each write, so that an erasure finds the row whatever the
     * bank is called now. Null for a webhook, or a row written before this was kept (issue 32).
     */
    deliveryFiles: text('delivery_files').array(),
    // ---- both
    /** 'pending', 'sent' (an email sent, a delivery the bank took) or 'failed' (given up). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** What went wrong last (an SMTP error, the bank's answer), scrubbed of personal data. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_recipient_idx').on(table.toAddress, table.createdAt),
    // The console's deliveries per bank, and the metrics' depth per bank.
    index('outbox_organization_idx').on(table.organizationId, table.status, table.createdAt),
    index('outbox_application_idx').on(table.applicationId),
  ],
);

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

import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { organizations } from './catalogue.ts';

/**
 * The one durable queue (issue 24, decision 0025): emails and deliveries to banks. A job is
 * written here in the same transaction as what caused it and done later by the worker
 * (queue/worker.ts, with the senders of mail/sender.ts and partners/delivery-sender.ts), so an SMTP server or a bank that is down delays it but never loses it.
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

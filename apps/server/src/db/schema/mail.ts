import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { SUPPORT_REQUEST_STATUSES } from '@mizan/contracts/console';
import { countryEnum } from './catalogue.ts';
import { visitorLanguage } from './visitors.ts';

// Support requests are visitors' data: random UUIDs like the rest (DESIGN.md, security).
export const supportRequestStatusEnum = pgEnum('support_request_status', SUPPORT_REQUEST_STATUSES);

export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    country: countryEnum('country').notNull(),
    /** The acknowledgement's language; the support inbox copy is always English. */
    language: visitorLanguage(),
    /** Where the support team is with it (the console, issue 22). */
    status: supportRequestStatusEnum('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The console's list: newest first, optionally by status.
    index('support_requests_created_idx').on(table.createdAt.desc()),
    index('support_requests_status_created_idx').on(table.status, table.createdAt.desc()),
  ],
);

/**
 * The durable outbox: an email is written here in the same transaction as what caused it and
 * sent later by the worker, so an SMTP outage delays mail but never loses it. `dedupeKey` makes
 * queuing the same email twice a no-op.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: varchar('dedupe_key', { length: 120 }).notNull().unique(),
    kind: varchar('kind', { length: 40 }).notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** A product image to attach inline (cid:product-image), by file name. */
    inlineImage: text('inline_image'),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_emails_due_idx').on(table.status, table.nextAttemptAt),
    index('outbox_emails_recipient_idx').on(table.toAddress, table.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** When the sender's name, email and message were erased (issue 25). */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (table) => [
    index('support_requests_email_lower_idx').on(sql`lower(${table.email})`),
    // The console's list: newest first, optionally by status.
    index('support_requests_created_idx').on(table.createdAt.desc()),
    index('support_requests_status_created_idx').on(table.status, table.createdAt.desc()),
  ],
);

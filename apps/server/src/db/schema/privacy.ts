import { index, integer, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { languageEnum } from './catalogue.ts';
import { operators } from './console.ts';

// Visitors' data rights (issue 25); the funnel's tables are in funnel.ts.

const at = (name: string) => timestamp(name, { withTimezone: true });

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

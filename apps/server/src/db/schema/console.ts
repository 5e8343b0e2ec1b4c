import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  inet,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { OPERATOR_ROLES } from '@mizan/contracts/console';

// The console's tables (issue 22): operators, how they sign in, and the audit log. Secrets are
// stored only as hashes (set-up tokens, session ids, recovery codes: sha256 of 256 random bits,
// or argon2id for the password); the TOTP key must be read to check a code, so it is stored.

export const operatorRoleEnum = pgEnum('operator_role', OPERATOR_ROLES);

const at = (name: string) => timestamp(name, { withTimezone: true });

export const operators = pgTable(
  'operators',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; unique whatever its case. */
    email: text('email').notNull(),
    role: operatorRoleEnum('role').notNull(),
    /** argon2id; null until set-up, and again after a reset. */
    passwordHash: text('password_hash'),
    /** Base32 TOTP key; null until set-up is confirmed, and again after a reset. */
    totpSecret: text('totp_secret'),
    /** A key proposed at set-up, waiting for its first code. */
    pendingTotpSecret: text('pending_totp_secret'),
    /** The last 30-second step whose code was accepted: a code is accepted once. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
    disabledAt: at('disabled_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('operators_email_unique').on(sql`lower(${table.email})`)],
);

export const operatorSetupTokens = pgTable(
  'operator_setup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('operator_setup_tokens_operator_idx').on(table.operatorId)],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    /** sha256 of the cookie's 256-bit random id: a stolen table opens no session. */
    idHash: varchar('id_hash', { length: 64 }).notNull().unique(),
    csrfToken: varchar('csrf_token', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorId)],
);

export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('operator_recovery_codes_operator_idx').on(table.operatorId)],
);

/**
 * Failed sign-ins by the email tried (lower-cased), known or not: the lockout counts them here,
 * so every server process sees the same count.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /**
     * The nonce of the operator's device cookie the attempt came with: counted for that browser
     * alone. Null: an untrusted client, counted with every other for the email (decision 0032).
     */
    device: varchar('device', { length: 64 }),
    at: at('at').notNull().defaultNow(),
  },
  (table) => [index('sign_in_failures_email_at_idx').on(table.email, table.at)],
);

/**
 * Append-only: a trigger (migration 0007) refuses UPDATE, DELETE and TRUNCATE, so not even a bug
 * of ours can rewrite history. `actorEmail` is kept as text: it names who tried to sign in with
 * an email nobody has, and survives the operator's row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: at('at').notNull().defaultNow(),
    actorOperatorId: uuid('actor_operator_id').references(() => operators.id),
    actorEmail: text('actor_email'),
    action: varchar('action', { length: 64 }).notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: inet('ip'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc()),
    index('audit_log_actor_at_idx').on(table.actorOperatorId, table.at.desc()),
    index('audit_log_action_at_idx').on(table.action, table.at.desc()),
    // A catalogue item's history (issue 23) is read by its target, `<kind>:<id>`.
    index('audit_log_target_at_idx').on(table.target, table.at.desc()),
  ],
);

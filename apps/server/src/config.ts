import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './lib/trust-proxy.ts';
import { DEFAULT_RETENTION_MONTHS } from '@mizan/contracts';
import type { DatabaseTarget } from './db/client.ts';
import { DEFAULT_DATABASE_TIMEOUTS } from './db/timeouts.ts';
import { parseSecretsKeys } from './secrets/secret-box.ts';
import { DEFAULT_CALCULATIONS_PER_MINUTE } from './plugins/rate-limits.ts';
import { DEFAULT_CONSOLE_SETTINGS, type ConsoleSettings } from './services/console/settings.ts';

// Every setting of DESIGN.md's runtime contract, read and validated in one place. A bad value
// stops start-up with a message naming the variable.

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => !value || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** true/1 or false/0; unset or empty is false. */
const flag = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true' || value === '1') return true;
    ctx.addIssue({ code: 'custom', message: 'must be true, false, 1 or 0' });
    return z.NEVER;
  });

/** A whole number of milliseconds from `min` to `max`. */
const milliseconds = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of milliseconds' })
    .int({ message: 'must be a whole number of milliseconds' })
    .min(min, { message: `must be at least ${min} (milliseconds)` })
    .max(max, { message: `must be at most ${max} (milliseconds)` })
    .default(fallback);

/** A whole number of seconds from `min` to `max`. */
const seconds = (min: number, max: number, fallback: number) =>
  z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number of seconds' })
    .min(min, { message: `must be at least ${min} (seconds)` })
    .max(max, { message: `must be at most ${max} (seconds)` })
    .default(fallback);

/** An optional secret of at least `minLength` characters; blank counts as unset. */
const secret = (minLength: number, what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => !value || value.length >= minLength, {
      message: `must be at least ${minLength} characters (${what})`,
    });

/** Defaults shared with buildApp, for callers (tests) that pass no configuration. */
export const DEFAULTS = {
  dataDir: './data',
  mailFrom: 'Mizan <no-reply@mizan.example>',
  supportEmail: 'support@mizan.example',
  databasePoolMax: 10,
} as const;

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().trim().min(1).default(DEFAULTS.dataDir),
  // The web build to serve; unset, apps/web/dist (what `npm run build` writes).
  WEB_ROOT: z
    .string()
    .trim()
    .min(1)
    .transform((root) => path.resolve(root))
    .optional(),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  // The role that owns the tables runs the migrations (decision 0035): DATABASE_URL then names a
  // role that serves without owning them (`npm run db:roles`). Unset: DATABASE_URL migrates too.
  DATABASE_MIGRATION_URL: optionalUrl(['postgres', 'postgresql']),
  // Connections each process keeps to PostgreSQL. Every process needs its share of the server's
  // max_connections (100 by default) and one more for LISTEN, so raise it with care.
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(500).default(DEFAULTS.databasePoolMax),
  // How long to wait for the database before answering 503 (decision 0016). A call that needs
  // it answers within about CONNECT + STATEMENT + 0.5 s; the defaults keep that under 10 s.
  DATABASE_CONNECT_TIMEOUT_MS: milliseconds(100, 60_000, DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(100, 600_000, DEFAULT_DATABASE_TIMEOUTS.statementMs),
  // Health must answer within 5 s whatever is set, for a load balancer's sake.
  DATABASE_HEALTH_TIMEOUT_MS: milliseconds(100, 4_000, DEFAULT_DATABASE_TIMEOUTS.pingMs),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().trim().min(3).default(DEFAULTS.mailFrom),
  SUPPORT_EMAIL: z.string().trim().min(3).default(DEFAULTS.supportEmail),
  // Who may say where a request came from (X-Forwarded-For): the number of proxies in front of
  // the server, or their addresses. Decision 0033.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if ('problem' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.problem });
        return z.NEVER;
      }
      return parsed.trust;
    }),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  // Calculations (count, value estimates, quotes, compare) one address may ask for a minute: far
  // above what a person asks; a load test from one address raises it (decision 0033).
  CALCULATIONS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(DEFAULT_CALCULATIONS_PER_MINUTE),
  // Where the site is reached from outside: the console's set-up links start with it. Unset,
  // http://localhost:<PORT>.
  PUBLIC_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.replace(/\/+$/, '') : undefined))
    .refine((value) => !value || /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value), {
      message: 'must be an http:// or https:// address such as https://mizan.example',
    }),
  // The console's sessions end after this long without a request, and this long after sign-in
  // whatever happens (ASVS 5.0 level 2: 30 minutes idle, 12 hours at most by default).
  CONSOLE_SESSION_IDLE_S: seconds(1, 86_400, DEFAULT_CONSOLE_SETTINGS.sessionIdleS),
  CONSOLE_SESSION_MAX_S: seconds(1, 7 * 86_400, DEFAULT_CONSOLE_SETTINGS.sessionMaxS),
  // The cost of argon2id for the console's passwords: memory in KiB and passes over it. Chosen so
  // that a sign-in takes 150-500 ms on the deployment machine (README, "The console").
  CONSOLE_ARGON2_MEMORY_KIB: z.coerce
    .number()
    .int()
    .min(19_456, { message: 'must be at least 19456 (KiB, the least OWASP recommends)' })
    .max(4_194_304)
    .default(DEFAULT_CONSOLE_SETTINGS.argon2.memoryKib),
  CONSOLE_ARGON2_PASSES: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(DEFAULT_CONSOLE_SETTINGS.argon2.passes),
  // The key device cookies are signed with (decision 0032): a browser an operator has signed in
  // with is not locked out by strangers' failures. Unset: a random key kept in DATA_DIR.
  CONSOLE_DEVICE_KEY: secret(32, 'a random key'),
  // The longest wait between two attempts to deliver a lead to a bank that is down (decision 0025).
  DELIVERY_RETRY_MAX_S: seconds(1, 86_400, 600),
  // true lets bank webhooks reach private and loopback addresses (tests, a bank's stand-in on
  // this machine); unset, they reach public addresses over https only, whatever NODE_ENV says.
  DELIVERY_ALLOW_PRIVATE_ADDRESSES: flag,
  // Personal data of applications and support requests older than this is erased by the daily
  // retention job (issue 25).
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(DEFAULT_RETENTION_MONTHS),
  // The key of the HMAC kept of an address after its data requests are done or it is erased, so
  // that the table holds nothing a person can read; the console's lead references and the hashes
  // of ids in request logs are derived from it (decision 0031). Unset: a random key in DATA_DIR.
  PRIVACY_HASH_KEY: secret(32, 'a random key'),
  // The keys that seal the authenticator keys and bank secrets stored in the database (decision
  // 0035): `id:key,...`, each key 32 bytes in base64, the first current. Unset: a random key
  // kept in DATA_DIR.
  SECRETS_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const keys = parseSecretsKeys(value);
      if (typeof keys !== 'string') return keys;
      ctx.addIssue({ code: 'custom', message: keys });
      return z.NEVER;
    }),
  // The bearer token a Prometheus scraper sends to GET /metrics; unset, the route answers 404.
  METRICS_TOKEN: secret(16, 'a random token'),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .refine((origins) => origins.every((origin) => /^https?:\/\/[^/]+$/.test(origin)), {
      message: 'must be a comma-separated list of origins such as https://example.com',
    }),
});

export type Config = z.infer<typeof ConfigSchema> & { dataDir: string; publicUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.refine(
    (config) => !config.DATABASE_MIGRATION_URL || config.DATABASE_URL,
    {
      path: ['DATABASE_MIGRATION_URL'],
      message: 'needs DATABASE_URL (the role the server serves with) as well',
    },
  ).safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    publicUrl: parsed.data.PUBLIC_URL ?? `http://localhost:${parsed.data.PORT}`,
  };
}

/** The console's settings, as its services take them. */
export function consoleSettings(config: Config): ConsoleSettings {
  return {
    publicUrl: config.publicUrl,
    sessionIdleS: config.CONSOLE_SESSION_IDLE_S,
    sessionMaxS: config.CONSOLE_SESSION_MAX_S,
    argon2: { memoryKib: config.CONSOLE_ARGON2_MEMORY_KIB, passes: config.CONSOLE_ARGON2_PASSES },
  };
}

/**
 * The database the settings name, with their time-outs: the server and every command (the seed)
 * open the same one the same way.
 */
export function databaseTarget(config: Config): DatabaseTarget {
  return {
    ...(config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          migrationUrl: config.DATABASE_MIGRATION_URL,
          poolMax: config.DATABASE_POOL_MAX,
        }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') }),
    timeouts: {
      connectMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      pingMs: config.DATABASE_HEALTH_TIMEOUT_MS,
    },
  };
}

import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { consoleSettings, databaseTarget, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { resealSecrets } from './secrets/reseal.ts';
import { secretBoxFor } from './secrets/secret-box.ts';
import { DEFAULT_RATE_LIMITS } from './plugins/rate-limits.ts';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

/** Longer than an SMTP send's socket timeout, so the outbox's last pass can finish. */
const SHUTDOWN_GRACE_MS = 45_000;

const database = await openDatabase(databaseTarget(config));
const secretBox = secretBoxFor(config.SECRETS_KEY, config.dataDir);
// Secrets stored before they were sealed are sealed now, before anything reads them (decision 0035).
const sealedNow = await resealSecrets(database.db, secretBox, 'plain');

const app = await buildApp({
  database,
  trustProxy: config.TRUST_PROXY,
  corsOrigins: config.CORS_ORIGINS,
  console: consoleSettings(config),
  consoleDeviceKey: config.CONSOLE_DEVICE_KEY,
  redisUrl: config.REDIS_URL,
  rateLimits: {
    ...DEFAULT_RATE_LIMITS,
    calculationsPerMinute: config.CALCULATIONS_PER_MINUTE,
  },
  mail: {
    from: config.MAIL_FROM,
    supportEmail: config.SUPPORT_EMAIL,
    smtpUrl: config.SMTP_URL,
  },
  dataDir: config.dataDir,
  delivery: {
    retryMaxMs: config.DELIVERY_RETRY_MAX_S * 1000,
    allowPrivateAddresses: config.DELIVERY_ALLOW_PRIVATE_ADDRESSES,
  },
  metricsToken: config.METRICS_TOKEN,
  privacyHashKey: config.PRIVACY_HASH_KEY,
  secretBox,
  retention: { months: config.RETENTION_MONTHS },
  logger: { level: config.LOG_LEVEL },
  webRoot: config.WEB_ROOT,
});

// SIGTERM/SIGINT (and a crash) close the app once: close() stops accepting connections, waits
// for in-flight requests, then runs onClose hooks (the outbox's last pass, the database last).
// A second signal, or a close that hangs past the delay, ends the process at once.
closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an uncaught error');
  else app.log.info({ signal }, 'shutting down');
  await app.close();
});

if (sealedNow > 0) app.log.info({ sealedNow }, 'sealed the secrets stored before sealing');
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Using ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
);

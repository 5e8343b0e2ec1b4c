import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
})();

const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
);

const app = await buildApp({
  database,
  trustProxy: config.TRUST_PROXY,
  corsOrigins: config.CORS_ORIGINS,
  redisUrl: config.REDIS_URL,
  mail: {
    from: config.MAIL_FROM,
    supportEmail: config.SUPPORT_EMAIL,
    smtpUrl: config.SMTP_URL,
    dataDir: config.dataDir,
  },
  logger: { level: config.LOG_LEVEL },
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // close() stops accepting connections, waits for in-flight requests, then runs onClose hooks
  // (the database last).
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Using ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}`,
);

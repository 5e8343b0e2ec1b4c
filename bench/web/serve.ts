// The server as `npm start` runs it (apps/server/src/server.ts: the same settings from the
// environment, the same buildApp), with one difference: the web build it serves is
// BENCH_WEB_ROOT, so that the bench can serve a build of its own (BENCH_WEB_DIST, the floor).
// Started in its own process by server.ts, so its CPU does not compete with the browser driver.
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';

const webRoot = process.env.BENCH_WEB_ROOT;
if (!webRoot) throw new Error('BENCH_WEB_ROOT: the web build to serve is not set');

const config = loadConfig();
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL, poolMax: config.DATABASE_POOL_MAX }
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
  webRoot: path.resolve(webRoot),
});
// The browsers' idle keep-alive connections would hold close() up for minutes: cut them.
process.once('SIGTERM', () => {
  const closing = app.close();
  app.server.closeAllConnections();
  void closing.then(() => process.exit(0));
});
await app.listen({ port: config.PORT, host: config.HOST });

/**
 * The environment of a server the browser suite starts: the embedded database in `dataDir`,
 * nothing else from outside. Empty means unset for the server's config: PGlite, in-memory rate
 * limits, no SMTP. Each test or seeded visitor is its own client address (X-Forwarded-For).
 * Bank webhooks may reach the suite's bank stand-ins on 127.0.0.1.
 */
export const e2eServerEnv = (port: number, dataDir: string) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  REDIS_URL: '',
  SMTP_URL: '',
  CORS_ORIGINS: '',
  // One proxy: the browser stands where a load balancer would, and its X-Forwarded-For (each
  // test's own address) is the value a proxy appends.
  TRUST_PROXY: '1',
  DELIVERY_ALLOW_PRIVATE_ADDRESSES: 'true',
});

import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import { DEFAULTS } from './config.ts';
import { loggerOptions } from './lib/logger.ts';
import { fastifyTrustProxy, type TrustProxy } from './lib/trust-proxy.ts';
import errorHandler, {
  clientErrorHandler,
  frameworkErrors,
  MAX_PARAM_LENGTH,
} from './plugins/error-handler.ts';
import security from './plugins/security.ts';
import storableAddress from './plugins/storable-address.ts';
import redis from './plugins/redis.ts';
import rateLimits, { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './plugins/rate-limits.ts';
import openapi from './plugins/openapi.ts';
import database from './plugins/database.ts';
import catalogue from './plugins/catalogue.ts';
import cardLists from './plugins/card-lists.ts';
import country from './plugins/country.ts';
import language from './plugins/language.ts';
import images from './plugins/images.ts';
import geo from './plugins/geo.ts';
import queue, { type QueueOptions } from './plugins/queue.ts';
import metrics from './plugins/metrics.ts';
import privacy from './plugins/privacy.ts';
import secrets from './plugins/secrets.ts';
import type { SecretBox } from './secrets/secret-box.ts';
import { privacyHashKey } from './privacy/email-hash.ts';
import retention, { type RetentionPluginOptions } from './plugins/retention.ts';
import web, { DEFAULT_WEB_ROOT } from './plugins/web.ts';
import healthRoutes from './routes/health.ts';
import geoRoutes from './routes/geo.ts';
import customerProfileRoutes from './routes/customer-profiles.ts';
import applicationRoutes from './routes/applications.ts';
import questionRoutes from './routes/questions.ts';
import catalogueRoutes from './routes/catalogue.ts';
import recommendationRoutes from './routes/recommendations.ts';
import imageRoutes from './routes/images.ts';
import productRoutes from './routes/products.ts';
import mailRoutes from './routes/mail.ts';
import dataRequestRoutes from './routes/data-requests.ts';
import consolePlugin from './plugins/console.ts';
import consoleRoutes from './routes/console/index.ts';
import partnerRoutes from './routes/partners.ts';
import { DEFAULT_CONSOLE_SETTINGS, type ConsoleSettings } from './services/console/settings.ts';

export interface AppOptions {
  database: DatabaseHandle;
  /** Close the database when the app closes. */
  closeDatabase?: boolean;
  /** DATA_DIR: the kept keys, mail written as files, csv deliveries; DEFAULTS.dataDir if omitted. */
  dataDir?: string;
  mail?: Partial<Omit<QueueOptions, 'database' | 'dataDir' | 'delivery'>>;
  /** Deliveries to banks (partners/delivery-sender.ts); tests shorten their timings. */
  delivery?: QueueOptions['delivery'];
  /** The bearer token of GET /metrics; the route answers 404 without it. */
  metricsToken?: string | undefined;
  /** false turns rate limiting off (most tests); defaults to DEFAULT_RATE_LIMITS. */
  rateLimits?: RateLimitSettings | false;
  corsOrigins?: string[];
  /** Shared store for rate limits across processes. */
  redisUrl?: string | undefined;
  /** TRUST_PROXY: which X-Forwarded-For value is the client's; false (the default) for none. */
  trustProxy?: TrustProxy;
  /** The built web app to serve; false for the API alone. */
  webRoot?: string | false;
  /** The console's settings (config.ts); DEFAULT_CONSOLE_SETTINGS where omitted. */
  console?: Partial<ConsoleSettings>;
  /** CONSOLE_DEVICE_KEY: the key of the console's device cookies; unset, a random one in DATA_DIR. */
  consoleDeviceKey?: string | undefined;
  /** PRIVACY_HASH_KEY: the key of the hash kept of addresses; unset, a random one in DATA_DIR. */
  privacyHashKey?: string | undefined;
  /** Seals the stored secrets (SECRETS_KEY's keys); omitted, with a key kept in DATA_DIR. */
  secretBox?: SecretBox;
  /** The daily retention job (RETENTION_MONTHS); omitted, it does not run (tests run it by hand). */
  retention?: Pick<RetentionPluginOptions, 'months'>;
  /** Log settings; omitted = no logging (tests that read logs pass a stream). */
  logger?: { level?: string; stream?: NodeJS.WritableStream };
}

/** Builds the whole API as one Fastify instance; server.ts listens, tests inject. */
export async function buildApp(options: AppOptions) {
  const dataDir = options.dataDir ?? DEFAULTS.dataDir;
  // Read first: the logger hashes the ids in request paths with a key derived from it.
  const privacyKey = privacyHashKey(options.privacyHashKey, dataDir);
  const app = Fastify({
    logger: options.logger
      ? {
          ...loggerOptions(options.logger.level ?? 'info', privacyKey),
          ...(options.logger.stream && { stream: options.logger.stream }),
        }
      : false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    bodyLimit: 64 * 1024,
    // Request ids are random so that they reveal nothing about traffic volume.
    genReqId: () => randomUUID(),
    // Refusals by the router and by Node's HTTP parser, which never reach the error handler.
    frameworkErrors,
    clientErrorHandler,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // First: every answer from here on, refusals included, can be in the request's language.
  await app.register(language);
  await app.register(errorHandler);
  await app.register(security, { corsOrigins: options.corsOrigins ?? [] });
  // Before every route's own hooks: a NUL in the address never reaches the database.
  await app.register(storableAddress);
  await app.register(redis, { url: options.redisUrl });
  if (options.rateLimits !== false) {
    await app.register(rateLimits, options.rateLimits ?? DEFAULT_RATE_LIMITS);
  }
  await app.register(openapi);
  await app.register(database, {
    database: options.database,
    closeDatabase: options.closeDatabase ?? true,
  });
  await app.register(catalogue, { database: options.database });
  await app.register(cardLists);
  await app.register(country);
  await app.register(images);
  await app.register(geo);
  // Before the queue: its delivery sender opens the banks' secrets.
  await app.register(secrets, { box: options.secretBox, dataDir });
  await app.register(queue, {
    database: options.database,
    from: DEFAULTS.mailFrom,
    supportEmail: DEFAULTS.supportEmail,
    ...options.mail,
    dataDir,
    delivery: options.delivery,
  });
  await app.register(metrics, { token: options.metricsToken, database: options.database });
  await app.register(privacy, { key: privacyKey });
  if (options.retention) {
    await app.register(retention, {
      months: options.retention.months,
      dataDir: app.deliveries.dataDir,
    });
  }

  await app.register(consolePlugin, {
    settings: { ...DEFAULT_CONSOLE_SETTINGS, ...options.console },
    deviceKey: options.consoleDeviceKey,
    dataDir,
  });

  await app.register(healthRoutes);
  await app.register(geoRoutes);
  await app.register(customerProfileRoutes);
  await app.register(applicationRoutes);
  await app.register(questionRoutes);
  await app.register(catalogueRoutes);
  await app.register(recommendationRoutes);
  await app.register(imageRoutes);
  await app.register(productRoutes);
  await app.register(mailRoutes);
  await app.register(dataRequestRoutes);
  await app.register(consoleRoutes);
  await app.register(partnerRoutes);
  if (options.webRoot !== false) {
    await app.register(web, { root: options.webRoot ?? DEFAULT_WEB_ROOT });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

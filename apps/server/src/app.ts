import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client.ts';
import errorHandler from './plugins/error-handler.ts';
import database from './plugins/database.ts';
import country from './plugins/country.ts';
import images from './plugins/images.ts';
import customerProfileRoutes from './routes/customer-profiles.ts';
import applicationRoutes from './routes/applications.ts';
import questionRoutes from './routes/questions.ts';
import catalogueRoutes from './routes/catalogue.ts';
import recommendationRoutes from './routes/recommendations.ts';
import imageRoutes from './routes/images.ts';

export interface AppOptions {
  database: DatabaseHandle;
  /** Close the database when the app closes (the server does; tests that share one do not). */
  closeDatabase?: boolean;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
}

/** Builds the whole API as one Fastify instance; server.ts listens, tests inject. */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    // Request ids are random so that they reveal nothing about traffic volume.
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorHandler);
  await app.register(database, {
    database: options.database,
    closeDatabase: options.closeDatabase ?? true,
  });
  await app.register(country);
  await app.register(images);

  await app.register(customerProfileRoutes);
  await app.register(applicationRoutes);
  await app.register(questionRoutes);
  await app.register(catalogueRoutes);
  await app.register(recommendationRoutes);
  await app.register(imageRoutes);

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

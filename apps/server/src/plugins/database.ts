import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/sync-catalogue.ts';
import { CatalogueCache } from '../services/catalogue.ts';
import { AssessmentCache } from '../services/assessment-cache.ts';

const INVALIDATION_CHANNEL = 'mizan:assessments:invalidate';
/** Notified by the catalogue tables' triggers (drizzle/0002_catalogue-change-notify.sql). */
const CATALOGUE_CHANNEL = 'mizan_catalogue_changed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    catalogue: CatalogueCache;
    assessments: AssessmentCache;
  }
}

/** The store (opened by the caller, so tests choose PGlite or PostgreSQL) and the catalogue. */
export default fp(
  async function database(
    app: FastifyInstance,
    options: { database: DatabaseHandle; closeDatabase: boolean },
  ) {
    const { db } = options.database;
    if (await seedIfEmpty(db)) app.log.info('seeded the demo catalogue');
    app.decorate('db', db);
    const catalogue = new CatalogueCache(db, (error) =>
      app.log.error({ err: error }, 'catalogue reload failed; serving the previous one'),
    );
    app.decorate('catalogue', catalogue);
    // Listening before the first load: a change made meanwhile is not missed.
    const stopListening = await options.database.listen(CATALOGUE_CHANNEL, () =>
      catalogue.reload(),
    );
    app.addHook('onClose', async () => {
      catalogue.stop();
      await stopListening();
    });
    await catalogue.get();

    const assessments = new AssessmentCache(db);
    app.decorate('assessments', assessments);
    if (app.redis) {
      // Several processes: tell the others when answers change, and listen to them.
      const publisher = app.redis;
      const subscriber = publisher.duplicate();
      // Not awaited: a Redis outage must not stop start-up (ioredis subscribes on reconnect).
      subscriber.subscribe(INVALIDATION_CHANNEL).catch((error: unknown) => {
        app.log.warn({ err: error }, 'cache invalidation channel unavailable');
      });
      subscriber.on('message', (_channel, applicationId: string) =>
        assessments.forget(applicationId),
      );
      assessments.onInvalidate = (applicationId) =>
        void publisher.publish(INVALIDATION_CHANNEL, applicationId).catch(() => {});
      app.addHook('onClose', async () => void (await subscriber.quit()));
    }
    if (options.closeDatabase) app.addHook('onClose', () => options.database.close());
  },
  { name: 'database', dependencies: ['redis'] },
);

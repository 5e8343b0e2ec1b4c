import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { seedIfEmpty } from '../db/seed/sync-catalogue.ts';
import { CatalogueCache } from '../services/catalogue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    catalogue: CatalogueCache;
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
    app.decorate('catalogue', new CatalogueCache(db));
    await app.catalogue.get();
    if (options.closeDatabase) app.addHook('onClose', () => options.database.close());
  },
  { name: 'database' },
);

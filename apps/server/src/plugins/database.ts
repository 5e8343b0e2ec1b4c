import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { seedIfEmpty } from '../catalogue/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** Rejects unless the database answers within its ping time-out (health). */
    pingDatabase: () => Promise<void>;
  }
}

/** The store, opened by the caller (so tests choose PGlite or PostgreSQL), seeded when empty. */
export default fp(
  async function database(
    app: FastifyInstance,
    options: { database: DatabaseHandle; closeDatabase: boolean },
  ) {
    const { db } = options.database;
    if (await seedIfEmpty(db)) app.log.info('seeded the demo catalogue');
    app.decorate('db', db);
    app.decorate('pingDatabase', () => options.database.ping());
    // Registered first, so closed last: onClose hooks run in reverse order of registration.
    if (options.closeDatabase) app.addHook('onClose', () => options.database.close());
  },
  { name: 'database' },
);

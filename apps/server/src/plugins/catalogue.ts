import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { CatalogueCache } from '../services/catalogue-cache.ts';

/** Notified by the catalogue tables' triggers (drizzle/0002_catalogue-change-notify.sql). */
const CATALOGUE_CHANNEL = 'mizan_catalogue_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue snapshot: `await app.catalogue.get()`. */
    catalogue: CatalogueCache;
  }
}

/** The catalogue in memory, reloaded whenever any process changes it in the database. */
export default fp(
  async function catalogue(app: FastifyInstance, options: { database: DatabaseHandle }) {
    const cache = new CatalogueCache(app.db, (error) =>
      app.log.error({ err: error }, 'catalogue reload failed; serving the previous one'),
    );
    app.decorate('catalogue', cache);
    // Listening before the first load: a change made meanwhile is not missed.
    const stopListening = await options.database.listen(CATALOGUE_CHANNEL, () => cache.reload());
    app.addHook('onClose', async () => {
      cache.stop();
      await stopListening();
    });
    await cache.get();
  },
  { name: 'catalogue', dependencies: ['database'] },
);

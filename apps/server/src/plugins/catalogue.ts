import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { CATALOGUE_CHANNEL, CatalogueStore } from '../catalogue/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue snapshot: `await app.catalogue.get()`. */
    catalogue: CatalogueStore;
  }
}

/** The catalogue in memory, reloaded whenever any process changes it in the database. */
export default fp(
  async function catalogue(app: FastifyInstance, options: { database: DatabaseHandle }) {
    const cache = new CatalogueStore(app.db, (error) =>
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

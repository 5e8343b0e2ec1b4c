import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by processes for rate limits; undefined without REDIS_URL. */
    redis: Redis | undefined;
  }
}

export default fp(
  async function redis(app: FastifyInstance, options: { url?: string | undefined }) {
    const client = options.url
      ? new Redis(options.url, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
      : undefined;
    client?.on('error', (error) => app.log.warn({ err: error }, 'redis unavailable'));
    app.decorate('redis', client);
    // A Redis that is down cannot take QUIT (ioredis rejects it after its one retry): the
    // connection is then dropped, so that a shutdown never fails for it.
    if (client) {
      app.addHook('onClose', async () => {
        await client.quit().catch(() => client.disconnect());
      });
    }
  },
  { name: 'redis' },
);

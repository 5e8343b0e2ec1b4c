import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../db/client.ts';
import { serve } from './serve.ts';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'health', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'up' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable', database: 'down' });
    }
  });
};

export default routes;

import type { FastifyPluginAsync } from 'fastify';
import { checkHealth } from '../services/health.ts';
import { serve } from './serve.ts';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'health', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { health, failure } = await checkHealth(app.pingDatabase);
    if (failure === undefined) return health;
    request.log.error({ err: failure }, 'health check: database unreachable');
    return reply.status(503).send(health);
  });
};

export default routes;

import type { FastifyPluginAsync } from 'fastify';
import { serve } from './serve.ts';

const routes: FastifyPluginAsync = async (app) => {
  serve(app, 'geoCountry', async (request, reply) => {
    // The answer depends on who asks: never let a shared cache hand it to someone else.
    reply.header('Cache-Control', 'private, no-store');
    return { countryCode: app.countryOf(request.ip) ?? 'unknown' };
  });
};

export default routes;

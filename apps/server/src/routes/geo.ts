import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GeoLookupSchema } from '@mizan/contracts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // The path has no /api prefix: SPEC section 7 names it so.
  app.get(
    '/geoIp2/public',
    {
      schema: {
        tags: ['geo'],
        summary: "The visitor's country from their IP address, looked up offline",
        response: { 200: GeoLookupSchema },
      },
    },
    async (request, reply) => {
      // The answer depends on who asks: never let a shared cache hand it to someone else.
      reply.header('Cache-Control', 'private, no-store');
      return { countryCode: app.countryOf(request.ip) ?? 'unknown' };
    },
  );
};

export default routes;

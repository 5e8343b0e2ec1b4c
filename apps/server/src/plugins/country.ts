import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CountryHeaderSchema, DEFAULT_COUNTRY, type CountryCode } from '@mizan/contracts';
import { Problem } from '../lib/problem.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** From X-Country-Key (SPEC section 7); ae when absent. */
    country: CountryCode;
  }
}

export default fp(
  async function country(app: FastifyInstance) {
    app.decorateRequest('country', DEFAULT_COUNTRY);
    app.addHook('onRequest', async (request) => {
      const header = request.headers['x-country-key'];
      if (header === undefined || header === '') return;
      const parsed = CountryHeaderSchema.safeParse(header);
      if (!parsed.success) {
        throw new Problem(
          400,
          'Unsupported country',
          'X-Country-Key must be AE or SA (or left out for AE).',
          [{ field: 'headers.x-country-key', message: 'must be AE or SA' }],
        );
      }
      request.country = parsed.data;
    });
  },
  { name: 'country' },
);

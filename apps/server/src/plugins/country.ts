import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CountryHeaderSchema, DEFAULT_COUNTRY, type Country, fieldPath } from '@mizan/contracts';
import { Problem } from '../lib/problem.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** From X-Country-Key (SPEC section 7); ae when absent. */
    country: Country;
  }
}

const SENT_BY_THE_CLIENT = new Map<string, Country>([
  ['AE', 'ae'],
  ['SA', 'sa'],
]);

export default fp(
  async function country(app: FastifyInstance) {
    app.decorateRequest('country', DEFAULT_COUNTRY);
    // Callback style: an async hook costs a promise on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const header = request.headers['x-country-key'];
      if (header === undefined || header === '') return done();
      // The web client always sends the upper-case code: those two need no parsing.
      const known = typeof header === 'string' ? SENT_BY_THE_CLIENT.get(header) : undefined;
      if (known) {
        request.country = known;
        return done();
      }
      const parsed = CountryHeaderSchema.safeParse(header);
      if (!parsed.success) {
        return done(
          new Problem(
            400,
            { en: 'Unsupported country', ar: 'بلد غير مدعوم' },
            {
              en: 'X-Country-Key must be AE or SA (or left out for AE).',
              ar: 'يجب أن تكون قيمة X-Country-Key إما AE أو SA (وغيابها يعني AE).',
            },
            [
              {
                field: fieldPath('header', ['x-country-key']),
                message: { en: 'must be AE or SA', ar: 'يجب أن تكون AE أو SA' },
              },
            ],
          ),
        );
      }
      request.country = parsed.data;
      done();
    });
  },
  { name: 'country' },
);

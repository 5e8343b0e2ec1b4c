import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CountryHeaderSchema, DEFAULT_COUNTRY, type Country, fieldPath } from '@mizan/contracts';
import { Problem } from '../lib/problem.ts';
import { localize } from '../texts/index.ts';

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
            localize('problems.unsupportedCountry.title'),
            localize('problems.unsupportedCountry.detail'),
            [
              {
                field: fieldPath('header', ['x-country-key']),
                message: localize('problems.unsupportedCountry.field'),
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

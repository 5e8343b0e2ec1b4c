import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fieldPath, type FieldSegment } from '@mizan/contracts';
import { invalidFields } from '../lib/problem.ts';
import { localize } from '../texts/index.ts';

// PostgreSQL's text cannot hold U+0000: a value holding it fails the query it reaches, which
// answered 500 (issue 31: a partner's bank key, the audit list's action filter). Of the
// characters PostgreSQL refuses, NUL is the only one an address can bring: a percent-encoding
// that is not UTF-8 (a lone surrogate among them) is refused by the router as a bad URL
// (error-handler.ts), and the query parser keeps such text as it was typed.
//
// One check of the whole address, here, rather than a NUL-free string schema on each parameter:
// it covers every route, of every table and any added later, without each schema having to
// remember it, and the partner route, whose parameters no schema checks before its signature
// (decision 0026). Every call declares 400 already, so OpenAPI stays true. It runs in onRequest,
// before a console route's access check (which reads the session from the database) and before
// any route's own work: a stranger learns nothing of a route from it, as from the router's bad
// URL. Decision 0004.

const NUL = '\u0000';

/**
 * A query key the answer may name: the caller's own spelling might hold control characters or
 * bidirectional overrides, and is never repeated back.
 */
const PLAIN_KEY = /^\w+$/;

/** The address's fields that hold U+0000, named by the API's convention (contracts' fieldPath). */
function fieldsWithNul(request: FastifyRequest): string[] {
  const fields = new Set<string>();
  // The names of path parameters are the route's own.
  for (const [name, value] of Object.entries(request.params ?? {})) {
    if (String(value).includes(NUL)) fields.add(fieldPath('path', [name]));
  }
  for (const [key, sent] of Object.entries(request.query ?? {})) {
    const field = (segments: FieldSegment[]) =>
      fieldPath('query', PLAIN_KEY.test(key) ? segments : []);
    // A key sent more than once has a list of values, each named by its index.
    [sent].flat().forEach((value: unknown, index) => {
      if (key.includes(NUL) || String(value).includes(NUL)) {
        fields.add(field(Array.isArray(sent) ? [key, index] : [key]));
      }
    });
  }
  return [...fields];
}

export default fp(
  async function storableAddress(app: FastifyInstance) {
    // Callback style: an async hook costs a promise on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const fields = fieldsWithNul(request);
      if (fields.length === 0) return done();
      const message = localize('problems.nulCharacter');
      done(
        invalidFields(
          localize('problems.invalidRequest'),
          fields.map((field) => ({ field, message })),
          400,
        ),
      );
    });
  },
  { name: 'storable-address' },
);

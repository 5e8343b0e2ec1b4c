import type { Endpoint } from './endpoints.ts';

/**
 * A route table: each call's endpoint (method, path, what it changes) joined to its schemas and
 * answers. The public API's, the console's and the partners' tables have this one shape, so the
 * server registers all of them one way (apps/server/src/routes/serve.ts). Each table's own
 * helper says what its schemas may be; the schemas of a call the endpoints lack, or the endpoint
 * of a call without schemas, fail the typecheck there.
 */
export const defineTable = <
  E extends { [N in keyof E]: Endpoint },
  S extends { [N in keyof E]: object },
>(
  endpoints: E,
  schemas: S,
) =>
  Object.fromEntries(
    Object.keys(schemas).map((name) => [
      name,
      { ...endpoints[name as keyof E], ...schemas[name as keyof S] },
    ]),
  ) as { [N in keyof E]: E[N] & S[N] };

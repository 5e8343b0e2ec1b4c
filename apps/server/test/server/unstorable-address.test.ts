// Issue 31, defect 3: a path parameter or query value holding a character PostgreSQL cannot
// store (U+0000, or a percent-encoding that is not UTF-8) is bad input: a 400 or 404 problem on
// every route, signed in or not, and the database is left as it was. It answered 500 where such a
// value reached a query (the partner status route's bank key, the audit list's action filter).
// The routes are read from the route tables, so a new route is walked as soon as it is declared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { routes } from '@mizan/contracts';
import { ANYONE, consoleRoutes, type RouteAccess } from '@mizan/contracts/console';
import { partnerRoutes } from '@mizan/contracts/partners';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { SESSION_COOKIE } from '../../src/routes/console/session-cookie.ts';
import { expectProblem, UNKNOWN_ID, type Json } from '../helpers/api.ts';
import { sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface Call {
  method: string;
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  roles?: RouteAccess;
}

/** Every call of the three tables: the public API's, the console's and the banks'. */
const calls: Call[] = [
  ...Object.values(routes),
  ...Object.values(consoleRoutes),
  ...Object.values(partnerRoutes),
];
const withParameters = calls.filter((call) => call.path.includes('/:'));
const withQuery = calls.filter((call) => call.query !== undefined);

/** An object schema's keys (every params and query schema is one, some refined). */
const keysOf = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** What each parameter is replaced by: NUL alone, after text, and three escapes that are not UTF-8. */
const NUL_VALUES = ['%00', 'abc%00'];
const NOT_UTF8 = ['%ff', '%c3%28', '%ed%a0%80'];

/** The route's path with each parameter well formed (an id no record has), or `value`. */
function address(route: Call, value?: string) {
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    if (value !== undefined) return value;
    const schema = (route.params as z.ZodObject).shape[name] as z.ZodType;
    return [UNKNOWN_ID, '999999'].find((id) => schema.safeParse(id).success)!;
  });
}

/** Every table of the database, with a digest of its rows: what a refusal must leave as it was. */
async function tableDigests(db: Database): Promise<Record<string, string>> {
  const rowsOf = (result: unknown) => (result as { rows: Record<string, string>[] }).rows;
  const tables = rowsOf(
    await db.execute(sql`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`),
  ).map((row) => row.name!);
  const digests = tables.map(
    (table) =>
      `select '${table}' as name, md5(string_agg(t::text, ',' order by t::text)) as digest from ${table} t`,
  );
  const rows = rowsOf(await db.execute(sql.raw(digests.join(' union all '))));
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

describe.each(databaseKinds)(
  'characters the database cannot store, in the address (%s)',
  (kind) => {
    let app: App;
    /** A signed-in operator of the first role each console call allows. */
    const sessions = new Map<string, TestSession>();
    beforeAll(async () => {
      app = await buildTestApp(kind);
      for (const { roles = ANYONE } of calls) {
        const role = roles === ANYONE ? undefined : roles[0];
        if (role && !sessions.has(role)) sessions.set(role, await sessionFor(app, role));
      }
    });
    afterAll(() => app.close());

    /**
     * The call, by no one or by an operator it allows (with the CSRF token on a change), so that a
     * console call gets past its access check to its input.
     */
    async function refused(route: Call, url: string, signedIn: boolean): Promise<Json> {
      const headers: Record<string, string> = {};
      const role = route.roles === undefined || route.roles === ANYONE ? undefined : route.roles[0];
      const session = role && sessions.get(role);
      if (signedIn && session) {
        headers.cookie = `${SESSION_COOKIE}=${session.cookieId}`;
        headers['x-csrf-token'] = session.csrfToken;
      }
      const reads = route.method === 'GET';
      if (!reads) headers['content-type'] = 'application/json';
      const response = await app.inject({
        method: route.method as 'GET',
        url,
        headers,
        ...(reads ? {} : { payload: '{}' }),
      });
      const what = `${route.method} ${url} ${signedIn ? 'signed in' : 'not signed in'}`;
      expect([400, 404], `${what}: ${response.statusCode} ${response.body}`).toContain(
        response.statusCode,
      );
      return { what, problem: expectProblem(response, response.statusCode) };
    }

    const fieldsOf = (problem: Json): string[] =>
      (problem.errors ?? []).map((error: Json) => error.field);

    it('walks every route of the three tables with a path parameter or a query', () => {
      const walked = withParameters.map((route) => `${route.method} ${route.path}`);
      expect(walked.length).toBeGreaterThan(20);
      expect(walked).toContain('POST /api/partners/:bankKey/status');
      expect(walked).toContain('GET /api/applications/public/:applicationId');
      expect(walked).toContain('PATCH /api/console/operators/:operatorId');
      expect(withQuery.map((route) => route.path)).toContain('/api/console/audit');
      for (const route of withParameters) expect(keysOf(route.params), route.path).not.toEqual([]);
      for (const route of withQuery) expect(keysOf(route.query), route.path).not.toEqual([]);
    });

    it('reads every table of the database to tell that nothing changed', async () => {
      const before = await tableDigests(app.db);
      expect(Object.keys(before).length).toBeGreaterThan(20);
      await sessionFor(app, 'analyst');
      expect(await tableDigests(app.db)).not.toEqual(before);
    });

    it.each(withParameters.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s: refused in its path parameter, and nothing changes',
      async (_label, route) => {
        const before = await tableDigests(app.db);
        for (const signedIn of [true, false]) {
          for (const value of [...NUL_VALUES, ...NOT_UTF8]) {
            const { what, problem } = await refused(route, address(route, value), signedIn);
            // A NUL decodes: the problem names the parameter, by the API's field convention.
            if (NUL_VALUES.includes(value)) {
              for (const name of keysOf(route.params))
                expect(fieldsOf(problem), what).toContain(`path.${name}`);
            }
          }
        }
        expect(await tableDigests(app.db)).toEqual(before);
      },
    );

    it.each(withQuery.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s: refused in each query value, and nothing changes',
      async (_label, route) => {
        const before = await tableDigests(app.db);
        for (const signedIn of [true, false]) {
          for (const key of keysOf(route.query)) {
            for (const value of NUL_VALUES) {
              const url = `${address(route)}?${key}=${value}`;
              const { what, problem } = await refused(route, url, signedIn);
              expect(fieldsOf(problem), what).toContain(`query.${key}`);
            }
          }
        }
        expect(await tableDigests(app.db)).toEqual(before);
      },
    );

    it('names a repeated key by its index, and an odd key not at all', async () => {
      const audit = withQuery.find((route) => route.path === '/api/console/audit')!;
      for (const signedIn of [true, false]) {
        for (const [query, field] of [
          ['action=a&action=b%00', 'query.action[1]'],
          // A NUL, or a right-to-left override, in the key: the key is not repeated back.
          ['a%00=1', 'query'],
          ['a%e2%80%ae=%00', 'query'],
        ]) {
          const { what, problem } = await refused(audit, `${audit.path}?${query}`, signedIn);
          expect(fieldsOf(problem), what).toEqual([field]);
        }
      }
    });
  },
);

// The role matrix, generated from the console's route table (@mizan/contracts/console): every
// console route is called with no session (401), with each role (403 where the table says no,
// anything else where it says yes), and with a disabled operator (401). A route added to the
// table is covered as soon as it is served.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  ANYONE,
  consoleEndpoints,
  mayCall,
  OPERATOR_ROLES,
  type ConsoleEndpointName,
  type OperatorRole,
} from '@mizan/contracts/console';
import type { App } from '../../src/app.ts';
import { operators } from '../../src/db/schema/console.ts';
import { expectProblem, UNKNOWN_ID } from '../helpers/api.ts';
import { consoleCall, sessionFor } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const names = Object.keys(consoleEndpoints) as ConsoleEndpointName[];
/**
 * A well-formed id no record has: a catalogue item's is a number, a promo code's its code; every
 * other record's a UUID.
 */
const unknownIdIn = (path: string) =>
  path.startsWith('/api/console/promo-codes/')
    ? '9-1-unknown'
    : path.includes('/:id')
      ? '999999'
      : UNKNOWN_ID;

/** The path with every parameter filled by a well-formed id no record has. */
const urlOf = (name: ConsoleEndpointName) => {
  const { path } = consoleEndpoints[name];
  return path.replace(/:(\w+)/g, unknownIdIn(path));
};

describe.each(databaseKinds)('the role matrix (%s)', (kind) => {
  let app: App;
  let served: ConsoleEndpointName[];
  beforeAll(async () => {
    app = await buildTestApp(kind);
    served = names.filter((name) =>
      app.hasRoute({ method: consoleEndpoints[name].method, url: consoleEndpoints[name].path }),
    );
  });
  afterAll(() => app.close());

  it('covers the session, operator and audit routes at least', () => {
    expect(served).toEqual(
      expect.arrayContaining([
        'setUpOperator',
        'confirmSetUp',
        'signIn',
        'getMe',
        'signOut',
        'signOutEverywhere',
        'listOperators',
        'addOperator',
        'updateOperator',
        'listAudit',
      ]),
    );
  });

  const call = (name: ConsoleEndpointName, session?: Awaited<ReturnType<typeof sessionFor>>) =>
    consoleCall(app, consoleEndpoints[name].method, urlOf(name), {
      session,
      ...(consoleEndpoints[name].method === 'GET' ? {} : { payload: {} }),
    });

  it.each(names)('%s: without a session, 401 unless anyone may call it', async (name) => {
    if (!served.includes(name)) return;
    const response = await call(name);
    if (consoleEndpoints[name].roles === ANYONE) {
      expect(response.statusCode).not.toBe(401);
      expect(response.statusCode).not.toBe(403);
    } else {
      expectProblem(response, 401);
    }
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  const cases = names.flatMap((name) =>
    OPERATOR_ROLES.map((role) => [name, role] as [ConsoleEndpointName, OperatorRole]),
  );
  it.each(cases)('%s as %s: as the table says', async (name, role) => {
    if (!served.includes(name) || consoleEndpoints[name].roles === ANYONE) return;
    // A session of its own: a sign-out must not end the next case's.
    const response = await call(name, await sessionFor(app, role));
    if (mayCall(consoleEndpoints[name].roles, role)) {
      expect([401, 403], `${response.statusCode} ${response.body}`).not.toContain(
        response.statusCode,
      );
    } else {
      expectProblem(response, 403);
    }
  });

  it.each(names)('%s: a disabled operator is not signed in (401)', async (name) => {
    if (!served.includes(name) || consoleEndpoints[name].roles === ANYONE) return;
    const session = await sessionFor(app, 'admin');
    await app.db
      .update(operators)
      .set({ disabledAt: sql`now()` })
      .where(eq(operators.id, session.operatorId));
    expectProblem(await call(name, session), 401);
  });
});

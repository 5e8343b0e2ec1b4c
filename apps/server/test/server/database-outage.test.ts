// While the database cannot be reached, calls that need it answer 503 with Retry-After (the
// same call will work later), not 500; health says so too. The outage is real: PGlite closed
// under the running app, or the app's PostgreSQL database terminated and dropped.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { UNKNOWN_ID, send, validProfile } from '../helpers/api.ts';
import { createTestDatabase, databaseKinds, type DatabaseKind } from '../helpers/test-database.ts';
import { expectUnavailable } from '../helpers/unavailable.ts';
import { databaseName } from './postgres-url.ts';

/** Takes the database away from under the app, the way an outage would. */
async function breakDatabase(kind: DatabaseKind, database: DatabaseHandle) {
  if (kind === 'pglite') {
    await database.close();
    return;
  }
  const name = await databaseName(database);
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  // FORCE terminates the app's open connections first (57P01); new ones then fail (3D000).
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}

describe.each(databaseKinds)('with the database down (%s)', (kind) => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildApp({ database, closeDatabase: false, rateLimits: false, webRoot: false });
    await app.ready();
    // Up and answering before the outage.
    expect((await send(app, 'GET', `/api/applications/public/${UNKNOWN_ID}`)).statusCode).toBe(404);
    await breakDatabase(kind, database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close().catch(() => {});
  });

  it('answers a write with 503 and Retry-After', async () => {
    const response = await send(app, 'POST', '/api/customer-profiles/public', {
      country: 'ae',
      payload: validProfile(),
    });
    expectUnavailable(response);
  });

  it('answers a read that needs the database with 503 and Retry-After', async () => {
    expectUnavailable(await send(app, 'GET', `/api/applications/public/${UNKNOWN_ID}`));
  });

  it('still refuses bad input with 400: the request is at fault, not the outage', async () => {
    const response = await send(app, 'POST', '/api/customer-profiles/public', {
      country: 'ae',
      payload: { ...validProfile(), email: 'not an email' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('reports itself unavailable on /api/health', async () => {
    const response = await send(app, 'GET', '/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'down' });
  });
});

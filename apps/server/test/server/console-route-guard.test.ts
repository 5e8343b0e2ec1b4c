// A route under /api/console/ registered without the console's checks (session, role, CSRF) makes
// the server refuse to start, so a hand-added route can never serve the back office to anyone.
import { afterEach, describe, expect, it } from 'vitest';
import { consoleRoutes } from '@mizan/contracts/console';
import type { App } from '../../src/app.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('the console route guard (%s)', (kind) => {
  let app: App;
  afterEach(async () => {
    // A failed start leaves nothing to close but the database.
    await app.close().catch(() => {});
  });

  it('refuses to start with a console route added by hand, naming it', async () => {
    app = await buildTestApp(kind);
    // Not awaited: the refusal is the start's, as server.ts's listen (which waits for ready) sees.
    void app.register(async (child) => {
      child.get('/api/console/leads-everyone', async () => ({ leads: [] }));
    });
    await expect(app.ready()).rejects.toThrow(
      "GET /api/console/leads-everyone is under /api/console/ without the console's session, role and CSRF checks",
    );
  });

  it("refuses one that copies a console route's config but not its checks", async () => {
    app = await buildTestApp(kind);
    void app.register(async (child) => {
      child.route({
        method: 'POST',
        url: '/api/console/operators-again',
        config: { consoleEndpoint: 'addOperator', changes: true },
        handler: async () => ({}),
      });
    });
    await expect(app.ready()).rejects.toThrow(/POST \/api\/console\/operators-again/);
  });

  it('starts with every route of the console table and others outside it', async () => {
    app = await buildTestApp(kind);
    await app.register(async (child) => {
      child.get('/api/consoles-of-the-region', async () => ({ consoles: [] }));
    });
    await app.ready();
    const listed = app.printRoutes({ commonPrefix: false });
    expect(listed).toContain('/api/console/sessions');
    expect(Object.keys(consoleRoutes).length).toBeGreaterThan(10);
  });
});

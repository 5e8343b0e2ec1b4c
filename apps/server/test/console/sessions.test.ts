// The console's sessions as serveConsole checks them: a live session, its idle and absolute
// time-outs, sign-out here and everywhere (seen by a second server on the same database), and
// the CSRF token on every change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { operators, operatorSessions } from '../../src/db/schema/console.ts';
import { expectProblem } from '../helpers/api.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp, buildTestAppOn } from '../helpers/test-app.ts';
import { createSharedTestDatabase, databaseKinds } from '../helpers/test-database.ts';

/** Makes the session's last use `seconds` ago, as if it had sat unused that long. */
const lastUsedAgo = (app: App, session: TestSession, seconds: number) =>
  app.db
    .update(operatorSessions)
    .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(operatorSessions.operatorId, session.operatorId));

describe.each(databaseKinds)('console sessions (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { console: { sessionIdleS: 60, sessionMaxS: 600 } });
  });
  afterAll(() => app.close());

  it('answers who is signed in, never cached nor framed', async () => {
    const session = await sessionFor(app, 'support');
    const response = await consoleCall(app, 'GET', '/api/console/me', { session });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      csrfToken: session.csrfToken,
      operator: { email: session.email, role: 'support' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('refuses a call without a session, or with one nobody has, with 401 and the same headers', async () => {
    const none = await consoleCall(app, 'GET', '/api/console/me');
    expectProblem(none, 401);
    expect(none.headers['cache-control']).toBe('no-store');
    expect(none.headers['x-frame-options']).toBe('DENY');
    const forged = await consoleCall(app, 'GET', '/api/console/me', {
      session: { cookieId: 'x'.repeat(43), csrfToken: 'y' },
    });
    expectProblem(forged, 401);
  });

  it('ends a session idle for longer than CONSOLE_SESSION_IDLE_S', async () => {
    const session = await sessionFor(app, 'analyst');
    await lastUsedAgo(app, session, 61);
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session }), 401);
  });

  it('ends a session older than CONSOLE_SESSION_MAX_S, however busy', async () => {
    const session = await sessionFor(app, 'analyst');
    await app.db
      .update(operatorSessions)
      .set({ createdAt: sql`now() - interval '601 seconds'` })
      .where(eq(operatorSessions.operatorId, session.operatorId));
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session }), 401);
  });

  it('keeps a session in use alive past the idle time-out', async () => {
    const session = await sessionFor(app, 'analyst');
    await lastUsedAgo(app, session, 50);
    expect((await consoleCall(app, 'GET', '/api/console/me', { session })).statusCode).toBe(200);
    const [row] = await app.db
      .select({ idle: sql<number>`extract(epoch from now() - ${operatorSessions.lastSeenAt})` })
      .from(operatorSessions)
      .where(eq(operatorSessions.operatorId, session.operatorId));
    expect(Number(row!.idle)).toBeLessThan(5);
  });

  it("refuses a disabled operator's session", async () => {
    const session = await sessionFor(app, 'admin');
    await app.db
      .update(operators)
      .set({ disabledAt: sql`now()` })
      .where(eq(operators.id, session.operatorId));
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session }), 401);
  });

  it('refuses a change without the CSRF token, or with another, and changes nothing', async () => {
    const session = await sessionFor(app, 'editor');
    const other = await sessionFor(app, 'editor');
    for (const csrf of [false, other.csrfToken, '']) {
      const response = await consoleCall(app, 'DELETE', '/api/console/sessions/current', {
        session,
        csrf,
      });
      expectProblem(response, 403);
    }
    expect((await consoleCall(app, 'GET', '/api/console/me', { session })).statusCode).toBe(200);
  });

  it('signs out this session only, clearing the cookie', async () => {
    const session = await sessionFor(app, 'support');
    const response = await consoleCall(app, 'DELETE', '/api/console/sessions/current', {
      session,
    });
    expect(response.statusCode, response.body).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(
      /^__Host-mizan-console=; Path=\/; HttpOnly; Secure; SameSite=Strict; Max-Age=0/,
    );
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session }), 401);
  });
});

describe.each(databaseKinds)('polling and the idle time-out (%s)', (kind) => {
  const IDLE_S = 2;
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { console: { sessionIdleS: IDLE_S, sessionMaxS: 600 } });
  });
  afterAll(() => app.close());

  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** GET /api/console/deliveries every half second for longer than the idle time-out. */
  async function pollPastIdle(session: TestSession, headers: Record<string, string>) {
    const statuses: number[] = [];
    const until = Date.now() + IDLE_S * 1000 + 700;
    while (Date.now() < until) {
      await pause(500);
      statuses.push(
        (await consoleCall(app, 'GET', '/api/console/deliveries', { session, headers })).statusCode,
      );
    }
    return statuses;
  }

  it('lets a session polled in the background idle out, answering the polls until then', async () => {
    const session = await sessionFor(app, 'support');
    const statuses = await pollPastIdle(session, { 'x-console-activity': 'background' });
    expect(statuses[0]).toBe(200);
    expect(statuses.at(-1)).toBe(401);
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session }), 401);
  });

  it("keeps a session alive on the operator's own requests", async () => {
    const session = await sessionFor(app, 'support');
    const statuses = await pollPastIdle(session, {});
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("counts a change as the operator's, whatever its header says", async () => {
    const session = await sessionFor(app, 'support');
    await lastUsedAgo(app, session, 1.5);
    // Admitted (the session is checked before the body), then refused for its empty body.
    const change = await consoleCall(app, 'POST', '/api/console/me/password', {
      session,
      headers: { 'x-console-activity': 'background' },
      payload: {},
    });
    expect(change.statusCode).toBe(400);
    await pause(800);
    expect((await consoleCall(app, 'GET', '/api/console/me', { session })).statusCode).toBe(200);
  });
});

describe.each(databaseKinds)('sign-out everywhere (%s)', (kind) => {
  it('is seen at once by a second server process on the same database', async () => {
    const shared = await createSharedTestDatabase(kind);
    const first = await buildTestAppOn(shared.handles[0], { closeDatabase: false });
    const second = await buildTestAppOn(shared.handles[1], { closeDatabase: false });
    try {
      const here = await sessionFor(first, 'support', 'everywhere@mizan.example');
      // The same operator signed in a second time, on the other server.
      const { startSession } = await import('../../src/services/console/sessions.ts');
      const there = { ...(await startSession(second.db, here.operatorId)) };
      expect(
        (await consoleCall(second, 'GET', '/api/console/me', { session: there })).statusCode,
      ).toBe(200);

      const response = await consoleCall(first, 'DELETE', '/api/console/sessions', {
        session: here,
      });
      expect(response.statusCode, response.body).toBe(204);
      expectProblem(await consoleCall(second, 'GET', '/api/console/me', { session: there }), 401);
      expectProblem(await consoleCall(first, 'GET', '/api/console/me', { session: here }), 401);
    } finally {
      await first.close();
      await second.close();
      await shared.close();
    }
  });
});

describe('console rate limits', () => {
  it('limits console reads too: the console is never exempt', async () => {
    const app = await buildTestApp('pglite', {
      rateLimits: { writesPerMinute: 60, mailPerHour: 10, consoleReadsPerMinute: 2 },
    });
    try {
      const session = await sessionFor(app, 'analyst');
      const statuses = [];
      for (let call = 0; call < 3; call++) {
        statuses.push((await consoleCall(app, 'GET', '/api/console/me', { session })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
      const limited = await consoleCall(app, 'GET', '/api/console/me', { session });
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.headers['cache-control']).toBe('no-store');
    } finally {
      await app.close();
    }
  });
});

// Admins manage operators in the console as the command does: add (a set-up link), change a
// role, disable (every session ends); every change is in the audit log with before and after,
// which admins read filtered by action, operator and day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { operators } from '../../src/db/schema/console.ts';
import { expectInvalid, expectProblem, UNKNOWN_ID } from '../helpers/api.ts';
import {
  completeSetUp,
  consoleCall,
  FAST_CONSOLE,
  sessionCookieOf,
  sessionFor,
  setUpOperator,
  signIn,
  tokenOf,
  type TestSession,
} from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('operators and the audit log (%s)', (kind) => {
  let app: App;
  let admin: TestSession;
  beforeAll(async () => {
    app = await buildTestApp(kind, {
      console: { ...FAST_CONSOLE, publicUrl: 'https://console.mizan.example' },
    });
    admin = await sessionFor(app, 'admin', 'amal.admin@mizan.example');
  });
  afterAll(() => app.close());

  const add = (email: string, role: string, options: { csrf?: boolean } = {}) =>
    consoleCall(app, 'POST', '/api/console/operators', {
      session: admin,
      payload: { email, role },
      ...options,
    });
  const idOf = async (email: string) =>
    (await app.db.select().from(operators).where(eq(operators.email, email)))[0]!.id;

  it('adds an operator and answers a one-time set-up link under PUBLIC_URL', async () => {
    const response = await add('Omar.New@mizan.example', 'analyst');
    expect(response.statusCode, response.body).toBe(201);
    const { setupUrl } = response.json();
    expect(setupUrl).toMatch(
      /^https:\/\/console\.mizan\.example\/console\/setup\?token=[\w-]{43}$/,
    );
    await completeSetUp(app, setupUrl, 'omar.new@mizan.example');
    const list = await consoleCall(app, 'GET', '/api/console/operators', { session: admin });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({
        email: 'omar.new@mizan.example',
        role: 'analyst',
        setUp: true,
        disabled: false,
      }),
    );
  });

  it('refuses an email an operator has, in any case (409), and a bad role (400)', async () => {
    expectProblem(await add('OMAR.NEW@mizan.example', 'support'), 409);
    expectInvalid(await add('x@mizan.example', 'owner'), 'body.role');
  });

  it('changes nothing without the CSRF token', async () => {
    expectProblem(await add('no.csrf@mizan.example', 'support', { csrf: false }), 403);
    expect(
      await app.db.select().from(operators).where(eq(operators.email, 'no.csrf@mizan.example')),
    ).toEqual([]);
  });

  it("changes a role, and disabling ends the operator's sessions", async () => {
    const target = await sessionFor(app, 'support', 'sami.target@mizan.example');
    const patch = (body: object) =>
      consoleCall(app, 'PATCH', `/api/console/operators/${target.operatorId}`, {
        session: admin,
        payload: body,
      });
    const changed = await patch({ role: 'editor' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ role: 'editor', disabled: false });
    // The session reads the role on every request.
    expect(
      (await consoleCall(app, 'GET', '/api/console/me', { session: target })).json().operator.role,
    ).toBe('editor');

    expect((await patch({ disabled: true })).json()).toMatchObject({ disabled: true });
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session: target }), 401);
    expect((await patch({ disabled: false })).json()).toMatchObject({ disabled: false });
    // Enabling gives no session back: the old one stays ended.
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session: target }), 401);
  });

  it('resets an operator: sessions, password and authenticator void, a new link works', async () => {
    const target = await setUpOperator(app, 'support', 'rana.reset@mizan.example');
    const targetId = await idOf('rana.reset@mizan.example');
    const signedIn = await signIn(app, {
      email: target.email,
      password: target.password,
      code: target.recoveryCodes[0]!,
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session = { cookieId: sessionCookieOf(signedIn)!, csrfToken: signedIn.json().csrfToken };
    const reset = (options: { csrf?: boolean } = {}) =>
      consoleCall(app, 'POST', `/api/console/operators/${targetId}/reset`, {
        session: admin,
        ...options,
      });

    expectProblem(await reset({ csrf: false }), 403);
    expect((await consoleCall(app, 'GET', '/api/console/me', { session })).statusCode).toBe(200);

    const response = await reset();
    expect(response.statusCode, response.body).toBe(200);
    const { setupUrl } = response.json();
    expect(setupUrl).toMatch(/^https:\/\/console\.mizan\.example\/console\/setup\?token=/);
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session }), 401);
    expectProblem(
      await signIn(app, {
        email: target.email,
        password: target.password,
        code: target.recoveryCodes[1]!,
      }),
      401,
    );
    const list = (await consoleCall(app, 'GET', '/api/console/operators', { session: admin }))
      .json()
      .items.find((operator: { id: string }) => operator.id === targetId);
    expect(list).toMatchObject({ setUp: false, disabled: false });

    const again = await completeSetUp(app, setupUrl, target.email, 'Quiet meadow copper 73 lamp');
    expect((await signIn(app, { ...again, code: again.recoveryCodes[0]! })).statusCode).toBe(200);
    const audit = (
      await consoleCall(app, 'GET', '/api/console/audit?action=operator.reset', {
        session: admin,
      })
    ).json();
    expect(audit.items[0]).toMatchObject({
      actor: { id: admin.operatorId },
      target: targetId,
      before: { setUp: true },
      after: { setUp: false },
    });
    expect(JSON.stringify(audit)).not.toContain(tokenOf(setupUrl));
    expectProblem(
      await consoleCall(app, 'POST', `/api/console/operators/${UNKNOWN_ID}/reset`, {
        session: admin,
      }),
      404,
    );
  });

  it('answers 404 for an operator nobody is, and refuses unknown fields', async () => {
    const unknown = await consoleCall(app, 'PATCH', `/api/console/operators/${UNKNOWN_ID}`, {
      session: admin,
      payload: { role: 'editor' },
    });
    expectProblem(unknown, 404);
    const extra = await consoleCall(app, 'PATCH', `/api/console/operators/${admin.operatorId}`, {
      session: admin,
      payload: { passwordHash: 'x' },
    });
    expectProblem(extra, 400);
  });

  /** A set-up admin of `on`, signed in. */
  const signedInAdmin = async (on: App, email: string) => {
    const admin = await setUpOperator(on, 'admin', email);
    const response = await signIn(on, { ...admin, code: admin.recoveryCodes[0]! });
    const session = { cookieId: sessionCookieOf(response)!, csrfToken: response.json().csrfToken };
    const [row] = await on.db.select().from(operators).where(eq(operators.email, email));
    return { ...session, operatorId: row!.id };
  };

  it('keeps at least one admin who can sign in', async () => {
    const lonely = await buildTestApp(kind, { console: FAST_CONSOLE });
    try {
      const only = await signedInAdmin(lonely, 'only.admin@mizan.example');
      const change = (id: string, payload: object) =>
        consoleCall(lonely, 'PATCH', `/api/console/operators/${id}`, { session: only, payload });
      expectProblem(await change(only.operatorId, { role: 'support' }), 409);
      expectProblem(await change(only.operatorId, { disabled: true }), 409);
      expectProblem(
        await consoleCall(lonely, 'POST', `/api/console/operators/${only.operatorId}/reset`, {
          session: only,
        }),
        409,
      );
      // An admin who has not finished set-up cannot sign in: they do not count.
      await consoleCall(lonely, 'POST', '/api/console/operators', {
        session: only,
        payload: { email: 'ghost.admin@mizan.example', role: 'admin' },
      });
      expectProblem(await change(only.operatorId, { role: 'support' }), 409);
    } finally {
      await lonely.close();
    }
  });

  it('lets two admins demoting each other at once leave one admin', async () => {
    const pair = await buildTestApp(kind, { console: FAST_CONSOLE });
    try {
      const first = await signedInAdmin(pair, 'first.admin@mizan.example');
      const second = await signedInAdmin(pair, 'second.admin@mizan.example');
      const demote = (by: typeof first, target: typeof first) =>
        consoleCall(pair, 'PATCH', `/api/console/operators/${target.operatorId}`, {
          session: by,
          payload: { role: 'analyst' },
        });
      const answers = await Promise.all([demote(first, second), demote(second, first)]);
      // One goes through; the other is refused: 409 if it ran at the same time, or 403 if it
      // came after (its sender is no longer an admin).
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const admins = await pair.db.select().from(operators).where(eq(operators.role, 'admin'));
      expect(admins).toHaveLength(1);
    } finally {
      await pair.close();
    }
  });

  it('writes each change to the audit log with before and after, read by filters', async () => {
    const target = await idOf('sami.target@mizan.example');
    const byTarget = await consoleCall(
      app,
      'GET',
      `/api/console/audit?action=operator.update&operator=${admin.operatorId}`,
      { session: admin },
    );
    expect(byTarget.statusCode, byTarget.body).toBe(200);
    const { items, total } = byTarget.json();
    const roleChange = items.find(
      (item: { target: string; before: { role: string } }) =>
        item.target === target && item.before.role === 'support',
    );
    expect(roleChange).toMatchObject({
      actor: { id: admin.operatorId, email: 'amal.admin@mizan.example' },
      action: 'operator.update',
      before: { role: 'support', disabled: false },
      after: { role: 'editor', disabled: false },
      ip: '127.0.0.1',
    });
    expect(total).toBe(items.length);
    expect(Date.parse(roleChange.at)).toBeGreaterThan(Date.now() - 60_000);

    const disabled = (
      await consoleCall(app, 'GET', '/api/console/audit?action=operator.disable', {
        session: admin,
      })
    ).json();
    expect(disabled.items[0]).toMatchObject({ target, after: { disabled: true } });

    const today = new Date().toISOString().slice(0, 10);
    const all = (
      await consoleCall(app, 'GET', `/api/console/audit?from=${today}&to=${today}`, {
        session: admin,
      })
    ).json();
    expect(all.total).toBeGreaterThan(3);
    // Newest first.
    const times = all.items.map((item: { at: string }) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const past = (
      await consoleCall(app, 'GET', '/api/console/audit?from=2020-01-01&to=2020-01-02', {
        session: admin,
      })
    ).json();
    expect(past).toEqual({ items: [], total: 0 });
    expectInvalid(
      await consoleCall(app, 'GET', '/api/console/audit?from=yesterday', { session: admin }),
      'query.from',
    );
  });
});

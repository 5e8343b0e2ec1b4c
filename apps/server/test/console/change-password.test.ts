// An operator changes their own password: the current password and a code prove it is them, a
// weak new one is refused, a wrong pair counts toward the lockout, and every other session ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { expectInvalid, expectProblem } from '../helpers/api.ts';
import {
  codeAhead,
  consoleCall,
  FAST_CONSOLE,
  sessionCookieOf,
  setUpOperator,
  signIn,
  type SetUpOperator,
} from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const NEW_PASSWORD = 'Amber orchard kettle 58 river';

describe.each(databaseKinds)('changing your password (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { console: FAST_CONSOLE });
  });
  afterAll(() => app.close());

  const signedIn = async (operator: SetUpOperator, code: string, password = operator.password) => {
    const response = await signIn(app, { email: operator.email, password, code });
    expect(response.statusCode, response.body).toBe(200);
    return { cookieId: sessionCookieOf(response)!, csrfToken: response.json().csrfToken as string };
  };
  const change = (session: { cookieId: string; csrfToken: string }, body: object, csrf = true) =>
    consoleCall(app, 'POST', '/api/console/me/password', { session, payload: body, csrf });

  it('changes it with the current password and a code, ending every other session and renewing this one', async () => {
    const operator = await setUpOperator(app, 'analyst', 'nadia.change@mizan.example');
    const here = await signedIn(operator, operator.recoveryCodes[0]!);
    const elsewhere = await signedIn(operator, operator.recoveryCodes[1]!);

    const response = await change(here, {
      currentPassword: operator.password,
      newPassword: NEW_PASSWORD,
      // The next step's code: the current one was spent confirming the set-up.
      code: codeAhead(operator.secret, 1),
    });
    expect(response.statusCode, response.body).toBe(204);
    // This browser carries on with the new session id the answer set; the old id opens nothing.
    const renewed = { ...here, cookieId: sessionCookieOf(response)! };
    expect(renewed.cookieId).toBeDefined();
    expect(renewed.cookieId).not.toBe(here.cookieId);
    const me = await consoleCall(app, 'GET', '/api/console/me', { session: renewed });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().operator.email).toBe(operator.email);
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session: here }), 401);
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session: elsewhere }), 401);
    expectProblem(
      await signIn(app, {
        email: operator.email,
        password: operator.password,
        code: operator.recoveryCodes[2]!,
      }),
      401,
    );
    await signedIn(operator, operator.recoveryCodes[3]!, NEW_PASSWORD);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'operator.changePassword'));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.after).toEqual({ factor: 'totp', otherSessionsEnded: 1 });
    expect(JSON.stringify(entries)).not.toContain(NEW_PASSWORD);
  });

  it('refuses a wrong current password or code naming body.currentPassword, changing nothing', async () => {
    const operator = await setUpOperator(app, 'support', 'omar.wrong@mizan.example');
    const session = await signedIn(operator, operator.recoveryCodes[0]!);
    const wrongPassword = await change(session, {
      currentPassword: 'not my password at all',
      newPassword: NEW_PASSWORD,
      code: operator.recoveryCodes[1]!,
    });
    expect(expectInvalid(wrongPassword, 'body.currentPassword').title).toBe('Not changed');
    const wrongCode = await change(session, {
      currentPassword: operator.password,
      newPassword: NEW_PASSWORD,
      code: '000000',
    });
    expectInvalid(wrongCode, 'body.currentPassword');
    // The recovery code sent with the wrong password was not spent, and the password stands.
    await signedIn(operator, operator.recoveryCodes[1]!);
  });

  it('refuses a weak new password, and a change without the CSRF token', async () => {
    const operator = await setUpOperator(app, 'editor', 'huda.weak@mizan.example');
    const session = await signedIn(operator, operator.recoveryCodes[0]!);
    const body = {
      currentPassword: operator.password,
      newPassword: 'password1234',
      code: operator.recoveryCodes[1]!,
    };
    expectInvalid(await change(session, body), 'body.newPassword');
    expectProblem(await change(session, { ...body, newPassword: NEW_PASSWORD }, false), 403);
    await signedIn(operator, operator.recoveryCodes[2]!);
  });

  it('counts wrong attempts toward the lockout (429 with Retry-After)', async () => {
    const operator = await setUpOperator(app, 'admin', 'sami.guess@mizan.example');
    const session = await signedIn(operator, operator.recoveryCodes[0]!);
    const guess = () =>
      change(session, {
        currentPassword: 'a guess a guess',
        newPassword: NEW_PASSWORD,
        code: '123456',
      });
    for (let attempt = 0; attempt < 5; attempt++)
      expectInvalid(await guess(), 'body.currentPassword');
    const locked = await guess();
    expectProblem(locked, 429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

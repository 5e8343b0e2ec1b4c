// Device cookies (decision 0032): strangers' failed sign-ins lock out strangers, never the browser
// an operator has signed in with; that browser's own failures lock it; a forged cookie is nobody's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { DEVICE_COOKIE } from '../../src/routes/console/device-cookie.ts';
import { SESSION_COOKIE } from '../../src/routes/console/session-cookie.ts';
import { expectProblem } from '../helpers/api.ts';
import {
  codeAhead,
  consoleCall,
  FAST_CONSOLE,
  sessionCookieOf,
  setUpOperator,
  type SetUpOperator,
} from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const WRONG = { password: 'not the password at all', code: '111111' };

/** The device cookie's value a sign-in set, and the whole Set-Cookie line. */
function deviceCookieOf(response: LightMyRequestResponse) {
  const line = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
  return { line, value: line?.slice(DEVICE_COOKIE.length + 1).split(';')[0] };
}

describe.each(databaseKinds)('device cookies against lockout (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { console: FAST_CONSOLE });
  });
  afterAll(() => app.close());

  /** A sign-in from a browser holding `device` (a device cookie's value), or from a stranger. */
  const signInFrom = (
    device: string | undefined,
    body: { email: string; password: string; code: string },
  ) =>
    consoleCall(app, 'POST', '/api/console/sessions', {
      payload: body,
      headers: device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {},
    });

  /** The operator's right password and `code`, from a browser holding `device` or a stranger. */
  const rightFrom = (device: string | undefined, operator: SetUpOperator, code: string) =>
    signInFrom(device, { email: operator.email, password: operator.password, code });

  /** The operator signs in once from their browser: answers the device cookie it was given. */
  async function trustedBrowserOf(operator: SetUpOperator, code: string) {
    const response = await rightFrom(undefined, operator, code);
    expect(response.statusCode, response.body).toBe(200);
    return deviceCookieOf(response);
  }

  /** What the audit log holds (`after`, oldest first) of the email's entries of `action`. */
  async function audited(email: string, action: string) {
    const entries = await app.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.actorEmail, email), eq(auditLog.action, action)))
      .orderBy(asc(auditLog.at));
    return entries.map((entry) => entry.after);
  }

  /** `times` wrong sign-ins in a row; answers the statuses seen. */
  async function guess(email: string, device: string | undefined, times = 6) {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < times; attempt++) {
      statuses.push((await signInFrom(device, { email, ...WRONG })).statusCode);
    }
    return statuses;
  }

  it('gives a signed-in browser a strict, long-lived device cookie for the console API only', async () => {
    const operator = await setUpOperator(app, 'admin', 'dina.device@mizan.example');
    const { line, value } = await trustedBrowserOf(operator, operator.recoveryCodes[0]!);
    expect(line).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE}=[\\w.-]+; Path=/api/console; HttpOnly; Secure; SameSite=Strict; Max-Age=31536000$`,
      ),
    );
    expect(value).not.toContain(operator.email);
  });

  it("locks strangers out after 5 failures while the operator's browser signs in", async () => {
    const operator = await setUpOperator(app, 'admin', 'amal.admin@mizan.example');
    const { value: device } = await trustedBrowserOf(operator, operator.recoveryCodes[0]!);

    // Someone who knows the address guesses: strangers are locked out, with Retry-After...
    expect(await guess(operator.email, undefined)).toEqual([401, 401, 401, 401, 401, 429]);
    const stranger = await rightFrom(undefined, operator, operator.recoveryCodes[1]!);
    expectProblem(stranger, 429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);

    // ...and the operator's own browser is not.
    const trusted = await rightFrom(device, operator, operator.recoveryCodes[2]!);
    expect(trusted.statusCode, trusted.body).toBe(200);
    // Its success does not lift the strangers' lock.
    expect(await guess(operator.email, undefined, 1)).toEqual([429]);

    // The audit log tells the strangers' attempts from the operator's browser.
    expect(await audited(operator.email, 'session.signIn')).toEqual([
      { factor: 'recovery', trustedDevice: false },
      { factor: 'recovery', trustedDevice: true },
    ]);
    // The sixth guess, the stranger's right password, the last guess: all strangers'.
    expect(await audited(operator.email, 'session.signInLockedOut')).toEqual(
      Array(3).fill({ trustedDevice: false }),
    );
  });

  it("locks the operator's browser after its own 5 failures, with Retry-After", async () => {
    const operator = await setUpOperator(app, 'support', 'badr.support@mizan.example');
    const { value: device } = await trustedBrowserOf(operator, operator.recoveryCodes[0]!);
    expect(await guess(operator.email, device)).toEqual([401, 401, 401, 401, 401, 429]);
    const locked = await rightFrom(device, operator, operator.recoveryCodes[1]!);
    expectProblem(locked, 429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(55);
    expect(await audited(operator.email, 'session.signInFailed')).toEqual(
      Array(5).fill({ trustedDevice: true }),
    );
    // The browser's failures are its own: strangers (and a new browser) still have their tries.
    const elsewhere = await rightFrom(undefined, operator, codeAhead(operator.secret, 1));
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });

  it("counts a forged or tampered device cookie, or another operator's, as a stranger's", async () => {
    const operator = await setUpOperator(app, 'editor', 'fahad.editor@mizan.example');
    const other = await setUpOperator(app, 'analyst', 'ghada.analyst@mizan.example');
    const { value: device } = await trustedBrowserOf(operator, operator.recoveryCodes[0]!);
    const { value: othersDevice } = await trustedBrowserOf(other, other.recoveryCodes[0]!);
    expect(await guess(operator.email, undefined)).toEqual([401, 401, 401, 401, 401, 429]);

    const [operatorId, nonce, signature] = device!.split('.');
    const [othersId] = othersDevice!.split('.');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const forgeries = [
      `${operatorId}.${nonce}.${flip(signature!)}`,
      `${operatorId}.${flip(nonce!)}.${signature}`,
      `${othersId}.${nonce}.${signature}`,
      `${operatorId}.${nonce}`,
      othersDevice,
      'not-a-device-cookie',
    ];
    for (const [index, forged] of forgeries.entries()) {
      const refused = await rightFrom(forged, operator, operator.recoveryCodes[index + 1]!);
      expectProblem(refused, 429);
    }
    const trusted = await rightFrom(device, operator, operator.recoveryCodes[8]!);
    expect(trusted.statusCode, trusted.body).toBe(200);
  });

  it("lets the operator's browser change the password while strangers are locked out", async () => {
    const operator = await setUpOperator(app, 'admin', 'hala.admin@mizan.example');
    const signedIn = await rightFrom(undefined, operator, operator.recoveryCodes[0]!);
    const device = deviceCookieOf(signedIn).value!;
    expect(await guess(operator.email, undefined)).toEqual([401, 401, 401, 401, 401, 429]);

    const change = await app.inject({
      method: 'POST',
      url: '/api/console/me/password',
      headers: {
        cookie: `${SESSION_COOKIE}=${sessionCookieOf(signedIn)}; ${DEVICE_COOKIE}=${device}`,
        'x-csrf-token': signedIn.json().csrfToken,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({
        currentPassword: operator.password,
        newPassword: 'Amber orchard kettle 58 river',
        code: operator.recoveryCodes[1],
      }),
    });
    expect(change.statusCode, change.body).toBe(204);
  });
});

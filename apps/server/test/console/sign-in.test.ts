// Sign-in: email, password and a code together; one 401 for every failure, known email or not;
// a TOTP code accepted once; recovery codes single-use; the lockout after 5 failures.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { currentCode } from '../../src/services/console/totp.ts';
import { runUserCommand } from '../../src/services/console/user-command.ts';
import { expectProblem } from '../helpers/api.ts';
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

describe.each(databaseKinds)('sign-in (%s)', (kind) => {
  const lines: string[] = [];
  let app: App;
  let operator: SetUpOperator;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    app = await buildTestApp(kind, { console: FAST_CONSOLE, logger: { level: 'debug', stream } });
    operator = await setUpOperator(app, 'support', 'sara.support@mizan.example');
  });
  afterAll(() => app.close());

  it('signs in with email, password and the next code; the session cookie is strict', async () => {
    const response = await signIn(app, {
      email: 'Sara.Support@mizan.example',
      password: operator.password,
      code: codeAhead(operator.secret, 1),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.operator).toEqual({ email: operator.email, role: 'support' });
    expect(body.csrfToken).toMatch(/^[\w-]{43}$/);
    const cookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith('__Host-'));
    expect(cookie).toMatch(
      /^__Host-mizan-console=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const session = { cookieId: sessionCookieOf(response)!, csrfToken: body.csrfToken };
    const me = await consoleCall(app, 'GET', '/api/console/me', { session });
    expect(me.json()).toEqual(body);
  });

  it('refuses the same code a second time (no replay), with the same 401', async () => {
    // An operator of its own: each step's code is accepted once, and only the next step is
    // still ahead of the one set-up used.
    const replayed = await setUpOperator(app, 'support', 'rami.replay@mizan.example');
    const code = codeAhead(replayed.secret, 1);
    const attempt = { email: replayed.email, password: replayed.password, code };
    expect((await signIn(app, attempt)).statusCode).toBe(200);
    const replay = expectProblem(await signIn(app, attempt), 401);
    expect(replay.title).toBe('Sign-in failed');
    // The code of the step set-up used, older than the last accepted one, is refused too.
    expectProblem(await signIn(app, { ...attempt, code: currentCode(replayed.secret) }), 401);
  });

  it('gives a new session id at each sign-in', async () => {
    const ids = new Set<string>();
    for (const code of [operator.recoveryCodes[0]!, operator.recoveryCodes[1]!]) {
      const response = await signIn(app, {
        email: operator.email,
        password: operator.password,
        code,
      });
      expect(response.statusCode, response.body).toBe(200);
      ids.add(sessionCookieOf(response)!);
    }
    expect(ids.size).toBe(2);
  });

  it('accepts a recovery code once', async () => {
    const attempt = {
      email: operator.email,
      password: operator.password,
      code: operator.recoveryCodes[2]!.toLowerCase(),
    };
    expect((await signIn(app, attempt)).statusCode).toBe(200);
    expectProblem(await signIn(app, attempt), 401);
  });

  it('answers every failure alike, whether the email exists or not', async () => {
    const wrongPassword = await signIn(app, {
      email: 'fail.same@mizan.example',
      password: 'not the password at all',
      code: '123456',
    });
    const noSuchEmail = await signIn(app, {
      email: 'nobody.here@mizan.example',
      password: operator.password,
      code: '123456',
    });
    const wrongCode = await signIn(app, {
      email: operator.email,
      password: operator.password,
      code: '000000',
    });
    const bodies = [wrongPassword, noSuchEmail, wrongCode].map((r) => expectProblem(r, 401));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it("refuses a disabled operator's right credentials", async () => {
    const disabled = await setUpOperator(app, 'analyst', 'dina.disabled@mizan.example');
    await runUserCommand(app.db, ['disable', disabled.email], 'https://mizan.example');
    expectProblem(
      await signIn(app, {
        email: disabled.email,
        password: disabled.password,
        code: codeAhead(disabled.secret, 1),
      }),
      401,
    );
  });

  it('locks an email out after 5 failures in 15 minutes, known or not, with Retry-After', async () => {
    for (const email of ['locked.known@mizan.example', 'locked.unknown@mizan.example']) {
      const known = email.includes('known@')
        ? await setUpOperator(app, 'support', email)
        : undefined;
      for (let failure = 0; failure < 5; failure++) {
        expectProblem(
          await signIn(app, { email, password: 'wrong password here', code: '111111' }),
          401,
        );
      }
      // Even the right password and code wait now.
      const refused = await signIn(app, {
        email,
        password: known?.password ?? 'wrong password here',
        code: known ? codeAhead(known.secret, 1) : '111111',
      });
      const body = expectProblem(refused, 429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(55);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(body.title).toBe('Too many failed sign-ins');
    }
    // Another email is not affected.
    const other = await signIn(app, {
      email: operator.email,
      password: operator.password,
      code: operator.recoveryCodes[3]!,
    });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('lets no more than 5 attempts at once through to the password check', async () => {
    const email = 'parallel.guess@mizan.example';
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        signIn(app, { email, password: 'guess number one two', code: '123456' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(11);
  });

  it('writes every attempt to the audit log with the email tried, never the password or code', async () => {
    const rows = await app.db.select().from(auditLog);
    const actions = rows.map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'session.signIn',
        'session.signInFailed',
        'session.signInLockedOut',
        'operator.setUpPassword',
        'operator.setUpConfirmed',
        'operator.add',
      ]),
    );
    const failed = rows.filter((row) => row.action === 'session.signInFailed');
    expect(failed.map((row) => row.actorEmail)).toContain('nobody.here@mizan.example');
    const [unknown] = failed.filter((row) => row.actorEmail === 'nobody.here@mizan.example');
    expect(unknown!.actorOperatorId).toBeNull();
    const written = JSON.stringify(rows);
    expect(written).not.toContain(operator.password);
    expect(written).not.toContain('wrong password here');
    expect(written).not.toContain(operator.recoveryCodes[0]);
    expect(written).not.toContain(operator.secret);
    const ok = await app.db.select().from(auditLog).where(eq(auditLog.action, 'session.signIn'));
    expect(ok[0]!.ip).toBe('127.0.0.1');
  });

  it('logs who signed in, but never an email, a password, a code or a token', async () => {
    const text = lines.join('');
    expect(text).toContain('console sign-in');
    for (const secret of [
      operator.email,
      'nobody.here@mizan.example',
      operator.password,
      operator.secret,
      operator.recoveryCodes[0]!,
    ]) {
      expect(text).not.toContain(secret);
    }
  });
});

// Set-up from the one-time link: a password that is not easy to guess, an authenticator
// confirmed by its code, ten recovery codes shown once; the link works once and for 24 hours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import {
  operatorRecoveryCodes,
  operators,
  operatorSetupTokens,
} from '../../src/db/schema/console.ts';
import { runUserCommand } from '../../src/services/console/user-command.ts';
import { currentCode } from '../../src/services/console/totp.ts';
import { expectInvalid, expectProblem } from '../helpers/api.ts';
import { consoleCall, FAST_CONSOLE, STRONG_PASSWORD, tokenOf } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('set-up (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { console: FAST_CONSOLE });
  });
  afterAll(() => app.close());

  const newLink = async (email: string) => {
    const result = await runUserCommand(app.db, ['add', email, 'support'], 'https://mizan.example');
    expect(result.exitCode, result.output).toBe(0);
    return result.output.split('\n').at(-1)!;
  };
  const setUp = (token: string, password: string) =>
    consoleCall(app, 'POST', '/api/console/setup', { payload: { token, password } });
  const confirm = (token: string, code: string) =>
    consoleCall(app, 'POST', '/api/console/setup/confirm', { payload: { token, code } });

  it('gives a link under PUBLIC_URL', async () => {
    expect(await newLink('link@mizan.example')).toMatch(
      /^https:\/\/mizan\.example\/console\/setup\?token=[\w-]{43}$/,
    );
  });

  it.each(['qwerty123456', '1qaz2wsx3edc', 'password1234', 'MizanConsole2026'])(
    'refuses the common password %s, naming body.password',
    async (password) => {
      const token = tokenOf(await newLink(`weak-${password.length}-${Date.now()}@mizan.example`));
      const body = expectInvalid(await setUp(token, password), 'body.password');
      expect(body.title).toBe('Weak password');
    },
  );

  it("refuses the operator's own email as a password", async () => {
    const email = 'own.email.address@mizan.example';
    const body = expectInvalid(await setUp(tokenOf(await newLink(email)), email), 'body.password');
    expect(body.title).toBe('Weak password');
  });

  it('refuses a password shorter than 12 or longer than 128 characters', async () => {
    const token = tokenOf(await newLink('length@mizan.example'));
    expectInvalid(await setUp(token, 'Xy9#kQ2!mZ'), 'body.password');
    expectInvalid(await setUp(token, 'a'.repeat(129)), 'body.password');
  });

  it('refuses a token nobody issued with 400', async () => {
    expectInvalid(await setUp('A'.repeat(43), STRONG_PASSWORD), 'body.token');
    expectInvalid(await setUp('short', STRONG_PASSWORD), 'body.token');
  });

  it('sets up a password and an authenticator, then answers 10 recovery codes once', async () => {
    const token = tokenOf(await newLink('full@mizan.example'));
    const first = await setUp(token, STRONG_PASSWORD);
    expect(first.statusCode, first.body).toBe(200);
    const { secret, uri } = first.json().totp;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(uri).toContain('digits=6');
    expect(uri).toContain('period=30');

    // Every digit of the current code moved by one: not a code of this authenticator.
    const wrong = currentCode(secret).replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
    expectInvalid(await confirm(token, wrong), 'body.code');

    const confirmed = await confirm(token, currentCode(secret));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    // Stored only as hashes.
    const [operator] = await app.db
      .select()
      .from(operators)
      .where(eq(operators.email, 'full@mizan.example'));
    expect(operator!.passwordHash).toMatch(/^\$argon2id\$/);
    // Sealed (decision 0035): the key opens only with the server's key.
    expect(operator!.totpSecret).not.toContain(secret);
    expect(app.secretBox.open('totp', operator!.totpSecret!)).toBe(secret);
    const stored = await app.db
      .select()
      .from(operatorRecoveryCodes)
      .where(eq(operatorRecoveryCodes.operatorId, operator!.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(codes).not.toContain(row.codeHash);

    // The link is spent.
    expectProblem(await confirm(token, currentCode(secret)), 410);
    expectProblem(await setUp(token, STRONG_PASSWORD), 410);
  });

  it('takes the password once per link: a second or racing step 1 is refused with 410', async () => {
    const token = tokenOf(await newLink('once@mizan.example'));
    const racing = await Promise.all([1, 2, 3].map(() => setUp(token, STRONG_PASSWORD)));
    const statuses = racing.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 410, 410]);
    expectProblem(await setUp(token, STRONG_PASSWORD), 410);
  });

  it('asks for the password before the authenticator', async () => {
    const token = tokenOf(await newLink('order@mizan.example'));
    expectProblem(await confirm(token, '123456'), 400);
  });

  it('refuses an expired link with 410', async () => {
    const token = tokenOf(await newLink('expired@mizan.example'));
    await app.db.execute(
      sql`UPDATE ${operatorSetupTokens} SET expires_at = now() - interval '1 second'`,
    );
    expectProblem(await setUp(token, STRONG_PASSWORD), 410);
  });
});

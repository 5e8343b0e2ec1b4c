// `npm run console:user`: add prints a set-up link valid 24 hours; reset voids the password,
// the authenticator, the recovery codes and every session; disable ends sessions and sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import {
  operatorRecoveryCodes,
  operators,
  operatorSetupTokens,
} from '../../src/db/schema/console.ts';
import { runUserCommand } from '../../src/services/console/user-command.ts';
import { expectProblem } from '../helpers/api.ts';
import {
  codeAhead,
  completeSetUp,
  consoleCall,
  FAST_CONSOLE,
  sessionCookieOf,
  signIn,
} from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const URL_BASE = 'http://localhost:3000';

describe.each(databaseKinds)('the console:user command (%s)', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp(kind, { console: FAST_CONSOLE });
  });
  afterAll(() => app.close());
  const run = (...args: string[]) => runUserCommand(app.db, args, URL_BASE);

  it('prints its usage for anything else', async () => {
    for (const args of [
      [],
      ['add'],
      ['add', 'a@b.example'],
      ['remove', 'a@b.example'],
      ['reset', 'a@b.example', 'x'],
    ]) {
      const result = await run(...args);
      expect(result.exitCode).toBe(2);
      expect(result.output).toContain('Usage: npm run console:user');
    }
    expect((await run('add', 'not-an-email', 'admin')).exitCode).toBe(1);
    expect((await run('add', 'a@b.example', 'root')).output).toContain('ROLE must be one of');
    expect((await run('reset', 'nobody@mizan.example')).exitCode).toBe(1);
  });

  it('adds an operator with a link valid 24 hours', async () => {
    const result = await run('add', 'Cli.Admin@mizan.example', 'admin');
    expect(result.exitCode).toBe(0);
    expect(result.output).toMatch(/valid 24 hours/);
    expect(result.output.split('\n').at(-1)).toMatch(
      /^http:\/\/localhost:3000\/console\/setup\?token=[\w-]{43}$/,
    );
    const [token] = await app.db
      .select({
        hours: sql<number>`extract(epoch from ${operatorSetupTokens.expiresAt} - now()) / 3600`,
      })
      .from(operatorSetupTokens);
    expect(Number(token!.hours)).toBeGreaterThan(23.9);
    expect(Number(token!.hours)).toBeLessThanOrEqual(24);
    expect((await run('add', 'cli.admin@MIZAN.example', 'support')).exitCode).toBe(1);
  });

  it('resets everything and ends every session; the old link stops working', async () => {
    const added = await run('add', 'cli.reset@mizan.example', 'support');
    const operator = await completeSetUp(
      app,
      added.output.split('\n').at(-1)!,
      'cli.reset@mizan.example',
    );
    const signedIn = await signIn(app, {
      email: operator.email,
      password: operator.password,
      code: codeAhead(operator.secret, 1),
    });
    const session = { cookieId: sessionCookieOf(signedIn)!, csrfToken: signedIn.json().csrfToken };

    const reset = await run('reset', 'CLI.reset@mizan.example');
    expect(reset.exitCode, reset.output).toBe(0);
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session }), 401);
    const [row] = await app.db.select().from(operators).where(eq(operators.email, operator.email));
    expect(row).toMatchObject({ passwordHash: null, totpSecret: null, lastTotpStep: null });
    expect(
      await app.db
        .select()
        .from(operatorRecoveryCodes)
        .where(eq(operatorRecoveryCodes.operatorId, row!.id)),
    ).toEqual([]);
    // The old password and recovery codes open nothing.
    expectProblem(
      await signIn(app, {
        email: operator.email,
        password: operator.password,
        code: operator.recoveryCodes[0]!,
      }),
      401,
    );
    // The new link sets the operator up again.
    const again = await completeSetUp(
      app,
      reset.output.split('\n').at(-1)!,
      operator.email,
      'Another long phrase of pebbles 77',
    );
    expect(again.recoveryCodes).toHaveLength(10);
  });

  it('disables: every session ends and sign-in is refused', async () => {
    const added = await run('add', 'cli.disable@mizan.example', 'analyst');
    const operator = await completeSetUp(
      app,
      added.output.split('\n').at(-1)!,
      'cli.disable@mizan.example',
    );
    const signedIn = await signIn(app, {
      email: operator.email,
      password: operator.password,
      code: codeAhead(operator.secret, 1),
    });
    const session = { cookieId: sessionCookieOf(signedIn)!, csrfToken: signedIn.json().csrfToken };
    expect((await run('disable', operator.email)).exitCode).toBe(0);
    expectProblem(await consoleCall(app, 'GET', '/api/console/me', { session }), 401);
    expectProblem(
      await signIn(app, {
        email: operator.email,
        password: operator.password,
        code: operator.recoveryCodes[0]!,
      }),
      401,
    );
  });
});

describe('npm run console:user, as a process', () => {
  it('uses the server settings (DATA_DIR, PUBLIC_URL) and prints the link', async () => {
    const { execFile } = await import('node:child_process');
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-console-user-'));
    const run = (...args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'src/console-user.ts', ...args],
          {
            cwd: path.resolve(import.meta.dirname, '../..'),
            env: {
              ...process.env,
              DATABASE_URL: '',
              DATA_DIR: dataDir,
              PUBLIC_URL: 'https://ops.mizan.example/',
            },
          },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      });
    const added = await run('add', 'first.admin@mizan.example', 'admin');
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toMatch(
      /https:\/\/ops\.mizan\.example\/console\/setup\?token=[\w-]{43}\n$/,
    );
    const again = await run('add', 'first.admin@mizan.example', 'admin');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('An operator already has this email.');
  }, 120_000);
});

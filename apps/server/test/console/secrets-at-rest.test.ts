// Issue 32, point 8, through the API: the authenticator keys and bank secrets the server keeps
// are not in the database in plain text, yet sign-in and signatures work; and an admin can
// revoke a bank's secrets at once, audited, the old signatures refused from that moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { App } from '../../src/app.ts';
import { organizations } from '../../src/db/schema/catalogue.ts';
import { auditLog, operators } from '../../src/db/schema/console.ts';
import { currentCode } from '../../src/services/console/totp.ts';
import { runUserCommand } from '../../src/services/console/user-command.ts';
import { expectProblem, type Json } from '../helpers/api.ts';
import {
  codeAhead,
  consoleCall,
  sessionFor,
  signIn,
  STRONG_PASSWORD,
  tokenOf,
  FAST_CONSOLE,
  type TestSession,
} from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { sendReport } from '../partners/signed-reports.ts';

describe.each(databaseKinds)('secrets at rest (%s)', (kind) => {
  let app: App;
  let admin: TestSession;
  let banks: Json[];
  beforeAll(async () => {
    app = await buildTestApp(kind, { console: FAST_CONSOLE });
    admin = await sessionFor(app, 'admin');
    banks = (
      await consoleCall(app, 'GET', '/api/console/banks?pageSize=100', { session: admin })
    ).json().items;
  });
  afterAll(() => app.close());

  const storedOperator = async (email: string) =>
    JSON.stringify(await app.db.select().from(operators).where(eq(operators.email, email)));
  const storedBanks = async () => JSON.stringify(await app.db.select().from(organizations));
  /** A webhook for the bank; answers its first secret. */
  const webhookFor = async (bank: Json): Promise<string> => {
    const set = await consoleCall(app, 'PUT', `/api/console/banks/${bank.id}/delivery`, {
      session: admin,
      payload: { method: 'webhook', url: 'https://leads.bank.example/mizan' },
    });
    expect(set.statusCode, set.body).toBe(200);
    return set.json().secret;
  };
  /**
   * Whether the report route takes a signature made with `secret`: a report on an application
   * nobody has is 404 once signed, 401 when not signed by the bank.
   */
  const signatureAccepted = async (bank: Json, secret: string) => {
    const answer = await sendReport(
      app,
      { key: bank.key, secret },
      {
        applicationId: '00000000-0000-4000-8000-000000000000',
        status: 'received',
      },
    );
    expect([401, 404]).toContain(answer.statusCode);
    return answer.statusCode === 404;
  };

  it('keeps no authenticator key or bank secret in plain text, and sign-in and signing still work', async () => {
    const email = 'sealed@mizan.example';
    const added = await runUserCommand(app.db, ['add', email, 'support'], 'https://mizan.example');
    const token = tokenOf(added.output.split('\n').at(-1)!);
    const setUp = await consoleCall(app, 'POST', '/api/console/setup', {
      payload: { token, password: STRONG_PASSWORD },
    });
    expect(setUp.statusCode, setUp.body).toBe(200);
    const { secret: totpKey } = setUp.json().totp;
    // The key waiting for its first code is not stored in plain text either.
    expect(await storedOperator(email)).not.toContain(totpKey);
    const confirmed = await consoleCall(app, 'POST', '/api/console/setup/confirm', {
      payload: { token, code: currentCode(totpKey) },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await storedOperator(email)).not.toContain(totpKey);
    const signedIn = await signIn(app, {
      email,
      password: STRONG_PASSWORD,
      code: codeAhead(totpKey),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const bank = banks[0]!;
    const bankSecret = await webhookFor(bank);
    // Neither whole nor its key bytes (after `whsec_`).
    expect(await storedBanks()).not.toContain(bankSecret.slice(6));
    expect(await signatureAccepted(bank, bankSecret)).toBe(true);
  });

  it('revokes a bank’s secrets at once for admins only: audited, old signatures refused from then on', async () => {
    const bank = banks[1]!;
    const first = await webhookFor(bank);
    const rotated = await consoleCall(
      app,
      'POST',
      `/api/console/banks/${bank.id}/delivery/secret`,
      { session: admin },
    );
    const second = rotated.json().secret;
    // After a rotation both work, for 24 hours...
    expect(await signatureAccepted(bank, first)).toBe(true);
    expect(await signatureAccepted(bank, second)).toBe(true);

    const revoke = (session: TestSession | undefined, csrf?: false) =>
      consoleCall(app, 'POST', `/api/console/banks/${bank.id}/delivery/secret/revoke`, {
        session,
        ...(csrf === false && { csrf }),
      });
    expectProblem(await revoke(undefined), 401);
    for (const role of ['support', 'analyst', 'editor'] as const) {
      expectProblem(await revoke(await sessionFor(app, role)), 403);
    }
    expectProblem(await revoke(admin, false), 403);
    expectProblem(
      await consoleCall(app, 'POST', '/api/console/banks/99999/delivery/secret/revoke', {
        session: admin,
      }),
      404,
    );
    // Refused calls changed nothing.
    expect(await signatureAccepted(bank, second)).toBe(true);

    const revoked = await revoke(admin);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const third = revoked.json().secret;
    expect(third).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    // ...a revocation ends both at once.
    expect(await signatureAccepted(bank, first)).toBe(false);
    expect(await signatureAccepted(bank, second)).toBe(false);
    expect(await signatureAccepted(bank, third)).toBe(true);
    expect(await storedBanks()).not.toContain(third.slice(6));

    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bank.revokeSecret'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorOperatorId: admin.operatorId,
      actorEmail: admin.email,
      target: String(bank.id),
    });
    expect(JSON.stringify(entries)).not.toContain(third.slice(6));
  });
});

// Nobody unauthenticated grows a table without bound (issue 32). A status report without a good
// signature (anyone can post one, to any bank key) writes nothing: it goes to the log and to a
// metric. Failed sign-ins for emails nobody has leave counters, and the daily retention run
// deletes those too old to count.
import { lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { signInFailures } from '../../src/db/schema/console.ts';
import { newBankSecret } from '../../src/partners/signing.ts';
import { runRetention, scheduledStart } from '../../src/services/retention.ts';
import { submitJourney } from '../helpers/api.ts';
import { signIn } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { keptLogLines } from '../helpers/log-lines.ts';
import { bankOf, sendReport } from '../partners/signed-reports.ts';
import { rowCounts } from '../privacy/helpers.ts';

const TOKEN = 'scraper-token-0123456789abcdef';
const DAY = 86_400_000;

/** Rows added between two counts, table by table, only where some were. */
function added(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.entries(after)
      .map(([table, n]) => [table, n - (before[table] ?? 0)] as const)
      .filter(([, n]) => n !== 0),
  );
}

describe.each(databaseKinds)('what strangers can write (%s)', (kind) => {
  const { lines, stream } = keptLogLines();
  let app: App;

  beforeAll(async () => {
    app = await buildTestApp(kind, {
      metricsToken: TOKEN,
      logger: { level: 'info', stream },
      retention: { months: 24 },
    });
    await app.ready();
  });
  afterAll(() => app?.close());

  it('60 forged partner reports from 60 addresses add no row anywhere; each is logged and counted', async () => {
    const { applicationId } = await submitJourney(app, 'ae', 'Card');
    const bank = await bankOf(app, applicationId);
    const forger = newBankSecret();
    const before = await rowCounts(app.db);
    for (let i = 0; i < 60; i++) {
      // Half to a real bank, half to keys no bank has; each signed with a secret of the caller's.
      const target = i % 2 === 0 ? bank : { key: `bank-${i}`, secret: forger };
      const response = await sendReport(
        app,
        { key: target.key, secret: forger },
        { applicationId, status: 'approved' },
        { remoteAddress: `203.0.113.${i + 1}` },
      );
      expect(response.statusCode).toBe(401);
    }
    expect(added(before, await rowCounts(app.db))).toEqual({});

    const refused = lines.filter((line) => line.msg === 'partner report refused');
    expect(refused).toHaveLength(60);
    // The bank key only when a bank has it; never the body, a signature or the caller's key.
    expect(new Set(refused.map((line) => line.bankKey))).toEqual(new Set([bank.key, 'unknown']));
    expect(refused.every((line) => line.reason === 'signature')).toBe(true);
    expect(JSON.stringify(refused)).not.toMatch(/bank-\d|v1,|whsec_|approved|203\.0\.113/);

    const metrics = await app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.body).toContain(`mizan_partner_reports_unsigned_total{bank="${bank.key}"} 30`);
    expect(metrics.body).toContain('mizan_partner_reports_unsigned_total{bank="unknown"} 30');
  });

  it('failure counters of emails nobody has are gone after the scheduled run, once too old to count', async () => {
    const strangers = Array.from({ length: 6 }, (_, i) => `nobody.${i}@strangers.example`);
    for (const email of strangers) {
      const response = await signIn(app, { email, password: 'guessed password 1', code: '000000' });
      expect(response.statusCode).toBe(401);
    }
    // Four of them two days old: past the lockout's day of look-back.
    const old = strangers.slice(0, 4);
    await app.db.execute(
      sql`update sign_in_failures set at = now() - interval '2 days' where email in (${sql.join(
        old.map((email) => sql`${email}`),
        sql`, `,
      )})`,
    );
    const emails = async () =>
      (await app.db.select({ email: signInFailures.email }).from(signInFailures))
        .map((row) => row.email)
        .filter((email) => strangers.includes(email))
        .sort();
    expect(await emails()).toEqual(strangers);

    // The next day's scheduled run (the one at start has run already today).
    const tomorrow = new Date(scheduledStart(new Date()).getTime() + DAY + 60_000);
    const run = await runRetention(app.db, {
      trigger: 'schedule',
      months: 24,
      dataDir: app.deliveries.dataDir,
      now: tomorrow,
    });
    expect(run).not.toBeNull();
    expect(await emails()).toEqual(strangers.slice(4));
    expect(
      await app.db.$count(signInFailures, lt(signInFailures.at, sql`now() - interval '1 day'`)),
    ).toBe(0);
  });
});

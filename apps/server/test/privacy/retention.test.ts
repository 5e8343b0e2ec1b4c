// The retention job (issue 25): applications and support requests created more than
// RETENTION_MONTHS ago lose their personal data, newer ones keep it; the daily run happens once
// a day however many processes run it at once; the command runs it now; admins see the runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import {
  applications,
  customers,
  outbox,
  retentionRuns,
  supportRequests,
} from '../../src/db/schema/index.ts';
import { runRetention, scheduledStart } from '../../src/services/retention.ts';
import { submitJourney } from '../helpers/api.ts';
import { consoleCall, sessionFor } from '../helpers/console.ts';
import { buildTestAppOn } from '../helpers/test-app.ts';
import { createSharedTestDatabase, databaseKinds } from '../helpers/test-database.ts';
import { postSupport, settle, supportForm, waitFor } from '../mail/helpers.ts';
import { tablesHolding } from './helpers.ts';

const MONTHS = 24;
let people = 0;

/** A person who applied for a card and wrote to support; their traces to look for. */
async function person(app: App, label: string) {
  people += 1;
  const name = `${label} Nasrawi`;
  const email = `${label.toLowerCase()}.${people}@example.com`;
  const mobileNumber = `+97150${String(1_000_000 + people * 7919).slice(0, 7)}`;
  await submitJourney(app, 'ae', 'Card', { name, email, mobileNumber });
  const form = supportForm({ fullName: name, email, message: `Question from ${label}` });
  expect((await postSupport(app, form)).statusCode).toBe(201);
  return { email, traces: [label, email, mobileNumber.slice(4)] };
}

/** Sets the person's rows (and the emails to them) back by 25 months. */
async function backdate(app: App, email: string) {
  const back = sql`now() - interval '25 months'`;
  const ids = await app.db
    .update(customers)
    .set({ createdAt: back })
    .where(eq(customers.email, email))
    .returning({ id: customers.id });
  await app.db
    .update(applications)
    .set({ createdAt: back })
    .where(
      inArray(
        applications.customerId,
        ids.map((c) => c.id),
      ),
    );
  await app.db
    .update(supportRequests)
    .set({ createdAt: back })
    .where(eq(supportRequests.email, email));
  await app.db.update(outbox).set({ createdAt: back }).where(eq(outbox.toAddress, email));
}

describe.each(databaseKinds)('retention (%s)', (kind) => {
  let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
  let app: App;
  /** Where the app writes its emails (.eml files, no SMTP server here) and delivery files. */
  let dataDir: string;
  /** The .eml files that mention a text. */
  const emlFilesWith = (text: string) => {
    const dir = path.join(dataDir, 'mail');
    return readdirSync(dir).filter((name) =>
      readFileSync(path.join(dir, name), 'utf8').includes(text),
    );
  };

  beforeAll(async () => {
    shared = await createSharedTestDatabase(kind);
    app = await buildTestAppOn(shared.handles[0], { closeDatabase: false });
    await app.ready();
    dataDir = app.deliveries.dataDir;
  });
  afterAll(async () => {
    await app?.close();
    await shared?.close();
  });

  it('erases what is older than RETENTION_MONTHS, in batches, and keeps what is newer', async () => {
    const old = [
      await person(app, 'Qudwaan'),
      await person(app, 'Rimthaa'),
      await person(app, 'Suhaylan'),
    ];
    const recent = await person(app, 'Nawfalee');
    // A profile made long ago whose application is recent: the person came back, and stays.
    const returning = await person(app, 'Yaqdhan');
    await settle(app, 0);
    for (const { email } of old) await backdate(app, email);
    expect(emlFilesWith(old[0]!.email)).not.toEqual([]);
    await app.db
      .update(customers)
      .set({ createdAt: sql`now() - interval '25 months'` })
      .where(eq(customers.email, returning.email));
    const applicationsBefore = await app.db.$count(applications);

    const run = await runRetention(app.db, {
      trigger: 'command',
      months: MONTHS,
      dataDir,
      batchSize: 2,
    });
    expect(run).toMatchObject({ trigger: 'command', applications: 3, supportRequests: 3 });
    expect(run!.finishedAt).not.toBeNull();
    expect(
      await tablesHolding(
        app.db,
        old.flatMap((p) => p.traces),
      ),
    ).toEqual([]);
    expect(await tablesHolding(app.db, recent.traces)).not.toEqual([]);
    // The emails' copies on disk too, the support team's copy about them included.
    for (const { email } of old) expect(emlFilesWith(email)).toEqual([]);
    expect(emlFilesWith('Qudwaan')).toEqual([]);
    expect(emlFilesWith(recent.email)).not.toEqual([]);
    const [kept] = await app.db
      .select({ name: customers.name, erasedAt: customers.erasedAt })
      .from(customers)
      .where(eq(customers.email, returning.email));
    expect(kept).toEqual({ name: 'Yaqdhan Nasrawi', erasedAt: null });
    expect(await app.db.$count(applications)).toBe(applicationsBefore);

    // Nothing is left to erase: a second run erases nothing.
    const again = await runRetention(app.db, { trigger: 'command', months: MONTHS, dataDir });
    expect(again).toMatchObject({ applications: 0, supportRequests: 0 });
  });

  it('runs once a day whichever processes run it, at their start and together', async () => {
    const old = await person(app, 'Thurayyan');
    await settle(app, 0);
    await backdate(app, old.email);
    await app.db.delete(retentionRuns).where(eq(retentionRuns.trigger, 'schedule'));

    // Two processes start at once, each with its daily job: they catch up on the missed day.
    const [first, second] = await Promise.all(
      shared.handles.map((handle) =>
        buildTestAppOn(handle, { closeDatabase: false, retention: { months: MONTHS } }),
      ),
    );
    try {
      await Promise.all([first!.ready(), second!.ready()]);
      const [run] = await waitFor('the daily run', async () => {
        const rows = await app.db
          .select()
          .from(retentionRuns)
          .where(eq(retentionRuns.trigger, 'schedule'));
        return rows.length > 0 && rows.every((row) => row.finishedAt) && rows;
      });
      expect(run).toMatchObject({ applications: 1, supportRequests: 1 });
      // And the same day, called again by both at once: nothing more.
      const more = await Promise.all(
        [0, 1].map(() => runRetention(app.db, { trigger: 'schedule', months: MONTHS, dataDir })),
      );
      expect(more).toEqual([null, null]);
    } finally {
      await Promise.all([first?.close(), second?.close()]);
    }
    expect(await app.db.$count(retentionRuns, eq(retentionRuns.trigger, 'schedule'))).toBe(1);
    expect(await tablesHolding(app.db, old.traces)).toEqual([]);
  });

  it('erases each row once when two runs go at once', async () => {
    const old = [await person(app, 'Ubaydah'), await person(app, 'Wadeeah')];
    await settle(app, 0);
    for (const { email } of old) await backdate(app, email);
    const runs = await Promise.all(
      [0, 1].map(() =>
        runRetention(app.db, { trigger: 'command', months: MONTHS, dataDir, batchSize: 1 }),
      ),
    );
    expect(runs.reduce((sum, run) => sum + run!.applications, 0)).toBe(2);
    expect(runs.reduce((sum, run) => sum + run!.supportRequests, 0)).toBe(2);
  });

  it('lists the runs for admins only, newest first', async () => {
    const admin = await sessionFor(app, 'admin');
    const response = await consoleCall(app, 'GET', '/api/console/retention-runs', {
      session: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json();
    expect(total).toBe(await app.db.$count(retentionRuns));
    expect(items[0]).toEqual({
      id: expect.any(String),
      startedAt: expect.any(String),
      finishedAt: expect.any(String),
      trigger: expect.stringMatching(/^(schedule|command)$/),
      cutoff: expect.any(String),
      applications: expect.any(Number),
      supportRequests: expect.any(Number),
    });
    const times = items.map((run: { startedAt: string }) => run.startedAt);
    expect([...times].sort().reverse()).toEqual(times);
    for (const role of ['support', 'analyst', 'editor'] as const) {
      const session = await sessionFor(app, role);
      const refused = await consoleCall(app, 'GET', '/api/console/retention-runs', { session });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('the daily hour', () => {
  it("is today's 02:00 UTC from then on, and yesterday's before", () => {
    expect(scheduledStart(new Date('2026-03-10T01:59:00Z')).toISOString()).toBe(
      '2026-03-09T02:00:00.000Z',
    );
    expect(scheduledStart(new Date('2026-03-10T02:00:00Z')).toISOString()).toBe(
      '2026-03-10T02:00:00.000Z',
    );
  });
});

// A database that hangs must not hang the site (decision 0016). PostgreSQL is frozen by a TCP
// proxy in front of the real server that stops moving bytes (connections are still accepted);
// PGlite by a transaction that never lets go of its one connection. While frozen, health answers
// 503 within 5 s and every call that needs the database 503 with Retry-After within 10 s,
// storing nothing, then or later; once it answers again the service recovers by itself.
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../src/app.ts';
import { isDatabaseUnavailable, openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { customers, features } from '../../src/db/schema/index.ts';
import type { DatabaseTimeouts } from '../../src/db/timeouts.ts';
import {
  UNKNOWN_ID,
  answeredApplication,
  cardFeatureIds,
  ok,
  validProfile,
  type Json,
} from '../helpers/api.ts';
import { startFreezableProxy, type FreezableProxy } from '../helpers/freezable-proxy.ts';
import { holdPglite } from '../helpers/frozen-pglite.ts';
import { call, listenOnLoopback, type TimedAnswer } from '../helpers/http.ts';
import { buildTestAppOn } from '../helpers/test-app.ts';
import {
  createPostgresDatabase,
  databaseKinds,
  type DatabaseKind,
} from '../helpers/test-database.ts';
import { expectUnavailable } from '../helpers/unavailable.ts';
import {
  outboxRows,
  pause,
  postSupport,
  supportForm,
  uniqueEmail,
  waitFor,
} from '../mail/helpers.ts';

/** The bounds the issue sets. */
const HEALTH_WITHIN_MS = 5_000;
const CALL_WITHIN_MS = 10_000;

/** Short time-outs keep the suite quick; the defaults have a test of their own. */
const SHORT: DatabaseTimeouts = { connectMs: 500, statementMs: 500, pingMs: 500 };
const POOL_MAX = 3;

const profileWith = (label: string) => ({ ...validProfile(), email: uniqueEmail(label) });
const readThatNeedsTheDatabase = `/api/applications/public/${UNKNOWN_ID}`;
const writeProfile = (baseUrl: string, profile: Json) =>
  call(baseUrl, 'POST', '/api/customer-profiles/public', { payload: profile });

async function expectHealthDown(baseUrl: string) {
  const health = await call(baseUrl, 'GET', '/api/health');
  expect(health.statusCode, health.body).toBe(503);
  expect(JSON.parse(health.body)).toEqual({ status: 'unavailable', database: 'down' });
  expect(health.ms).toBeLessThan(HEALTH_WITHIN_MS);
}

async function expectUnavailableInTime(answer: Promise<TimedAnswer>) {
  const settled = await answer;
  expectUnavailable(settled);
  expect(settled.ms).toBeLessThan(CALL_WITHIN_MS);
}

/** Health says up again, without a restart. */
const healthComesBack = (baseUrl: string) =>
  vi.waitFor(async () => expect((await call(baseUrl, 'GET', '/api/health')).statusCode).toBe(200), {
    timeout: 10_000,
    interval: 100,
  });

/** A support request is answered, and its acknowledgement leaves through the outbox worker. */
async function expectMailSent(app: App) {
  const form = supportForm();
  expect((await postSupport(app, form)).statusCode).toBeLessThan(300);
  await waitFor('the acknowledgement to be sent', async () => {
    const rows = await outboxRows(app.db);
    return rows.find((row) => row.toAddress === form.email.toLowerCase())?.status === 'sent';
  });
}

/** The running app shows a sub-feature's new name: the catalogue listener heard the change. */
const expectFeatureShown = (app: App, name: string) =>
  vi.waitFor(
    async () => {
      const groups: Json[] = await ok(app, 'GET', '/api/productFeatures/public');
      const names = groups.flatMap((group) => group.subFeatures.map((s: Json) => s.featureName));
      expect(names).toContain(name);
    },
    { timeout: 10_000, interval: 100 },
  );

describe.each(databaseKinds.filter((kind) => kind === 'postgres'))(
  'with PostgreSQL frozen (%s)',
  () => {
    let proxy: FreezableProxy;
    let url: string;
    let drop: () => Promise<void>;
    let app: App;
    let baseUrl: string;
    /** Straight to the server, past the proxy: sees what was really stored. */
    let admin: pg.Client;
    /** A card application, and what its visitor chooses on the preferences step. */
    let applicationId: string;
    let featureIds: number[];

    beforeAll(async () => {
      ({ url, drop } = await createPostgresDatabase());
      proxy = await startFreezableProxy();
      const database = await openDatabase({
        kind: 'postgres',
        url: proxy.urlFor(url),
        poolMax: POOL_MAX,
        timeouts: SHORT,
      });
      app = await buildTestAppOn(database);
      baseUrl = await listenOnLoopback(app);
      admin = new pg.Client({ connectionString: url });
      await admin.connect();
      ({ applicationId } = await answeredApplication(app, 'ae', 'Card'));
      featureIds = (await cardFeatureIds(app)).slice(0, 4);
    });
    // A test that failed while frozen leaves nothing frozen behind.
    afterEach(() => proxy.thaw());
    afterAll(async () => {
      await app?.close();
      await admin?.end();
      await proxy?.close();
      await drop?.();
    });

    const choosePreferences = (ids: number[]) =>
      call(baseUrl, 'POST', '/api/recommendations/public', {
        payload: {
          applicationId,
          preferences: ids.map((featureId, index) => ({ featureId, priority: index + 1 })),
        },
      });
    const storedPreferences = async () =>
      (
        await admin.query(
          'select feature_id from preferences where application_id = $1 order by priority',
          [applicationId],
        )
      ).rows.map((row) => row.feature_id as number);

    const storedWithEmail = async (email: string) =>
      (await admin.query('select count(*)::int as n from customers where email = $1', [email]))
        .rows[0].n as number;

    /**
     * Waits until no session of the app's database is inside a transaction or a statement:
     * what a frozen client left on its way has reached the server and been ended, and the pool
     * keeps no connection stuck in a transaction.
     */
    const noTransactionLeftOpen = () =>
      waitFor('every transaction to end', async () => {
        const { rows } = await admin.query(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid()
             and (state like 'idle in transaction%' or (state = 'active' and query not ilike 'LISTEN%'))`,
        );
        return rows[0].n === 0;
      });

    it("shows why pg's own query_timeout is not enough: the pool hands out a connection left in a transaction", async () => {
      // A pool with query_timeout alone, used as Drizzle uses it: a transaction whose statement
      // and ROLLBACK time out, then a release without an error.
      await admin.query('create table timeout_probe (n int)');
      const plain = new pg.Pool({
        connectionString: proxy.urlFor(url),
        max: 1,
        query_timeout: 300,
      });
      try {
        const client = await plain.connect();
        await client.query('BEGIN');
        proxy.freeze();
        await expect(client.query('insert into timeout_probe values (1)')).rejects.toThrow();
        await expect(client.query('ROLLBACK')).rejects.toThrow();
        client.release();
        proxy.thaw();

        // The next caller gets that connection: its write is acknowledged, yet no other session
        // sees it, for it sits in the transaction the first caller left open.
        await plain.query('insert into timeout_probe values (2)');
        const seen = await admin.query('select count(*)::int as n from timeout_probe');
        expect(seen.rows[0].n).toBe(0);
      } finally {
        await plain.end();
      }
    });

    it('answers health 503 within 5 s, three times in a row, with every pooled connection stuck', async () => {
      proxy.freeze();
      const stuck = Array.from({ length: POOL_MAX + 1 }, () =>
        expectUnavailableInTime(call(baseUrl, 'GET', readThatNeedsTheDatabase)),
      );
      for (let attempt = 0; attempt < 3; attempt += 1) await expectHealthDown(baseUrl);
      await Promise.all(stuck);
      proxy.thaw();
      await healthComesBack(baseUrl);
    });

    it('answers a write and a read 503 with Retry-After within 10 s, stores nothing, and takes the write after the thaw', async () => {
      const profile = profileWith('frozen.pg');
      proxy.freeze();
      await expectUnavailableInTime(writeProfile(baseUrl, profile));
      await expectUnavailableInTime(call(baseUrl, 'GET', readThatNeedsTheDatabase));
      expect(await storedWithEmail(profile.email)).toBe(0);

      proxy.thaw();
      await noTransactionLeftOpen();
      await healthComesBack(baseUrl);
      expect(await storedWithEmail(profile.email)).toBe(0);
      expect((await writeProfile(baseUrl, profile)).statusCode).toBeLessThan(300);
      expect(await storedWithEmail(profile.email)).toBe(1);
    });

    it('never commits a write whose statement was on its way when the server froze', async () => {
      const profile = profileWith('in.flight');
      proxy.freezeWhen((bytes) => bytes.includes('insert into "customers"'));
      await expectUnavailableInTime(writeProfile(baseUrl, profile));
      expect(proxy.frozen).toBe(true);
      // The held statement reaches the server now, after the caller was told 503.
      proxy.thaw();
      await noTransactionLeftOpen();
      expect(await storedWithEmail(profile.email)).toBe(0);
    });

    it('keeps a write of several statements whole when the server freezes between them', async () => {
      expect((await choosePreferences(featureIds.slice(0, 2))).statusCode).toBeLessThan(300);

      // The old preferences are deleted, then the server freezes before the new ones arrive.
      proxy.freezeWhen((bytes) => bytes.includes('insert into "preferences"'));
      await expectUnavailableInTime(choosePreferences(featureIds.slice(2, 4)));
      expect(proxy.frozen).toBe(true);
      proxy.thaw();
      await noTransactionLeftOpen();
      expect(await storedPreferences()).toEqual(featureIds.slice(0, 2));

      expect((await choosePreferences(featureIds.slice(2, 4))).statusCode).toBeLessThan(300);
      expect(await storedPreferences()).toEqual(featureIds.slice(2, 4));
    });

    it('gets back the connection of every transaction that froze at its BEGIN', async () => {
      // More than the pool holds: one kept by mistake each time would leave none.
      for (let attempt = 0; attempt <= POOL_MAX; attempt += 1) {
        proxy.freezeWhen((bytes) => bytes.includes('begin\0'));
        await expectUnavailableInTime(choosePreferences(featureIds.slice(0, 2)));
        expect(proxy.frozen).toBe(true);
        proxy.thaw();
      }
      expect((await choosePreferences(featureIds.slice(1, 3))).statusCode).toBeLessThan(300);
      expect(await storedPreferences()).toEqual(featureIds.slice(1, 3));
    });

    it('hands out no broken connection after a freeze: every later write is committed', async () => {
      proxy.freeze();
      // More stuck calls than the pool has connections, so that every one of them is caught.
      await Promise.all(
        Array.from({ length: 2 * POOL_MAX }, () =>
          expectUnavailableInTime(call(baseUrl, 'GET', readThatNeedsTheDatabase)),
        ),
      );
      proxy.thaw();
      await healthComesBack(baseUrl);
      for (let write = 0; write < 2 * POOL_MAX; write += 1) {
        const profile = profileWith('after.thaw');
        expect((await writeProfile(baseUrl, profile)).statusCode).toBeLessThan(300);
        // Seen from another session at once: committed, not left in a transaction.
        expect(await storedWithEmail(profile.email)).toBe(1);
      }
      await noTransactionLeftOpen();
    });

    it('listens for catalogue changes again after a freeze outlasting its heartbeat', async () => {
      const listeners = async () =>
        (
          await admin.query(
            `select pid from pg_stat_activity
             where datname = current_database() and query ilike 'LISTEN%'`,
          )
        ).rows.map((row) => row.pid as number);
      // Earlier freezes may have it reconnecting still.
      const [before] = await waitFor('the LISTEN session', async () => {
        const now = await listeners();
        return now.length === 1 && now;
      });
      proxy.freeze();
      // A heartbeat (every 2 x statementMs) meets the freeze within 2 x statementMs, misses its
      // answer 1 x statementMs and a little later, and drops the connection; time to spare on a
      // busy machine.
      await pause(6 * SHORT.statementMs);
      proxy.thaw();
      await waitFor('a new LISTEN session', async () => {
        const now = await listeners();
        return now.length === 1 && now[0] !== before;
      });

      await admin.query(
        `update features set name = 'Renamed after a freeze'
         where id = (select min(id) from features where parent_id is not null)`,
      );
      await expectFeatureShown(app, 'Renamed after a freeze');
    });

    it('sends mail again after a freeze: the outbox worker did not stop', async () => {
      proxy.freeze();
      // Several polls of the worker (every 50 ms here) meet the freeze and time out.
      await pause(3 * SHORT.statementMs);
      proxy.thaw();
      await healthComesBack(baseUrl);
      await expectMailSent(app);
    });
  },
);

describe('with PGlite frozen', () => {
  // A transaction idle for 2 x statementMs is ended: longer than the freezes the tests thaw
  // themselves; the last test waits for it.
  const timeouts: DatabaseTimeouts = { ...SHORT, statementMs: 2_500 };
  let app: App;
  let baseUrl: string;

  beforeAll(async () => {
    app = await buildTestAppOn(await openDatabase({ kind: 'pglite-memory', timeouts }));
    baseUrl = await listenOnLoopback(app);
  });
  afterAll(() => app?.close());

  const storedWithEmail = (email: string) => app.db.$count(customers, eq(customers.email, email));

  it('answers health 503 within 5 s, three times in a row', async () => {
    const held = await holdPglite(app.db);
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) await expectHealthDown(baseUrl);
    } finally {
      await held.thaw();
    }
    await healthComesBack(baseUrl);
  });

  it('answers a write and a read 503 with Retry-After within 10 s, and never runs them later', async () => {
    const profile = profileWith('frozen.pglite');
    const held = await holdPglite(app.db);
    try {
      await expectUnavailableInTime(writeProfile(baseUrl, profile));
      await expectUnavailableInTime(call(baseUrl, 'GET', readThatNeedsTheDatabase));
    } finally {
      await held.thaw();
    }
    // The queue has moved on: what gave up waiting was no longer in it.
    await healthComesBack(baseUrl);
    expect(await storedWithEmail(profile.email)).toBe(0);
    expect((await writeProfile(baseUrl, profile)).statusCode).toBeLessThan(300);
    expect(await storedWithEmail(profile.email)).toBe(1);
  });

  it('sends mail and follows catalogue changes again after a freeze', async () => {
    const held = await holdPglite(app.db);
    // Several polls of the outbox worker give up waiting meanwhile.
    await pause(3 * SHORT.connectMs);
    await held.thaw();

    await expectMailSent(app);
    const [sub] = await app.db
      .select()
      .from(features)
      .where(sql`parent_id is not null`);
    await app.db
      .update(features)
      .set({ name: 'Renamed after a freeze' })
      .where(eq(features.id, sub!.id));
    await expectFeatureShown(app, 'Renamed after a freeze');
  });

  it('ends a transaction that hangs by itself: rolls back what it wrote, refuses what it writes after', async () => {
    const first = profileWith('hung.first');
    const later = profileWith('hung.later');
    const row = (profile: Json) => ({
      ...profile,
      country: 'ae' as const,
      language: 'en' as const,
    });
    let letGo!: () => void;
    const released = new Promise<void>((resolve) => (letGo = resolve));
    let afterItEnded: unknown;
    const hung = app.db.transaction(async (tx) => {
      await tx.insert(customers).values(row(first));
      await released;
      afterItEnded = await tx
        .insert(customers)
        .values(row(later))
        .catch((error: unknown) => error);
    });
    expect(isDatabaseUnavailable(await hung.catch((error: unknown) => error))).toBe(true);
    // Nobody thawed it, and the service answers again.
    await healthComesBack(baseUrl);

    letGo();
    await vi.waitFor(() => expect(isDatabaseUnavailable(afterItEnded)).toBe(true));
    expect(await storedWithEmail(first.email)).toBe(0);
    expect(await storedWithEmail(later.email)).toBe(0);
  });
});

describe.each(databaseKinds)('the default time-outs (%s)', (kind: DatabaseKind) => {
  let database: DatabaseHandle;
  let freeze: () => Promise<() => Promise<void>>;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    if (kind === 'pglite') {
      database = await openDatabase({ kind: 'pglite-memory' });
      freeze = async () => (await holdPglite(database.db)).thaw;
      cleanUp = () => database.close();
      return;
    }
    const { url, drop } = await createPostgresDatabase();
    const proxy = await startFreezableProxy();
    database = await openDatabase({ kind: 'postgres', url: proxy.urlFor(url) });
    freeze = async () => {
      proxy.freeze();
      return async () => proxy.thaw();
    };
    cleanUp = async () => {
      proxy.thaw();
      await database.close();
      await proxy.close();
      await drop();
    };
  });
  afterAll(() => cleanUp?.());

  if (kind === 'postgres') {
    // First, so that the pool keeps a connection: the read below then meets the statement
    // deadline rather than the connection time-out.
    it('set the server-side time-outs on every pooled connection', async () => {
      const show = async (setting: string) =>
        ((await database.db.execute(sql.raw(`show ${setting}`))) as unknown as Json).rows[0][
          setting
        ];
      expect(await show('statement_timeout')).toBe('5s');
      expect(await show('idle_in_transaction_session_timeout')).toBe('10s');
    });
  }

  it('keep the promises: health within 5 s, a call within 10 s, both back after the thaw', async () => {
    const timed = async (work: Promise<unknown>) => {
      const started = performance.now();
      const error = await work.then(
        () => undefined,
        (failure: unknown) => failure,
      );
      return { error, ms: performance.now() - started };
    };
    const thaw = await freeze();
    const [read, ping] = await Promise.all([
      timed(database.db.select().from(customers)),
      timed(database.ping()),
    ]);
    await thaw();
    expect(isDatabaseUnavailable(ping.error)).toBe(true);
    expect(ping.ms).toBeLessThan(HEALTH_WITHIN_MS);
    expect(isDatabaseUnavailable(read.error)).toBe(true);
    expect(read.ms).toBeLessThan(CALL_WITHIN_MS);
    await vi.waitFor(() => database.ping(), { timeout: 10_000, interval: 100 });
  });
});

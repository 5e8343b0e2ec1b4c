// `npm run bench:mail-crash` (needs DATABASE_URL): is each email sent once, and each lead
// delivered once, when the server crashes or loses its database under load? Issue 31 measured
// kill -9 and a 20 s database outage this way. Per scenario, the server runs as `npm start` runs
// it, as its own process, on a fresh PostgreSQL database reached through a TCP proxy on
// 127.0.0.1, mailing a local SMTP server that counts Message-IDs, delivering to a local bank
// webhook that counts webhook-ids, while card journeys (one confirmation and one lead each) and
// support requests (two emails each) arrive at a steady rate:
//
// - kill: the server is killed with SIGKILL BENCH_KILLS times (3) during the run, and started
//   again at once each time;
// - outage: the proxy cuts every database connection and refuses new ones for
//   BENCH_OUTAGE_SECONDS (20), a third into the run (PostgreSQL itself is never stopped).
//
// Once the outbox has nothing pending it prints, per scenario, the emails expected (the mail
// rows the outbox holds), received and doubled (the same Message-ID more than once), the same
// for deliveries, and how long after the SMTP server's acceptance each email was recorded sent
// (the window in which a crash sends it again).
//
//   DATABASE_URL=postgres://... npm run bench:mail-crash
//
// BENCH_SCENARIOS picks them (kill,outage); BENCH_SECONDS (60), BENCH_JOURNEY_RATE (6 a second) and BENCH_SUPPORT_RATE (1 a second) set
// the load: about 480 emails. The servers' logs go to a file in the temporary folder.
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { endpoints } from '@mizan/contracts';
import { sql } from 'drizzle-orm';
import { seedIfEmpty } from '../../apps/server/src/catalogue/index.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { newBankSecret } from '../../apps/server/src/partners/signing.ts';
import { freshDatabase } from '../api/databases.ts';
import { apiPool, visitorApi } from '../api/http.ts';
import { cardJourney, planJourney } from '../api/journey.ts';
import { startProcess, type RunningServer } from '../api/processes.ts';
import { freePort } from '../../apps/server/test/helpers/free-port.ts';
import { startOutageProxy } from './outage-proxy.ts';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = setting('BENCH_SECONDS', 60);
const JOURNEY_RATE = setting('BENCH_JOURNEY_RATE', 6);
const SUPPORT_RATE = setting('BENCH_SUPPORT_RATE', 1);
const KILLS = setting('BENCH_KILLS', 3);
const OUTAGE_SECONDS = setting('BENCH_OUTAGE_SECONDS', 20);
/** After the outbox is empty, a resend that was still on its way would have arrived by then. */
const GRACE_MS = 3000;

type Scenario = 'kill' | 'outage';
const scenarios = (process.env.BENCH_SCENARIOS ?? 'kill,outage')
  .split(',')
  .map((name) => name.trim()) as Scenario[];
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('DATABASE_URL is needed: the scenarios are on PostgreSQL');

/** Each id a peer took, and when it took it each time. */
class Tally {
  readonly times = new Map<string, number>();
  readonly lastAt = new Map<string, number>();
  readonly takenAt = new Map<string, number[]>();
  take(id: string) {
    this.times.set(id, (this.times.get(id) ?? 0) + 1);
    this.lastAt.set(id, Date.now());
    this.takenAt.set(id, [...(this.takenAt.get(id) ?? []), Date.now()]);
  }
  /** When each id taken more than once was taken, in seconds from `since`. */
  repeats(since: number): string[] {
    return [...this.takenAt.values()]
      .filter((at) => at.length > 1)
      .map((at) => at.map((t) => ((t - since) / 1000).toFixed(2)).join(' and ') + ' s');
  }
  /** Received, doubled and missing, against the ids that should have arrived once each. */
  against(expected: string[]) {
    const doubled = [...this.times.values()].filter((n) => n > 1).length;
    const missing = expected.filter((id) => !this.times.has(id)).length;
    let received = 0;
    for (const n of this.times.values()) received += n;
    return { expected: expected.length, received, doubled, missing };
  }
}

/**
 * The peers take a moment to answer, as a relay or a bank across a network does, and take
 * responsibility for a message when they answer it: a message whose sender is gone by then (killed)
 * is not counted, since its sender could not know it was taken.
 */
const ANSWER_MS = setting('BENCH_PEER_ANSWER_MS', 50);

/**
 * False from the moment the server is killed until its successor is up: an answer written then
 * reaches no sender (it crossed the kill), whatever the peer has yet to notice.
 */
let senderAlive = true;

/** An SMTP server that accepts everything and counts each Message-ID. */
async function startSmtp(tally: Tally) {
  const closed = new Set<string>();
  /** Called when a message has arrived and is not answered yet. */
  let onHolding = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onClose: (session) => closed.add(session.id),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
        const id = /^Message-ID:\s*<([^@>]+)@mail\.mizan>/im.exec(headers)?.[1];
        onHolding();
        setTimeout(() => {
          if (id && senderAlive && !closed.has(session.id)) tally.take(id);
          callback();
        }, ANSWER_MS);
      });
    },
  });
  // A connection reset by a killed server is no fault of the peer's.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`,
    /** Resolves while a message is in the server's hands, not answered yet. */
    holding: () => new Promise<void>((resolve) => (onHolding = resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A bank's webhook that answers 200 and counts each webhook-id. */
async function startBank(tally: Tally) {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      setTimeout(() => {
        if (senderAlive && !request.socket.destroyed) {
          tally.take(String(request.headers['webhook-id']));
        }
        response.writeHead(200).end();
      }, ANSWER_MS),
    );
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;

async function run(scenario: Scenario) {
  const mail = new Tally();
  const leads = new Tally();
  const smtp = await startSmtp(mail);
  const bank = await startBank(leads);
  const database = await freshDatabase('postgres');
  const directUrl = (database.target as { url: string }).url;
  const proxy = await startOutageProxy(directUrl);
  const admin = new pg.Client({ connectionString: directUrl });
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'mizan-crash-')), 'server.log');
  let server: RunningServer | undefined;
  try {
    // Every bank takes its leads by webhook, at the local stand-in.
    const handle = await openDatabase(database.target);
    await seedIfEmpty(handle.db);
    await handle.db.execute(sql`
      UPDATE organizations SET delivery_method = 'webhook', delivery_url = ${bank.url},
        delivery_secret = ${newBankSecret()}`);
    await handle.close();
    await admin.connect();

    const port = await freePort();
    const start = () =>
      startProcess(
        'apps/server/src/server.ts',
        {
          ...process.env,
          ...database.env,
          DATABASE_URL: proxy.urlFor(directUrl),
          SMTP_URL: smtp.url,
          // Webhooks reach public addresses only unless this is set, and the bank's stand-in is
          // on 127.0.0.1.
          DELIVERY_ALLOW_PRIVATE_ADDRESSES: 'true',
          LOG_LEVEL: 'warn',
          TRUST_PROXY: '1',
        },
        endpoints.health.path,
        { port, logFile },
      );
    server = await start();
    const pool = apiPool(server.url);
    const plan = await planJourney(
      visitorApi(pool, () => {}),
      /cashback|travel|fee/i,
    );

    // The scenario's events, on their own schedule while the visitors come.
    const began = Date.now();
    const at = (seconds: number) => sleep(Math.max(0, began + seconds * 1000 - Date.now()));
    const happened: string[] = [];
    const note = (what: string) =>
      happened.push(`${what} at ${((Date.now() - began) / 1000).toFixed(2)} s`);
    const events = (async () => {
      if (scenario === 'kill') {
        for (let k = 1; k <= KILLS; k += 1) {
          await at((SECONDS * k) / (KILLS + 1));
          note('killed');
          senderAlive = false;
          await server!.kill();
          server = await start();
          senderAlive = true;
        }
      } else {
        // The outage begins while an email is in the SMTP server's hands (as one is, at some
        // moment, under load): its sender will hear that it was taken with the database gone.
        await at(SECONDS / 3);
        await smtp.holding();
        note('database down');
        proxy.down();
        await sleep(OUTAGE_SECONDS * 1000);
        note('database up');
        proxy.up();
      }
    })();

    // Open loop: visitors arrive on schedule whatever the server is going through.
    let support = 0;
    const visits: Promise<boolean>[] = [];
    const visit = (what: () => Promise<unknown>) =>
      what().then(
        () => true,
        () => false,
      );
    const total = SECONDS * (JOURNEY_RATE + SUPPORT_RATE);
    for (let i = 0; i < total; i += 1) {
      await at(i / (JOURNEY_RATE + SUPPORT_RATE));
      const api = visitorApi(pool, () => {});
      if ((i % (JOURNEY_RATE + SUPPORT_RATE)) + 1 > JOURNEY_RATE) {
        support += 1;
        visits.push(
          visit(() =>
            api('createSupportRequest', {
              body: {
                fullName: 'Bench Visitor',
                email: `support.${support}@example.com`,
                message: 'Where is my card?',
                agreeToTerms: true,
              },
            }),
          ),
        );
      } else {
        visits.push(visit(() => cardJourney(api, plan)));
      }
    }
    const answered = (await Promise.all(visits)).filter(Boolean).length;
    await events;
    await pool.close();

    const deadline = Date.now() + 180_000;
    for (;;) {
      const { rows } = await admin.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'`,
      );
      if (rows[0]!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${rows[0]!.n} jobs still pending after 3 min`);
      await sleep(500);
    }
    await sleep(GRACE_MS);

    const { rows } = await admin.query<{ id: string; queue: string; status: string; sent: Date }>(
      `SELECT id, queue, status, sent_at AS sent FROM outbox`,
    );
    const ofQueue = (queue: string) => rows.filter((row) => row.queue === queue);
    const notSent = rows.filter((row) => row.status !== 'sent').length;
    // From the peer's answer to the copy that was recorded to the record's sent_at (the time
    // the record was written, less the statement's own round trips).
    const windowOf = (queue: string, tally: Tally) => {
      const ms = ofQueue(queue)
        .filter((row) => tally.lastAt.has(row.id))
        .map((row) => row.sent.getTime() - tally.lastAt.get(row.id)!)
        .sort((a, b) => a - b);
      const mean = ms.reduce((sum, one) => sum + one, 0) / Math.max(1, ms.length);
      return (
        `mean ${mean.toFixed(0)} ms, p50 ${percentile(ms, 0.5)} ms, ` +
        `p99 ${percentile(ms, 0.99)} ms, max ${ms.at(-1) ?? 0} ms`
      );
    };
    const emails = mail.against(ofQueue('mail').map((row) => row.id));
    const delivered = leads.against(ofQueue('delivery').map((row) => row.id));
    const label = scenario === 'kill' ? `kill -9 x${KILLS}` : `${OUTAGE_SECONDS} s outage`;
    console.log(
      `${label}: ${answered} of ${total} visits answered; ` +
        `emails expected ${emails.expected}, received ${emails.received}, ` +
        `doubled ${emails.doubled}, missing ${emails.missing}; ` +
        `deliveries expected ${delivered.expected}, received ${delivered.received}, ` +
        `doubled ${delivered.doubled}, missing ${delivered.missing}; ` +
        `${notSent} jobs not sent (server log ${logFile})`,
    );
    console.log(`  email answered to recorded: ${windowOf('mail', mail)}`);
    console.log(`  lead answered to recorded: ${windowOf('delivery', leads)}`);
    console.log(`  ${happened.join(', ')}`);
    for (const times of mail.repeats(began)) console.log(`  an email taken at ${times}`);
    for (const times of leads.repeats(began)) console.log(`  a lead taken at ${times}`);
  } finally {
    await server?.stop();
    await admin.end().catch(() => {});
    await proxy.close();
    await database.drop();
    await smtp.close();
    await bank.close();
  }
}

for (const scenario of scenarios) await run(scenario);

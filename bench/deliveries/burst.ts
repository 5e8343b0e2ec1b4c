// `npm run bench:deliveries`: a burst of 10,000 leads through the one outbox (decision 0025) to a
// bank's webhook on 127.0.0.1 that answers each after 100 ms, delivered by the server as
// `npm start` runs it while visitors' card journeys go on at a steady rate; then the same
// journeys with the queue empty. Prints deliveries per second (target: 200 or more) and the
// journeys' p99 in both phases. PGlite, and PostgreSQL too when DATABASE_URL is set.
//
//   npm run bench:deliveries [-- leads=10000]
//
// The leads are written to the outbox before the server starts (the queue is what is measured,
// as after a bank outage): with the embedded database the server must be its only user.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { endpoints } from '@mizan/contracts';
import { seedIfEmpty } from '../../apps/server/src/catalogue/index.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { outbox } from '../../apps/server/src/db/schema/queue.ts';
import { newBankSecret } from '../../apps/server/src/partners/signing.ts';
import {
  submittedEvent,
  type DeliveryPayload,
} from '../../apps/server/src/partners/queue-delivery.ts';
import { DATABASE_NAMES, freshDatabase, type DatabaseKind } from '../api/databases.ts';
import { apiPool, visitorApi } from '../api/http.ts';
import { planJourney } from '../api/journey.ts';
import { openLoop, type JourneyStats } from '../api/journey-load.ts';
import { startProcess } from '../api/processes.ts';

const LEADS = Number(process.argv[2] ?? 10_000);
const ANSWER_DELAY_MS = 100;
const TARGET_PER_SECOND = 200;
const JOURNEY_RATE = Number(process.env.BENCH_JOURNEY_RATE ?? 30);
const kinds = (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']) as DatabaseKind[];

/** The bank: 200 after 100 ms; notes when each lead of the burst first arrived. */
async function startBank(burst: Set<string>) {
  const taken = new Set<string>();
  let repeats = 0;
  let firstAt = 0;
  let lastAt = 0;
  const server = createServer((request, response) => {
    const id = String(request.headers['webhook-id']);
    request.resume();
    request.on('end', () =>
      setTimeout(() => {
        response.writeHead(200).end();
        if (!burst.has(id)) return;
        if (taken.has(id)) repeats += 1;
        taken.add(id);
        firstAt ||= performance.now();
        lastAt = performance.now();
      }, ANSWER_DELAY_MS),
    );
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    stats: () => ({ taken: taken.size, repeats, seconds: (lastAt - firstAt) / 1000 }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const p99Of = (stats: JourneyStats) => {
  const rows = stats.rows();
  const journey = rows.at(-1)!;
  const worstCall = rows.slice(0, -1).reduce((worst, row) => (row.p99 > worst.p99 ? row : worst));
  const failure = rows.find((row) => row.firstError)?.firstError;
  return (
    `journey p99 ${journey.p99.toFixed(0)} ms, slowest call p99 ${worstCall.p99.toFixed(0)} ms ` +
    `(${worstCall.call}), ${stats.failed} of ${stats.started} failed${failure ? ` (${failure})` : ''}`
  );
};

async function bench(kind: DatabaseKind) {
  console.log(`\n${DATABASE_NAMES[kind]}`);
  const burst = new Set<string>();
  const bank = await startBank(burst);
  const database = await freshDatabase(kind);
  try {
    const handle = await openDatabase(database.target);
    await seedIfEmpty(handle.db);
    const result = await handle.db.execute(sql`
      UPDATE organizations SET delivery_method = 'webhook', delivery_url = ${bank.url},
        delivery_secret = ${newBankSecret()}
      WHERE id = (SELECT min(id) FROM organizations WHERE country = 'ae') RETURNING id`);
    const bankId = (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
    for (let start = 0; start < LEADS; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, LEADS - start) }, (_, i) => {
        const id = randomUUID();
        burst.add(id);
        const applicationId = randomUUID();
        const payload: DeliveryPayload = {
          id,
          createdAt: new Date().toISOString(),
          ...submittedEvent({
            applicationId,
            country: 'ae',
            productType: 'Card',
            language: 'en',
            product: { id: 1, key: 'bench-card', name: 'Bench Card' },
            applicant: {
              fullName: `Applicant ${start + i}`,
              email: `applicant${start + i}@example.com`,
              phone: '+971501234567',
            },
            contact: { channel: 'call', from: '09:00', to: '18:00' },
          }),
        };
        return {
          id,
          dedupeKey: `bench:${id}`,
          queue: 'delivery',
          kind: payload.type,
          organizationId: bankId,
          applicationId,
          payload,
        };
      });
      await handle.db.insert(outbox).values(rows);
    }
    await handle.close();
    console.log(`  ${LEADS} leads queued for one bank that answers after ${ANSWER_DELAY_MS} ms`);

    const server = await startProcess(
      'apps/server/src/server.ts',
      {
        ...process.env,
        ...database.env,
        // Webhooks reach public addresses only unless this is set, and the bank's stand-in is on
        // 127.0.0.1.
        DELIVERY_ALLOW_PRIVATE_ADDRESSES: 'true',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
      },
      endpoints.health.path,
    );
    const pool = apiPool(server.url);
    try {
      const plan = await planJourney(
        visitorApi(pool, () => {}),
        /cashback|travel|fee/i,
      );
      // Journeys while the burst drains, for as long as it should take at the target rate.
      const during = openLoop({
        pool,
        plan,
        rate: JOURNEY_RATE,
        seconds: LEADS / (TARGET_PER_SECOND * 2),
      });
      const deadline = Date.now() + 300_000;
      while (bank.stats().taken < LEADS && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const duringStats = await during;
      const { taken, repeats, seconds } = bank.stats();
      const rate = taken / seconds;
      console.log(
        `  delivered ${taken} of ${LEADS} in ${seconds.toFixed(1)} s: ${rate.toFixed(0)} deliveries/s ` +
          `(target ${TARGET_PER_SECOND}: ${rate >= TARGET_PER_SECOND && taken === LEADS ? 'met' : 'MISSED'}), ${repeats} repeats`,
      );
      console.log(`  ${JOURNEY_RATE} journeys/s during the burst: ${p99Of(duringStats)}`);
      const after = await openLoop({
        pool,
        plan,
        rate: JOURNEY_RATE,
        seconds: LEADS / (TARGET_PER_SECOND * 2),
      });
      console.log(`  ${JOURNEY_RATE} journeys/s with the queue empty: ${p99Of(after)}`);
    } finally {
      await pool.close();
      await server.stop();
    }
  } finally {
    await bank.close();
    await database.drop();
  }
}

for (const kind of kinds) await bench(kind);

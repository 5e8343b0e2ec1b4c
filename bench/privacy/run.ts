// `npm run bench:erasure`: erasing one person among a million (issue 25: at most 1 s), on
// PostgreSQL (DATABASE_URL), in a fresh database dropped at the end. Seeds BENCH_PEOPLE customers
// with one application each (1,000,000 by default) over 760 days, 40% submitted, each submitted
// one with its confirmation email and its lead to a bank in the outbox, and a support request
// for one person in ten; then:
// - erases BENCH_ERASURES (20) people picked at random, one at a time, as the console does
//   (erasePerson: one transaction), and prints p50 and p99;
// - prints the plans (EXPLAIN ANALYZE) of the lookups an erasure makes;
// - runs the retention job (24 months) over what is older than that (about 4% of the rows), in
//   its batches, and prints how long it took and how many rows a second.
// Writes bench/privacy/results.json.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../../apps/server/src/catalogue/index.ts';
import { erasePerson } from '../../apps/server/src/privacy/erase.ts';
import { runRetention } from '../../apps/server/src/services/retention.ts';
import { freshDatabase } from '../api/databases.ts';
import { seedPeopleWithApplications } from '../api/seed-people.ts';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PEOPLE = setting('BENCH_PEOPLE', 1_000_000);
const ERASURES = setting('BENCH_ERASURES', 20);
const TARGET_P99_MS = 1000;

async function seed(client: pg.Client, count: number) {
  const started = performance.now();
  await client.query('SET synchronous_commit = off');
  await client.query(`UPDATE organizations SET delivery_method = 'webhook'`);
  await seedPeopleWithApplications(client, count, 760);
  // Each submitted application's confirmation email, and its lead as the bank was sent it.
  await client.query(
    `INSERT INTO outbox (dedupe_key, queue, kind, to_address, subject, html, text, status,
                         created_at, sent_at)
     SELECT 'confirmation:' || a.id, 'mail', 'card-confirmation', c.email,
            'Your Credit Card Application Received', '<p>Dear ' || c.name || '</p>',
            'Dear ' || c.name, 'sent', a.submitted_at, a.submitted_at + interval '5 seconds'
     FROM applications a JOIN customers c ON c.id = a.customer_id
     WHERE a.status = 'Submitted'`,
  );
  await client.query(
    `INSERT INTO outbox (id, dedupe_key, queue, kind, organization_id, application_id, payload,
                         status, created_at, sent_at)
     SELECT x.id, 'delivery:application.submitted:' || x.app, 'delivery', 'application.submitted',
            x.org, x.app,
            jsonb_build_object('id', x.id, 'type', 'application.submitted',
              'createdAt', x.at, 'data', jsonb_build_object('applicationId', x.app,
              'applicant', jsonb_build_object('fullName', x.name, 'email', x.email,
                                              'phone', x.phone))),
            'sent', x.at, x.at + interval '2 seconds'
     FROM (SELECT gen_random_uuid() AS id, a.id AS app, p.organization_id AS org,
                  a.submitted_at AS at, c.name, c.email, c.mobile_number AS phone
           FROM applications a JOIN customers c ON c.id = a.customer_id
           JOIN products p ON p.id = a.product_id
           WHERE a.status = 'Submitted') x`,
  );
  await client.query(
    `INSERT INTO support_requests (full_name, email, message, country, created_at)
     SELECT name, email, 'A question from ' || name, country, created_at + interval '1 day'
     FROM customers WHERE random() < 0.1`,
  );
  for (const table of ['customers', 'applications', 'outbox', 'support_requests'])
    await client.query(`VACUUM ANALYZE ${table}`);
  return (performance.now() - started) / 1000;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is needed: the bench runs on PostgreSQL');
  const database = await freshDatabase('postgres');
  if (database.target.kind !== 'postgres') throw new Error('unreachable');
  const handle = await openDatabase(database.target);
  const client = new pg.Client({ connectionString: database.target.url });
  await client.connect();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-bench-erasure-'));
  try {
    await seedIfEmpty(handle.db);
    console.log(`seeding ${PEOPLE.toLocaleString('en')} people...`);
    const seedSeconds = await seed(client, PEOPLE);
    const counts = Object.fromEntries(
      await Promise.all(
        ['customers', 'applications', 'outbox', 'support_requests'].map(async (table) => {
          const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
          return [table, Number(rows[0]!.n)] as const;
        }),
      ),
    );
    console.log(`seeded in ${seedSeconds.toFixed(1)} s:`, counts);

    // People with a lead and a support request, as the heaviest to erase; random among them.
    const { rows: people } = await client.query<{ email: string }>(
      `SELECT c.email FROM customers c
       JOIN applications a ON a.customer_id = c.id AND a.status = 'Submitted'
       JOIN support_requests s ON s.email = c.email
       WHERE c.created_at > now() - interval '700 days'
       ORDER BY random() LIMIT $1`,
      [ERASURES + 1],
    );
    const [explained, ...chosen] = people.map((p) => p.email);

    const plans: Record<string, string> = {};
    const lookups: [string, string, unknown[]][] = [
      ['customers by address', 'SELECT id FROM customers WHERE lower(email) = $1', [explained]],
      [
        'support requests by address',
        'SELECT id FROM support_requests WHERE lower(email) = $1',
        [explained],
      ],
      [
        'applications of the customers',
        `SELECT a.id FROM applications a JOIN customers c ON c.id = a.customer_id
         WHERE lower(c.email) = $1`,
        [explained],
      ],
      ['emails to the address', 'SELECT id FROM outbox WHERE to_address = $1', [explained]],
      [
        'emails by key',
        `SELECT id FROM outbox WHERE dedupe_key = ANY($1)`,
        [['confirmation:00000000-0000-4000-8000-000000000000']],
      ],
      [
        'leads of the applications',
        `SELECT o.id FROM outbox o JOIN applications a ON a.id = o.application_id
         JOIN customers c ON c.id = a.customer_id WHERE lower(c.email) = $1`,
        [explained],
      ],
    ];
    for (const [name, query, values] of lookups) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) ${query}`,
        values,
      );
      plans[name] = rows.map((row) => row['QUERY PLAN']).join('\n');
      console.log(`\n-- ${name}\n${plans[name]}`);
    }

    const times: number[] = [];
    let erased = { customers: 0, applications: 0, supportRequests: 0, emails: 0, deliveries: 0 };
    for (const email of chosen) {
      const started = performance.now();
      const result = await erasePerson(handle.db, email, { dataDir });
      times.push(performance.now() - started);
      erased = {
        customers: erased.customers + result.customers,
        applications: erased.applications + result.applications,
        supportRequests: erased.supportRequests + result.supportRequests,
        emails: erased.emails + result.emails,
        deliveries: erased.deliveries + result.deliveries,
      };
    }
    times.sort((a, b) => a - b);
    const erasure = {
      runs: times.length,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      max: times.at(-1)!,
      erased,
    };
    console.log(
      `\nerasing one person among ${PEOPLE.toLocaleString('en')}: p50 ${erasure.p50.toFixed(1)} ms, p99 ${erasure.p99.toFixed(1)} ms (${times.length} people; target p99 <= ${TARGET_P99_MS} ms)`,
      erased,
    );

    const started = performance.now();
    const run = await runRetention(handle.db, { trigger: 'command', months: 24, dataDir });
    const retentionSeconds = (performance.now() - started) / 1000;
    const retention = {
      seconds: retentionSeconds,
      applications: run!.applications,
      supportRequests: run!.supportRequests,
      rowsPerSecond: (run!.applications + run!.supportRequests) / retentionSeconds,
    };
    console.log(
      `retention (24 months): ${run!.applications} applications and ${run!.supportRequests} support requests in ${retentionSeconds.toFixed(1)} s (${retention.rowsPerSecond.toFixed(0)} rows/s)`,
    );

    const report = {
      at: new Date().toISOString(),
      people: PEOPLE,
      counts,
      seedSeconds,
      erasure,
      retention,
      plans,
      target: { erasureP99Ms: TARGET_P99_MS },
      met: erasure.p99 <= TARGET_P99_MS,
    };
    const rounded = (_key: string, value: unknown) =>
      typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 10) / 10 : value;
    writeFileSync(
      new URL('results.json', import.meta.url),
      `${JSON.stringify(report, rounded, 2)}\n`,
    );
    if (!report.met) process.exitCode = 1;
  } finally {
    await client.end();
    await handle.close();
    await database.drop();
  }
}

await main();

// `npm run bench:console`: the console's leads at the scale of a real business (issue 22), on
// PostgreSQL (DATABASE_URL), in a fresh database dropped at the end. Seeds BENCH_LEADS
// applications (1,000,000 by default) over two years, both countries, every bank's products,
// 40% submitted; then measures, with the migrations' indexes:
// - the first page of the leads list (page and exact count, as the API answers them) under
//   combinations of filters, dates as the API takes them (whole UTC days): p50 and p99 of
//   BENCH_LIST_RUNS calls each, and the count alone (from the per-day summary, decision 0022)
//   checked against count(*);
// - the unfiltered count, from the summary and as count(*) over the table;
// - a CSV export of BENCH_EXPORT_ROWS rows (100,000) through the same stream the API sends,
//   drained as fast as a client reads: its time and how much this process's memory grew;
// - a console sign-in (password, argon2id at the default cost, and authenticator code) as the
//   API's service does it: p50 and p99 of BENCH_SIGN_INS sign-ins (issue 32: keeping the
//   authenticator's key sealed must not slow it by more than 10 ms).
// Prints a table and writes bench/console/results.json. BENCH_DATABASE names a database of the
// DATABASE_URL server to use instead and keep (seeded only when it has no applications), for
// measuring again without seeding again.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/server/src/db/client.ts';
import { loadCatalogue } from '../../apps/server/src/catalogue/load.ts';
import { seedIfEmpty, type Catalogue } from '../../apps/server/src/catalogue/index.ts';
import { csvStream } from '../../apps/server/src/lib/csv.ts';
import {
  countApplications,
  countLeads,
  exportLeads,
  leadFiltersOf,
  listLeads,
  type LeadFilters,
} from '../../apps/server/src/services/console/leads/index.ts';
import { LEAD_CSV_COLUMNS } from '../../apps/server/src/services/console/lead-csv.ts';
import { applications } from '../../apps/server/src/db/schema/visitors.ts';
import { operators } from '../../apps/server/src/db/schema/console.ts';
import { addOperator, COMMAND_LINE } from '../../apps/server/src/services/console/operators.ts';
import { confirmSetUp, setUpPassword } from '../../apps/server/src/services/console/setup.ts';
import { signIn } from '../../apps/server/src/services/console/sign-in.ts';
import { DEFAULT_CONSOLE_SETTINGS } from '../../apps/server/src/services/console/settings.ts';
import { currentCode } from '../../apps/server/src/services/console/totp.ts';
import { secretBoxFor } from '../../apps/server/src/secrets/secret-box.ts';
import { freshDatabase, type BenchDatabase } from '../api/databases.ts';
import { seedPeopleWithApplications } from '../api/seed-people.ts';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const LEADS = setting('BENCH_LEADS', 1_000_000);
const LIST_RUNS = setting('BENCH_LIST_RUNS', 200);
const EXPORT_ROWS = setting('BENCH_EXPORT_ROWS', 100_000);
const SIGN_INS = setting('BENCH_SIGN_INS', 30);

/** The targets. */
const TARGETS = { listP99Ms: 100, exportSeconds: 10, exportMemoryMb: 50 };

const DAY_MS = 86_400_000;

async function seed(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('SET synchronous_commit = off');
    await seedPeopleWithApplications(client, count, 730);
    // What autovacuum does after a bulk insert (PostgreSQL 13+): statistics for the planner and
    // the visibility map that lets the count read its index alone.
    await client.query('VACUUM ANALYZE customers');
    await client.query('VACUUM ANALYZE applications');
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM applications');
    return { rows: Number(rows[0]!.n), seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function measureList(db: Database, catalogue: Catalogue, filters: LeadFilters) {
  const call = () =>
    listLeads(db, catalogue, filters, { page: 0, pageSize: 50 }, { withApplicant: true });
  // Warm the plan and the cache, as a server that has been up a while has them.
  for (let i = 0; i < 20; i += 1) await call();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < LIST_RUNS; i += 1) {
    const started = performance.now();
    total = (await call()).total;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const countTimes: number[] = [];
  for (let i = 0; i < Math.min(LIST_RUNS, 50); i += 1)
    countTimes.push(await timed(() => countLeads(db, catalogue, filters)));
  countTimes.sort((a, b) => a - b);
  const counted = await countApplications(db, catalogue, filters);
  if (counted !== total) throw new Error(`the count ${total} is not count(*) ${counted}`);
  return {
    total,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    countP50: percentile(countTimes, 50),
    countP99: percentile(countTimes, 99),
  };
}

/** The export as the API streams it, drained by a reader; this process's memory sampled meanwhile. */
async function measureExport(db: Database, catalogue: Catalogue, filters: LeadFilters) {
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 20);
  let bytes = 0;
  let lines = 0;
  const started = performance.now();
  await pipeline(
    csvStream(LEAD_CSV_COLUMNS, exportLeads(db, catalogue, filters, { withApplicant: true })),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines += 1;
        done();
      },
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const mb = (n: number) => n / 1024 / 1024;
  return {
    rows: lines - 1,
    seconds,
    megabytes: mb(bytes),
    rssGrowthMb: mb(peakRss - before.rss),
    heapGrowthMb: mb(peakHeap - before.heapUsed),
  };
}

/**
 * Sign-ins of one operator, set up as the set-up link does it, at the default argon2id cost.
 * Each code is accepted once, so the last step accepted is forgotten between sign-ins (untimed).
 */
async function measureSignIn(db: Database) {
  // The authenticator's key sealed as the server seals it, with a key file as DATA_DIR holds.
  const box = secretBoxFor(undefined, mkdtempSync(path.join(tmpdir(), 'mizan-bench-')));
  const email = `bench-${Date.now()}@mizan.example`;
  const password = 'Velvet harbour lanterns 42 drift';
  const settings = DEFAULT_CONSOLE_SETTINGS;
  const { setupUrl } = await addOperator(db, { email, role: 'admin' }, COMMAND_LINE, '');
  const token = new URL(setupUrl, 'http://bench').searchParams.get('token')!;
  const { totp } = await setUpPassword(db, box, { token, password }, settings, '127.0.0.1');
  await confirmSetUp(db, box, { token, code: currentCode(totp.secret) }, '127.0.0.1');
  const times: number[] = [];
  for (let i = 0; i < SIGN_INS; i += 1) {
    await db.update(operators).set({ lastTotpStep: null }).where(eq(operators.email, email));
    const code = currentCode(totp.secret);
    times.push(
      await timed(() => signIn(db, box, { email, password, code }, settings, '127.0.0.1')),
    );
  }
  times.sort((a, b) => a - b);
  return { runs: SIGN_INS, p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** The last `days` calendar days (UTC) up to `daysAgo` days ago, as the API reads from/to. */
function range(days: number, daysAgo = 0): Pick<LeadFilters, 'from' | 'to'> {
  const day = (ago: number) => new Date(Date.now() - ago * DAY_MS).toISOString().slice(0, 10);
  return leadFiltersOf({ from: day(daysAgo + days - 1), to: day(daysAgo) });
}

/** A fresh database, or BENCH_DATABASE's (made when missing, never dropped). */
async function benchDatabase(): Promise<BenchDatabase> {
  const name = process.env.BENCH_DATABASE;
  const serverUrl = process.env.DATABASE_URL!;
  if (!name) return freshDatabase('postgres');
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_DATABASE: letters, digits, _');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { target: { kind: 'postgres', url: url.toString() }, env: {}, drop: async () => {} };
}

async function main() {
  if (!process.env.DATABASE_URL)
    throw new Error('DATABASE_URL is needed: the bench runs on PostgreSQL');
  const database = await benchDatabase();
  if (database.target.kind !== 'postgres') throw new Error('unreachable');
  // Opening migrates: on a kept database from before migration 0008, this is its backfill.
  const opening = performance.now();
  const handle = await openDatabase(database.target);
  const openSeconds = (performance.now() - opening) / 1000;
  console.log(`opened and migrated in ${openSeconds.toFixed(1)} s`);
  try {
    await seedIfEmpty(handle.db);
    let seeded = { rows: await handle.db.$count(applications), seconds: 0 };
    if (seeded.rows === 0) {
      console.log(`seeding ${LEADS.toLocaleString('en')} applications...`);
      seeded = await seed(database.target.url, LEADS);
      console.log(`seeded ${seeded.rows.toLocaleString('en')} in ${seeded.seconds.toFixed(1)} s`);
    }
    const catalogue = await loadCatalogue(handle.db, 1);
    const aeCard = catalogue.activeProducts('ae', 'Card')[0]!;
    const saLoan = catalogue.activeProducts('sa', 'Loan')[0]!;

    const combinations: [string, LeadFilters][] = [
      ['none', {}],
      ['country', { country: 'sa' }],
      ['productType', { productType: 'Loan' }],
      ['status', { status: 'Submitted' }],
      ['bank', { bankId: aeCard.organizationId }],
      ['last 30 days', range(30)],
      ['a month a year ago', range(30, 365)],
      ['country+type', { country: 'ae', productType: 'Card' }],
      ['country+type+status', { country: 'ae', productType: 'Card', status: 'Created' }],
      ['country+status', { country: 'sa', status: 'Submitted' }],
      ['type+bank', { productType: 'Card', bankId: aeCard.organizationId }],
      ['status+30 days', { status: 'Created', ...range(30) }],
      ['bank+a month a year ago', { bankId: saLoan.organizationId, ...range(30, 365) }],
      ['bank+status', { bankId: saLoan.organizationId, status: 'Submitted' }],
      ['country+bank+30 days', { country: 'sa', bankId: saLoan.organizationId, ...range(30) }],
      [
        'all five',
        {
          country: 'ae',
          productType: 'Card',
          bankId: aeCard.organizationId,
          status: 'Submitted',
          ...range(90, 100),
        },
      ],
      ['no match (bank of the other country)', { country: 'sa', bankId: aeCard.organizationId }],
    ];
    const list: {
      filters: string;
      total: number;
      p50: number;
      p99: number;
      countP50: number;
      countP99: number;
    }[] = [];
    for (const [name, filters] of combinations) {
      const row = { filters: name, ...(await measureList(handle.db, catalogue, filters)) };
      list.push(row);
      console.log(
        `list ${name.padEnd(38)} total ${String(row.total).padStart(8)}  p50 ${row.p50.toFixed(1).padStart(6)} ms  p99 ${row.p99.toFixed(1).padStart(6)} ms  (count p50 ${row.countP50.toFixed(1)}, p99 ${row.countP99.toFixed(1)} ms)`,
      );
    }
    const countOf = async (work: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 20; i += 1) times.push(await timed(work));
      times.sort((a, b) => a - b);
      return { p50: percentile(times, 50), p99: percentile(times, 99) };
    };
    const count = {
      summary: await countOf(() => countLeads(handle.db, catalogue, {})),
      table: await countOf(() => handle.db.$count(applications)),
    };
    console.log(
      `unfiltered count: summary p50 ${count.summary.p50.toFixed(1)} ms, p99 ${count.summary.p99.toFixed(1)} ms; count(*) p50 ${count.table.p50.toFixed(1)} ms, p99 ${count.table.p99.toFixed(1)} ms`,
    );

    // A range holding about EXPORT_ROWS rows: two years hold LEADS.
    const exportDays = Math.ceil((730 * EXPORT_ROWS) / LEADS) + 1;
    const exported = await measureExport(handle.db, catalogue, range(exportDays));
    console.log(
      `export ${exported.rows.toLocaleString('en')} rows (${exported.megabytes.toFixed(1)} MB CSV) in ${exported.seconds.toFixed(2)} s; memory +${exported.rssGrowthMb.toFixed(1)} MB RSS, +${exported.heapGrowthMb.toFixed(1)} MB heap`,
    );

    const signInTimes = await measureSignIn(handle.db);
    console.log(
      `sign-in (${signInTimes.runs} runs): p50 ${signInTimes.p50.toFixed(1)} ms, p99 ${signInTimes.p99.toFixed(1)} ms`,
    );

    const worstP99 = Math.max(...list.map((row) => row.p99));
    const report = {
      at: new Date().toISOString(),
      leads: seeded.rows,
      seedSeconds: seeded.seconds,
      openSeconds,
      listRuns: LIST_RUNS,
      list,
      count,
      export: exported,
      signIn: signInTimes,
      targets: TARGETS,
      met: {
        listP99: worstP99 <= TARGETS.listP99Ms,
        exportTime: exported.seconds <= TARGETS.exportSeconds,
        exportMemory: exported.rssGrowthMb <= TARGETS.exportMemoryMb,
      },
    };
    const rounded = (_key: string, value: unknown) =>
      typeof value === 'number' && !Number.isInteger(value) ? Math.round(value * 10) / 10 : value;
    writeFileSync(
      new URL('results.json', import.meta.url),
      `${JSON.stringify(report, rounded, 2)}\n`,
    );
    console.log(JSON.stringify(report.met));
  } finally {
    await handle.close();
    await database.drop();
  }
}

await main();

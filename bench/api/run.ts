// `npm run bench:api`: what a visitor feels. Whole card journeys (journey.ts) against the API as
// `npm start` runs it (NODE_ENV production), on PGlite and, when DATABASE_URL is set, on
// PostgreSQL too, each in a fresh database. Per database: journeys at a steady rate, open loop,
// with every call's p50/p99 and errors against the target; the saturation rate from a closed
// loop; then the filter and count calls alone at full load on the demo catalogue and a generated
// one of 10,000 cards, for information. See docs/decisions/0009.
import { endpoints } from '@mizan/contracts';
import type { Pool } from 'undici';
import { measureCalls, type CallLoadRow } from './call-load.ts';
import { CPUS, cpuMeter, describeCpu, type CpuShares } from './cpu.ts';
import {
  DATABASE_NAMES,
  freshDatabase,
  type BenchDatabase,
  type DatabaseKind,
} from './databases.ts';
import { GENERATED, generateCatalogue } from './generate-catalogue.ts';
import { apiPool, visitorApi } from './http.ts';
import { planJourney, prepareApplication, type JourneyPlan } from './journey.ts';
import { closedLoop, openLoop, type CallRow, type JourneyStats } from './journey-load.ts';
import { startProcess, type RunningServer } from './processes.ts';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const JOURNEY_RATE = setting('BENCH_JOURNEY_RATE', 30);
const JOURNEY_SECONDS = setting('BENCH_JOURNEY_SECONDS', 60);
const SATURATION_VISITORS = setting('BENCH_SATURATION_VISITORS', 64);
const SATURATION_SECONDS = setting('BENCH_SATURATION_SECONDS', 20);
/** Unmeasured load first, so that the server is measured with its code optimised by the JIT. */
const WARMUP = setting('BENCH_WARMUP', 5);
const DURATION = setting('BENCH_DURATION', 10);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 50);

/** The target: at JOURNEY_RATE, every call's p99 within this, and no errors. */
const TARGET_P99_MS = 50;

const kinds = (
  process.env.BENCH_DATABASES ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')
)
  .split(',')
  .map((kind) => kind.trim()) as DatabaseKind[];
for (const kind of kinds) {
  if (!Object.hasOwn(DATABASE_NAMES, kind))
    throw new Error(`BENCH_DATABASES: unknown database "${kind}"`);
}

interface DatabaseReport {
  kind: DatabaseKind;
  steady: { stats: JourneyStats; cpu: CpuShares };
  saturation: { journeysPerSecond: number; stats: JourneyStats; cpu: CpuShares };
  calls: CallLoadRow[];
}

function startApi(database: BenchDatabase): Promise<RunningServer> {
  // Everything else (DATABASE_POOL_MAX, REDIS_URL...) passes through from this environment.
  return startProcess(
    'apps/server/src/server.ts',
    {
      ...process.env,
      ...database.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      // Each visitor's X-Forwarded-For is their address: the per-address write limits apply to
      // each journey as they would to each real visitor.
      TRUST_PROXY: '1',
      // The call-load scenarios send every count from one address, as fast as it answers.
      CALCULATIONS_PER_MINUTE: '1000000',
    },
    endpoints.health.path,
  );
}

/** A server on a fresh database, for `use`; stopped and dropped afterwards. */
async function withApi<T>(
  kind: DatabaseKind,
  prepare: (database: BenchDatabase) => Promise<void>,
  use: (api: RunningServer, pool: Pool) => Promise<T>,
): Promise<T> {
  const database = await freshDatabase(kind);
  try {
    await prepare(database);
    const api = await startApi(database);
    const pool = apiPool(api.url);
    try {
      return await use(api, pool);
    } finally {
      await pool.close();
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}

/** `run`'s result and where the CPU went while it ran. */
async function measuringCpu<T>(api: RunningServer, run: () => Promise<T>) {
  const meter = cpuMeter(api.pid);
  const result = await run();
  return { ...result, cpu: meter() };
}

const plannerApi = (pool: Pool) => visitorApi(pool, () => {});

async function callFigures(label: string, api: RunningServer, pool: Pool, plan: JourneyPlan) {
  const applicationId = await prepareApplication(plannerApi(pool), plan);
  return measureCalls({
    label,
    base: api.url,
    applicationId,
    plan,
    connections: CONNECTIONS,
    warmupS: WARMUP,
    durationS: DURATION,
  });
}

async function benchDatabase(kind: DatabaseKind): Promise<DatabaseReport> {
  const name = DATABASE_NAMES[kind];
  console.log(`\n${name}`);
  const demo = await withApi(
    kind,
    async () => {},
    async (api, pool) => {
      const plan = await planJourney(plannerApi(pool), /cashback|travel|fee/i);
      if (WARMUP > 0) await openLoop({ pool, plan, rate: JOURNEY_RATE, seconds: WARMUP });
      const steady = await measuringCpu(api, async () => ({
        stats: await openLoop({ pool, plan, rate: JOURNEY_RATE, seconds: JOURNEY_SECONDS }),
      }));
      console.log(
        `  ${steady.stats.started} journeys at ${JOURNEY_RATE}/s, open loop: ` +
          `${steady.stats.failed} failed; ${describeCpu(steady.cpu)}`,
      );
      const saturation = await measuringCpu(api, () =>
        closedLoop({ pool, plan, visitors: SATURATION_VISITORS, seconds: SATURATION_SECONDS }),
      );
      console.log(
        `  saturation: ${saturation.journeysPerSecond.toFixed(1)} journeys/s ` +
          `(closed loop, ${SATURATION_VISITORS} visitors); ${describeCpu(saturation.cpu)}`,
      );
      const calls = await callFigures('demo', api, pool, plan);
      return { steady, saturation, calls };
    },
  );
  console.log(
    `  generating ${GENERATED.cards} cards over ${GENERATED.subFeatures} sub-features...`,
  );
  const generated = await withApi(
    kind,
    (database) => generateCatalogue(database.target),
    async (api, pool) =>
      callFigures('generated', api, pool, await planJourney(plannerApi(pool), /bench group/i)),
  );
  return { kind, ...demo, calls: [...demo.calls, ...generated] };
}

const ms = (value: number) => Number(value.toFixed(1));

function printJourneyTable(title: string, rows: CallRow[]) {
  console.log(title);
  console.table(
    rows.map((row) => ({
      call: row.call,
      count: row.count,
      'p50 ms': ms(row.p50),
      'p99 ms': ms(row.p99),
      'max ms': ms(row.max),
      errors: row.errors,
    })),
  );
  // The first failure of each call, counted by message: tells time-outs from 429s from 500s.
  const failures = new Map<string, number>();
  for (const { firstError } of rows) {
    if (firstError) failures.set(firstError, (failures.get(firstError) ?? 0) + 1);
  }
  for (const [error, calls] of failures) console.log(`  first error of ${calls} calls: ${error}`);
}

/** Above this share of all CPUs busy, other work on the machine was part of what was measured. */
const FULL_MACHINE = 0.9;

/** Met or NOT met, and why: the calls over the p99 bound (the worst three), and the errors. */
function verdict(report: DatabaseReport): string {
  const calls = report.steady.stats.rows().filter((row) => row.call !== 'whole journey');
  const byP99 = [...calls].sort((a, b) => b.p99 - a.p99);
  const slow = byP99.filter((row) => row.p99 > TARGET_P99_MS);
  const errors = calls.reduce((sum, row) => sum + row.errors, 0);
  const listed = (rows: CallRow[]) => rows.map((r) => `${r.call} ${ms(r.p99)} ms`).join(', ');
  const reasons = [
    ...(slow.length > 0
      ? [
          `p99 over ${TARGET_P99_MS} ms on ${slow.length} of ${calls.length} calls ` +
            `(worst: ${listed(slow.slice(0, 3))})`,
        ]
      : []),
    ...(errors > 0 ? [`${errors} errors, ${report.steady.stats.failed} journeys failed`] : []),
  ];
  const outcome =
    reasons.length === 0
      ? `met: every call's p99 <= ${TARGET_P99_MS} ms (highest: ${listed(byP99.slice(0, 1))}), 0 errors`
      : `NOT met: ${reasons.join('; ')}`;
  const { machine, server, generator } = report.steady.cpu;
  const share = (cpu: number) => `${Math.round((cpu / CPUS) * 100)}%`;
  const crowded =
    machine >= FULL_MACHINE * CPUS
      ? ` Caution: the machine's CPUs were ${share(machine)} busy (the server and the load ` +
        `generator ${share(server + generator)}): latency includes waiting for a CPU behind the ` +
        'database or other work on the machine.'
      : '';
  return (
    `${DATABASE_NAMES[report.kind]}: ${JOURNEY_RATE} journeys/s ${outcome}. ` +
    `Saturation ${report.saturation.journeysPerSecond.toFixed(1)} journeys/s (closed loop).${crowded}`
  );
}

const poolSetting = process.env.DATABASE_POOL_MAX
  ? `DATABASE_POOL_MAX=${process.env.DATABASE_POOL_MAX}`
  : "the server's default pool size";
console.log(
  `API benchmark on ${kinds.map((kind) => DATABASE_NAMES[kind]).join(' and ')}, ${poolSetting}: ` +
    `card journeys at ${JOURNEY_RATE}/s for ${JOURNEY_SECONDS} s (open loop, after ${WARMUP} s ` +
    `unmeasured), saturation with ${SATURATION_VISITORS} visitors for ${SATURATION_SECONDS} s ` +
    `(closed loop), filter and count at ${CONNECTIONS} connections for ${DURATION} s each`,
);
const reports: DatabaseReport[] = [];
for (const kind of kinds) reports.push(await benchDatabase(kind));

for (const report of reports) {
  const name = DATABASE_NAMES[report.kind];
  printJourneyTable(
    `\n${name}: card journeys at ${JOURNEY_RATE}/s for ${JOURNEY_SECONDS} s, open loop ` +
      `(${describeCpu(report.steady.cpu)})`,
    report.steady.stats.rows(),
  );
  printJourneyTable(
    `${name}: saturation, ${SATURATION_VISITORS} visitors in a closed loop for ${SATURATION_SECONDS} s: ` +
      `${report.saturation.journeysPerSecond.toFixed(1)} journeys/s ` +
      `(${describeCpu(report.saturation.cpu)})`,
    report.saturation.stats.rows(),
  );
}
console.log(
  `\nFilter and count alone, full load, ${CONNECTIONS} connections, ${DURATION} s each ` +
    '(information, no target; latency in ms)',
);
console.table(
  reports.flatMap((report) =>
    report.calls.map((row) => ({ database: DATABASE_NAMES[report.kind], ...row })),
  ),
);
console.log(
  `\nTarget: on each database, ${JOURNEY_RATE} card journeys/s (open loop) with every call's ` +
    `p99 <= ${TARGET_P99_MS} ms and no errors`,
);
for (const report of reports) console.log(verdict(report));

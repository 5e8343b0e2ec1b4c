// `npm run bench:api`: load on loopback against the API as `npm start` runs it (NODE_ENV
// production), on PostgreSQL when DATABASE_URL is set and on PGlite otherwise. Prints
// requests/s, latency percentiles and errors per scenario, and the ratio to a bare Fastify route.
// Each scenario runs BENCH_WARMUP seconds unmeasured first. Filter and count are measured twice:
// the same ranking every call (answers shared between applicants who chose alike) and a new
// random ranking every call (the engine ranks the catalogue each time). Maximum load comes from
// autocannon; latency at half that rate from an open-loop generator on an even schedule; the
// ratio to the ceiling from both servers loaded together on one CPU (paired.ts), with servers and
// generator on separate CPUs (pinning.ts).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { DatabaseTarget } from '../../apps/server/src/db/client.ts';
import { GENERATED, generateCatalogue } from './generate-catalogue.ts';
import { journeyRequests, planJourney, prepareApplication } from './journey.ts';
import { startProcess, type RunningServer } from './processes.ts';
import { pacedLoad, type PacedRequest } from './raw-load.ts';
import { pairedRatio, type PairedResult } from './paired.ts';
import { pinProcesses } from './pinning.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Unmeasured load first, so that every server is measured with its code optimised by the JIT. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

/** The target for filter and count: a share of the ceiling and a latency bound. */
const TARGET = { ceilingShare: 0.5, halfLoadP99Ms: 50 };

interface Row {
  scenario: string;
  rps?: number;
  p50?: number;
  p97_5?: number;
  p99?: number;
  errors: number;
  ceiling?: PairedResult;
  /** Against a bare route reading and writing the same bytes as this call. */
  sameRequestRatio?: number;
}
const rows: Row[] = [];

const placement = pinProcesses();
const startServer = (entry: string, env: NodeJS.ProcessEnv, readyPath: string) =>
  startProcess(entry, env, readyPath, placement.serverCommand);

async function measure(scenario: string, options: autocannon.Options): Promise<Row> {
  if (WARMUP > 0) {
    await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP });
  }
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const row: Row = {
    scenario,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
  rows.push(row);
  console.log(`  ${scenario}: ${row.rps} req/s, p99 ${row.p99} ms, errors ${row.errors}`);
  return row;
}

/** One decimal: a ratio a fraction of a point under the target must not print as the target. */
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

/** The ratio to the ceiling (see paired.ts); the pair's errors count as the scenario's. */
async function compareWithCeiling(
  row: Row,
  server: RunningServer,
  request: () => PacedRequest,
): Promise<number> {
  row.ceiling = await pairedRatio(
    { pid: ceiling.pid, base: ceiling.url, request: () => ({ path: '/json' }) },
    { pid: server.pid, base: server.url, request },
  );
  row.errors += row.ceiling.errors;
  const rounds = row.ceiling.rounds.map(percent).join(' ');
  console.log(`    vs ceiling: ${percent(row.ceiling.ratio)} (rounds ${rounds})`);
  return row.ceiling.ratio;
}

/** A fresh database for one catalogue: a new PostgreSQL database, or a new PGlite folder. */
async function freshDatabase(
  name: string,
): Promise<{ target: DatabaseTarget; env: NodeJS.ProcessEnv }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = mkdtempSync(path.join(tmpdir(), `mizan-bench-${name}-`));
    return {
      target: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      env: { DATA_DIR: dataDir },
    };
  }
  const database = `mizan_bench_${name}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    env: {
      DATABASE_URL: url.toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mizan-bench-')),
    },
  };
}

function startApi(env: NodeJS.ProcessEnv): Promise<RunningServer> {
  return startServer(
    'apps/server/src/server.ts',
    { ...process.env, ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
    '/api/health',
  );
}

/** A random ranking of 3 to 5 of `ids`: with hundreds of thousands of possible orders, nearly
 * every request asks for a ranking no one asked for before (no shared answer to reuse). */
function randomRanking(ids: number[]): number[] {
  const pool = [...ids];
  const length = 3 + Math.floor(Math.random() * 3);
  return Array.from({ length }, () => pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
}

interface Scenario {
  label: string;
  /** The same request every time (autocannon sends it without building it again). */
  fixed: boolean;
  request: () => PacedRequest;
}

function autocannonOptions(base: string, scenario: Scenario): autocannon.Options {
  if (scenario.fixed) {
    const { path, ...request } = scenario.request();
    return { url: base + path, ...request };
  }
  return {
    url: base,
    requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request() }) }],
  };
}

/** Latency at a steady `rate`, sent on an even schedule (see raw-load.ts). */
async function measureHalfLoad(label: string, base: string, scenario: Scenario, rate: number) {
  const load = (durationS: number) =>
    pacedLoad({ base, rate, durationS, connections: CONNECTIONS, request: scenario.request });
  if (WARMUP > 0) await load(WARMUP);
  const result = await load(DURATION);
  rows.push({ scenario: label, ...result });
  console.log(`  ${label}: ${result.rps} req/s, p99 ${result.p99} ms, errors ${result.errors}`);
}

/**
 * Bare routes doing the same I/O as the API's calls: answering the bytes of a filter page, and
 * reading a count call's body (its answer is a number either way). Their ratios to the ceiling
 * tell the API's own work from the cost of the bytes.
 */
async function sameRequestCeilings(label: string, filterPage: string, count: PacedRequest) {
  const server = await startServer(
    'bench/api/ceiling-server.ts',
    { ...process.env, PAYLOAD: filterPage },
    '/json',
  );
  try {
    const compare = async (scenario: string, request: PacedRequest) => {
      const row: Row = { scenario, errors: 0 };
      rows.push(row);
      console.log(`  ${scenario}`);
      return compareWithCeiling(row, server, () => request);
    };
    const filter = await compare(`bare route, same bytes as ${label} filter`, {
      path: '/payload',
    });
    const counted = await compare(`bare POST route, same body as ${label} count`, {
      ...count,
      path: '/count',
    });
    return { filter, count: counted };
  } finally {
    await server.stop();
  }
}

async function benchCatalogue(name: 'demo' | 'generated') {
  console.log(`\n${name} catalogue`);
  const { target, env } = await freshDatabase(name);
  if (name === 'generated') {
    console.log(
      `  generating ${GENERATED.cards} cards over ${GENERATED.subFeatures} sub-features...`,
    );
    await generateCatalogue(target);
  }
  const api = await startApi(env);
  try {
    const plan = await planJourney(
      api.url,
      name === 'demo' ? /cashback|travel|fee/i : /bench group/i,
    );
    const applicationId = await prepareApplication(api.url, plan);
    // A fresh headers object per request: autocannon writes content-length into the one it
    // is given, which would then be wrong for the next body of another length.
    const headers = () => ({ 'content-type': 'application/json', 'x-country-key': 'AE' });
    const filter = (ids: number[]): PacedRequest => ({
      path: `/api/recommendations/public/${applicationId}/filter?page=0&size=10&preferences=${ids.join(',')}`,
      headers: headers(),
    });
    const count = (ids: number[]): PacedRequest => ({
      path: '/api/recommendations/public/count',
      method: 'POST',
      headers: headers(),
      body: JSON.stringify({ applicationId, preferences: ids.map((featureId) => ({ featureId })) }),
    });
    const scenarios: Scenario[] = [
      { label: 'filter', fixed: true, request: () => filter(plan.featureIds) },
      { label: 'count', fixed: true, request: () => count(plan.featureIds) },
      // Each call asks for a ranking not asked before: the engine's whole work every time.
      {
        label: 'filter, new ranking each call',
        fixed: false,
        request: () => filter(randomRanking(plan.allFeatureIds)),
      },
      {
        label: 'count, new ranking each call',
        fixed: false,
        request: () => count(randomRanking(plan.allFeatureIds)),
      },
    ];
    const filterPage = await (
      await fetch(api.url + filter(plan.featureIds).path, { headers: headers() })
    ).text();
    const sameRequest = await sameRequestCeilings(name, filterPage, count(plan.featureIds));
    for (const scenario of scenarios) {
      const max = await measure(
        `${name} ${scenario.label}, max load`,
        autocannonOptions(api.url, scenario),
      );
      const ratio = await compareWithCeiling(max, api, scenario.request);
      if (scenario.label === 'filter') max.sameRequestRatio = ratio / sameRequest.filter;
      if (scenario.label === 'count') max.sameRequestRatio = ratio / sameRequest.count;
      await measureHalfLoad(
        `${name} ${scenario.label}, half load`,
        api.url,
        scenario,
        max.rps! / 2,
      );
    }
    if (name === 'demo') {
      const journey = await measure('demo whole card journey (14 calls)', {
        url: api.url,
        requests: journeyRequests(plan),
      });
      console.log(`  = ${(journey.rps! / 14).toFixed(1)} journeys/s`);
    }
  } finally {
    await api.stop();
  }
}

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
console.log(`API benchmark on ${database}: ${CONNECTIONS} connections, ${DURATION} s per scenario`);
console.log(placement.description);
// Runs to the end: every scenario is compared with it.
const ceiling = await startServer('bench/api/ceiling-server.ts', process.env, '/json');
try {
  await measure('ceiling: bare Fastify JSON route', { url: `${ceiling.url}/json` });
  await calibrate();
  await benchCatalogue('demo');
  await benchCatalogue('generated');
} finally {
  await ceiling.stop();
}

/** The method's own error: a second copy of the ceiling should score 100%. */
async function calibrate() {
  console.log('\ncalibration');
  const copy = await startServer('bench/api/ceiling-server.ts', process.env, '/json');
  try {
    const row: Row = { scenario: 'calibration: a second ceiling process', errors: 0 };
    rows.push(row);
    await compareWithCeiling(row, copy, () => ({ path: '/json' }));
  } finally {
    await copy.stop();
  }
}

const show = (value: number | undefined) => value ?? '';
console.log(
  `\nResults (${database}, ${CONNECTIONS} connections, ${DURATION} s each; latency in ms; ${placement.description})`,
);
console.table(
  rows.map((row) => ({
    scenario: row.scenario,
    'req/s': show(row.rps),
    p50: show(row.p50),
    'p97.5': show(row.p97_5),
    p99: show(row.p99),
    errors: row.errors,
    'vs ceiling': row.ceiling ? percent(row.ceiling.ratio) : '',
    'CPU busy': row.ceiling ? percent(row.ceiling.busy) : '',
    'vs same request': row.sameRequestRatio === undefined ? '' : percent(row.sameRequestRatio),
  })),
);
printTargets();

/** Filter and count against the target: a share of the ceiling, p99 at half load, no errors. */
function printTargets() {
  console.log(
    `Target: filter and count >= ${percent(TARGET.ceilingShare)} of the ceiling, ` +
      `p99 <= ${TARGET.halfLoadP99Ms} ms at half load, zero errors`,
  );
  for (const catalogue of ['demo', 'generated']) {
    for (const call of ['filter', 'count']) {
      const max = rows.find((row) => row.scenario === `${catalogue} ${call}, max load`);
      const half = rows.find((row) => row.scenario === `${catalogue} ${call}, half load`);
      if (!max?.ceiling || half?.p99 === undefined) continue;
      const met =
        max.ceiling.ratio >= TARGET.ceilingShare &&
        half.p99 <= TARGET.halfLoadP99Ms &&
        max.errors + half.errors === 0;
      console.log(
        `  ${catalogue} ${call}: ${percent(max.ceiling.ratio)} of the ceiling, ` +
          `p99 ${half.p99} ms at half load, ${max.errors + half.errors} errors: ${met ? 'met' : 'NOT met'}`,
      );
    }
  }
}

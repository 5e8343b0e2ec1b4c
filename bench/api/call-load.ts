import { apiUrl, CARDS_PAGE_SIZE, endpoints } from '@mizan/contracts';
import autocannon from 'autocannon';
import type { JourneyPlan } from './journey.ts';

// The card filter and count calls alone at full load (autocannon, closed loop): requests a
// second and latency, for information. Each is measured twice: the same ranking every call
// (answers shared between applicants who chose alike) and a new random ranking every call (the
// engine ranks the catalogue each time).

export interface CallLoadRow {
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Request {
  path: string;
  method?: 'POST';
  headers: Record<string, string>;
  body?: string;
}

/** A random ranking of 3 to 5 of `ids`: with hundreds of thousands of possible orders, nearly
 * every request asks for a ranking no one asked for before (no shared answer to reuse). */
function randomRanking(ids: number[]): number[] {
  const pool = [...ids];
  const length = 3 + Math.floor(Math.random() * 3);
  return Array.from({ length }, () => pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
}

export async function measureCalls(options: {
  label: string;
  base: string;
  applicationId: string;
  plan: JourneyPlan;
  connections: number;
  warmupS: number;
  durationS: number;
}): Promise<CallLoadRow[]> {
  const { applicationId, plan } = options;
  // A fresh headers object per request: autocannon writes content-length into the one it is
  // given, which would then be wrong for the next body of another length.
  const headers = () => ({ 'content-type': 'application/json', 'x-country-key': 'AE' });
  const filter = (ids: number[]): Request => ({
    path: apiUrl('getCardPage', {
      params: { applicationId },
      query: { page: 0, size: CARDS_PAGE_SIZE, preferences: ids },
    }),
    headers: headers(),
  });
  const count = (ids: number[]): Request => ({
    path: apiUrl('countCards'),
    method: endpoints.countCards.method,
    headers: headers(),
    body: JSON.stringify({ applicationId, preferences: ids.map((featureId) => ({ featureId })) }),
  });
  const chosen = plan.features.map((f) => f.featureId);
  const scenarios: [string, () => Request][] = [
    ['filter', () => filter(chosen)],
    ['count', () => count(chosen)],
    ['filter, new ranking each call', () => filter(randomRanking(plan.allFeatureIds))],
    ['count, new ranking each call', () => count(randomRanking(plan.allFeatureIds))],
  ];
  const rows: CallLoadRow[] = [];
  for (const [name, request] of scenarios) {
    const run = (duration: number) =>
      autocannon({
        url: options.base,
        connections: options.connections,
        duration,
        requests: [{ setupRequest: (r) => ({ ...r, ...request() }) }],
      });
    if (options.warmupS > 0) await run(options.warmupS);
    const result = await run(options.durationS);
    const row = {
      scenario: `${options.label} ${name}`,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
    };
    console.log(`  ${row.scenario}: ${row.rps} req/s, p99 ${row.p99} ms, errors ${row.errors}`);
    rows.push(row);
  }
  return rows;
}

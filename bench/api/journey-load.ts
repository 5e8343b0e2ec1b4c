import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from 'undici';
import { visitorApi } from './http.ts';
import { cardJourney, type JourneyPlan } from './journey.ts';

// Whole card journeys as load: open loop at a steady rate (what the target is about), or closed
// loop with a fixed number of visitors (how many journeys a second the server can carry).

export interface CallRow {
  call: string;
  count: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  /** The first failure's message, to tell a 429 from a 500 from a time-out. */
  firstError?: string;
}

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], q: number) =>
  sorted.length === 0 ? 0 : sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)]!;

function row(call: string, values: number[], errors: number, firstError?: string): CallRow {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    call,
    count: values.length,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    errors,
    ...(firstError === undefined ? {} : { firstError }),
  };
}

/** Latencies and failures per call (method and route), in the order the journey makes them. */
export class JourneyStats {
  private readonly calls = new Map<string, { ms: number[]; errors: number; firstError?: string }>();
  private readonly journeyMs: number[] = [];
  started = 0;
  failed = 0;

  record = (label: string, ms: number, error?: string) => {
    let call = this.calls.get(label);
    if (!call) this.calls.set(label, (call = { ms: [], errors: 0 }));
    if (error === undefined) call.ms.push(ms);
    else {
      call.errors += 1;
      call.firstError ??= error;
    }
  };

  async journey(pool: Pool, plan: JourneyPlan, dueAt: number): Promise<boolean> {
    this.started += 1;
    try {
      await cardJourney(visitorApi(pool, this.record, dueAt), plan);
      this.journeyMs.push(performance.now() - dueAt);
      return true;
    } catch {
      this.failed += 1;
      return false;
    }
  }

  get completed(): number {
    return this.journeyMs.length;
  }

  /** One row per call, then the whole journey from its scheduled start to its last answer. */
  rows(): CallRow[] {
    return [
      ...[...this.calls].map(([call, { ms, errors, firstError }]) =>
        row(call, ms, errors, firstError),
      ),
      row('whole journey', this.journeyMs, this.failed),
    ];
  }
}

/**
 * Open loop: journeys start on an even schedule whatever the answers, `rate` a second for
 * `seconds`, as visitors arrive on a site; a server that falls behind shows as latency (queues),
 * not as fewer journeys. Returns when the last journey has ended.
 */
export async function openLoop(options: {
  pool: Pool;
  plan: JourneyPlan;
  rate: number;
  seconds: number;
}): Promise<JourneyStats> {
  const stats = new JourneyStats();
  const total = Math.round(options.rate * options.seconds);
  const journeys: Promise<boolean>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const dueAt = start + (i * 1000) / options.rate;
    const early = dueAt - performance.now();
    if (early > 0) await sleep(early);
    journeys.push(stats.journey(options.pool, options.plan, dueAt));
  }
  await Promise.all(journeys);
  return stats;
}

/**
 * Closed loop: `visitors` visitors each start a new journey as soon as their last one ends, for
 * `seconds`. The journeys ended in that time, per second, are the most the server can carry
 * (when `visitors` is enough to keep it busy). Journeys still running at the end are waited for
 * but not counted.
 */
export async function closedLoop(options: {
  pool: Pool;
  plan: JourneyPlan;
  visitors: number;
  seconds: number;
}): Promise<{ stats: JourneyStats; journeysPerSecond: number }> {
  const stats = new JourneyStats();
  const start = performance.now();
  const end = start + options.seconds * 1000;
  let inTime = 0;
  const visitor = async () => {
    while (performance.now() < end) {
      const ok = await stats.journey(options.pool, options.plan, performance.now());
      if (ok && performance.now() <= end) inTime += 1;
    }
  };
  await Promise.all(Array.from({ length: options.visitors }, visitor));
  return { stats, journeysPerSecond: inTime / options.seconds };
}

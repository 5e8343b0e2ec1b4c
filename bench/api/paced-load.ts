import http from 'node:http';
import { performance } from 'node:perf_hooks';

// Open-loop load at a constant rate, as wrk2 makes it. autocannon's overallRate lets every
// connection send its share of a second's requests as fast as it can at the start of the second
// and then wait: that measures bursts at full speed, not half the load. Here requests leave on
// an even schedule whether or not earlier ones have come back, and each latency counts from
// when its request was due, so a stall shows in the percentiles instead of quietly slowing the
// generator down (no coordinated omission).

export interface PacedRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface PacedResult {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
}

export async function pacedLoad(options: {
  base: string;
  /** Requests per second. */
  rate: number;
  durationS: number;
  connections: number;
  request: () => PacedRequest;
}): Promise<PacedResult> {
  const { base, rate, durationS, connections, request } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.max(1, Math.round(rate * durationS));
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let done = 0;
  const start = performance.now();

  await new Promise<void>((resolve) => {
    const settle = (dueAt: number, ok: boolean) => {
      if (ok) latencies.push(performance.now() - dueAt);
      else errors += 1;
      done += 1;
      if (done === total) resolve();
    };
    const tick = () => {
      const due = Math.min(total, Math.floor(((performance.now() - start) * rate) / 1000) + 1);
      while (sent < due) {
        const dueAt = start + (sent * 1000) / rate;
        sent += 1;
        const { path, method = 'GET', headers = {}, body } = request();
        // Each request settles once, whichever of its answer, error or time-out comes first.
        let settled = false;
        const finish = (ok: boolean) => {
          if (settled) return;
          settled = true;
          settle(dueAt, ok);
        };
        const outgoing = http.request(new URL(path, base), { agent, method, headers }, (res) => {
          res.resume();
          res.on('end', () => finish((res.statusCode ?? 500) < 400));
          res.on('error', () => finish(false));
        });
        outgoing.setTimeout(10_000, () => outgoing.destroy(new Error('timed out')));
        outgoing.on('error', () => finish(false));
        outgoing.end(body);
      }
      if (sent < total) setTimeout(tick, 1);
    };
    tick();
    // Whatever has not come back well after the end counts as failed, and the run ends.
    setTimeout(
      () => {
        errors += total - done;
        resolve();
      },
      (durationS + 15) * 1000,
    ).unref();
  });
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    rps: Math.round(latencies.length / elapsedS),
    p50: at(0.5),
    p97_5: at(0.975),
    p99: at(0.99),
    errors,
  };
}

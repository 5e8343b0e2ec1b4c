import { readFileSync } from 'node:fs';
import { closedLoad, type PacedRequest } from './raw-load.ts';

// The ratio to the ceiling, measured with both servers loaded at the same time on the same CPU.
// Measured one after the other, the two numbers come from different moments of a machine whose
// speed can drift by half within seconds (a shared virtual machine), and the ratio with them.
// Loaded together, both servers share the CPU's time evenly, whatever its speed at that moment,
// so the ratio of the requests each answered is the ratio of what a request costs each of them.
// Rounds alternate which load starts first, and the median of the rounds is kept. The load comes
// from raw sockets (raw-load.ts): autocannon, driving both at once, could not always keep the
// CPU saturated, and then the cheaper server is favoured. The result shows how busy the CPU was.

export interface PairedServer {
  /** For reading the server's CPU time from /proc, to check that the CPU was saturated. */
  pid: number;
  base: string;
  request: () => PacedRequest;
}

export interface PairedResult {
  /** Median over the rounds of target requests / ceiling requests. */
  ratio: number;
  rounds: number[];
  /** Median share of the wall time the two servers kept their CPU busy (1 = saturated). */
  busy: number;
  errors: number;
}

const ROUNDS = Number(process.env.BENCH_PAIR_ROUNDS ?? 5);
const ROUND_S = Number(process.env.BENCH_PAIR_SECONDS ?? 4);
const CONNECTIONS_EACH = Number(process.env.BENCH_CONNECTIONS ?? 50) / 2;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** CPU time used by a process so far, in seconds (Linux; 0 elsewhere). */
function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

async function together(
  ceiling: PairedServer,
  target: PairedServer,
  seconds: number,
  flip: boolean,
) {
  const load = (server: PairedServer) =>
    closedLoad({ ...server, durationS: seconds, connections: CONNECTIONS_EACH });
  if (flip) {
    const [t, c] = await Promise.all([load(target), load(ceiling)]);
    return [c, t] as const;
  }
  return Promise.all([load(ceiling), load(target)]);
}

export async function pairedRatio(
  ceiling: PairedServer,
  target: PairedServer,
): Promise<PairedResult> {
  const rounds: number[] = [];
  const busy: number[] = [];
  let errors = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const flip = round % 2 === 1;
    await together(ceiling, target, 1, flip); // warm-up, unmeasured
    const cpuBefore = cpuSeconds(ceiling.pid) + cpuSeconds(target.pid);
    const started = performance.now();
    const [c, t] = await together(ceiling, target, ROUND_S, flip);
    const wall = (performance.now() - started) / 1000;
    busy.push((cpuSeconds(ceiling.pid) + cpuSeconds(target.pid) - cpuBefore) / wall);
    rounds.push(t.requests / c.requests);
    errors += t.errors;
  }
  return { ratio: median(rounds), rounds, busy: median(busy), errors };
}

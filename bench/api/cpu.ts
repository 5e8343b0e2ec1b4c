import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';

// Where the CPU went during a run, from Linux's /proc (zeros elsewhere). The server, the load
// generator (this process) and the database share the machine's CPUs, as may other work: the
// machine's total tells a server that is the bottleneck from a machine that is full.

const TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far. */
function processSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND; // utime + stime
  } catch {
    return 0;
  }
}

/** CPU seconds all CPUs together spent busy (neither idle nor waiting for I/O) so far. */
function machineSeconds(): number {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const [user, nice, system, , , irq, softirq] = ticks.map(Number);
    return (user! + nice! + system! + irq! + softirq!) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** Shares of one CPU (1 = one CPU busy all the time) used since the meter started. */
export interface CpuShares {
  server: number;
  generator: number;
  machine: number;
}

export function cpuMeter(serverPid: number): () => CpuShares {
  const server = processSeconds(serverPid);
  const generator = process.cpuUsage();
  const machine = machineSeconds();
  const started = performance.now();
  return () => {
    const wall = (performance.now() - started) / 1000;
    const used = process.cpuUsage(generator);
    return {
      server: (processSeconds(serverPid) - server) / wall,
      generator: (used.user + used.system) / 1e6 / wall,
      machine: (machineSeconds() - machine) / wall,
    };
  };
}

export const CPUS = availableParallelism();

const percent = (share: number) => `${Math.round(share * 100)}%`;

export const describeCpu = (cpu: CpuShares) =>
  `CPU: server process ${percent(cpu.server)}, load generator ${percent(cpu.generator)}, ` +
  `whole machine ${percent(cpu.machine)} of ${CPUS * 100}%`;

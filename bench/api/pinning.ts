import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Servers and load generator on separate CPUs when the machine has two or more: otherwise they
 * take turns on the same cores and the numbers measure the scheduler as much as the server.
 * The servers share the last CPU (the API and the ceiling, each loaded in turn or together);
 * this process, the load generator, gets the others. BENCH_PIN=0 leaves placement to the OS.
 */
export interface Placement {
  /** Prefix for a server's command line, e.g. ['taskset', '-c', '1']; empty when not pinned. */
  serverCommand: string[];
  description: string;
}

export function pinProcesses(): Placement {
  const cpus = availableParallelism();
  if (process.env.BENCH_PIN === '0' || cpus < 2 || !hasTaskset()) {
    return { serverCommand: [], description: 'not pinned: servers and load generator share CPUs' };
  }
  const serverCpu = String(cpus - 1);
  const generatorCpus = cpus === 2 ? '0' : `0-${cpus - 2}`;
  execFileSync('taskset', ['-a', '-c', '-p', generatorCpus, String(process.pid)], {
    stdio: 'ignore',
  });
  return {
    serverCommand: ['taskset', '-c', serverCpu],
    description: `servers pinned to CPU ${serverCpu}, load generator to CPU ${generatorCpus}`,
  };
}

function hasTaskset(): boolean {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

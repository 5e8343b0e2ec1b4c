import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/test/helpers/free-port.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface RunningServer {
  url: string;
  pid: number;
  /** SIGTERM (a graceful shutdown), resolved when the process has exited. */
  stop(): Promise<void>;
  /** SIGKILL (a crash: no shutdown at all), resolved when the process has exited. */
  kill(): Promise<void>;
}

export interface ProcessOptions {
  /** The port to listen on (a restarted server keeps its address); a free one when omitted. */
  port?: number;
  /** The process's output is appended to this file instead of the bench's own. */
  logFile?: string;
}

/** Starts a TypeScript entry point in its own Node process and waits until `readyPath` answers. */
export async function startProcess(
  entry: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
  options: ProcessOptions = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const output = options.logFile ? openSync(options.logFile, 'a') : 'inherit';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', output, output],
  });
  if (typeof output === 'number') closeSync(output);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    const ready = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`${entry} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: () => {
      child.kill('SIGKILL');
      return exited;
    },
  };
}

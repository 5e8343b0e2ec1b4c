// The server's entry points (src/server.ts, src/seed.ts, src/console-user.ts) run as real Node
// processes, as an operator or a deployment runs them.
import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

/** apps/server: the folder the entry points run from. */
export const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The environment of a process with its files (mail, the embedded database) under `dataDir`, on
 * PostgreSQL when `databaseUrl` is given, else on the embedded database there. Nothing else from
 * outside (no Redis, no SMTP); bank webhooks may reach the tests' bank peers on 127.0.0.1.
 */
export function processEnv(
  where: { dataDir: string; databaseUrl?: string },
  extra: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    LOG_LEVEL: 'warn',
    DATA_DIR: where.dataDir,
    DATABASE_URL: where.databaseUrl ?? '',
    REDIS_URL: '',
    SMTP_URL: '',
    DELIVERY_ALLOW_PRIVATE_ADDRESSES: 'true',
    ...extra,
  };
}

export interface Finished {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry point (`src/seed.ts`) to its end. */
export function runEntry(entry: string, args: string[], env: NodeJS.ProcessEnv): Promise<Finished> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', entry, ...args],
      { cwd: serverDir, env },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
  /** Ends the process with SIGKILL: no shutdown, as a crash or a lost machine. */
  kill(): Promise<void>;
}

/** Starts src/server.ts on a free port of 127.0.0.1 and waits until /api/health answers. */
export async function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      const kill = async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited;
      };
      return { url, stop, kill };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not become healthy within 90 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

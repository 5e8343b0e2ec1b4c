import { freshDatabase } from '../api/databases.ts';
import { startProcess, type RunningServer } from '../api/processes.ts';

/** After this long, a server that has not stopped on SIGTERM is killed. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * A web build served by the real server app (serve.ts) in its own process, on a free 127.0.0.1
 * port, in production mode, on a fresh PGlite database (seeded with the demo catalogue at
 * start-up); stopped and its database removed by `stop`.
 */
export async function serveBuild(webRoot: string): Promise<RunningServer> {
  const database = await freshDatabase('pglite');
  try {
    const server = await startProcess(
      'bench/web/serve.ts',
      {
        ...process.env,
        ...database.env,
        BENCH_WEB_ROOT: webRoot,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // Unset for the server's config: in-memory rate limits, no SMTP, no cross-origin callers.
        REDIS_URL: '',
        SMTP_URL: '',
        CORS_ORIGINS: '',
        TRUST_PROXY: '',
      },
      '/',
    );
    return {
      ...server,
      async stop() {
        const stopped = server.stop();
        const timer = setTimeout(() => process.kill(server.pid, 'SIGKILL'), STOP_TIMEOUT_MS);
        await stopped;
        clearTimeout(timer);
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

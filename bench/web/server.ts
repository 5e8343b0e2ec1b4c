import { freshDatabase } from '../api/databases.ts';
import { startProcess, type RunningServer } from '../api/processes.ts';

/** After this long, a server that has not stopped on SIGTERM is killed. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * A web build served as `npm start` serves it (apps/server/src/server.ts, its WEB_ROOT set to the
 * build) in its own process, so that its CPU does not compete with the browser driver, on a free
 * 127.0.0.1 port, in production mode, on a fresh PGlite database (seeded with the demo catalogue
 * at start-up); stopped and its database removed by `stop`. The browsers' idle keep-alive
 * connections can hold a graceful stop up: after STOP_TIMEOUT_MS it is killed.
 */
export async function serveBuild(webRoot: string): Promise<RunningServer> {
  const database = await freshDatabase('pglite');
  try {
    const server = await startProcess(
      'apps/server/src/server.ts',
      {
        ...process.env,
        ...database.env,
        WEB_ROOT: webRoot,
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

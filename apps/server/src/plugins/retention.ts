import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runRetention, scheduledStart } from '../services/retention.ts';

export interface RetentionPluginOptions {
  /** RETENTION_MONTHS. */
  months: number;
  /** Where the delivery CSV files are. */
  dataDir: string;
}

const DAY_MS = 86_400_000;

/**
 * The daily retention job (issue 25) in every process: at start (catching up on a day whose
 * run no process did, e.g. all were down at 02:00), then at 02:00 UTC each day. runRetention
 * lets one process of all run it each day; the others find it done and do nothing.
 */
export default fp(
  async function retention(app: FastifyInstance, options: RetentionPluginOptions) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    const closing = new AbortController();

    const run = () => {
      running = runRetention(app.db, {
        trigger: 'schedule',
        ...options,
        signal: closing.signal,
      }).then(
        (done) => {
          if (done) {
            app.log.info(
              { applications: done.applications, supportRequests: done.supportRequests },
              'retention: personal data past its time erased',
            );
          }
        },
        // The next day's run (or the next start) takes up what this one left.
        (error: Error) => app.log.error({ err: error }, 'retention run failed'),
      );
    };
    const schedule = () => {
      if (closing.signal.aborted) return;
      const next = scheduledStart(new Date()).getTime() + DAY_MS;
      timer = setTimeout(() => {
        run();
        schedule();
      }, next - Date.now());
      timer.unref();
    };

    app.addHook('onReady', async () => {
      run();
      schedule();
    });
    app.addHook('onClose', async () => {
      closing.abort();
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'retention', dependencies: ['database'] },
);

import type { FastifyPluginAsync } from 'fastify';
import { csvStream } from '../../lib/csv.ts';
import { FUNNEL_CSV_COLUMNS, funnelCsvRows, readFunnel } from '../../services/console/funnel.ts';
import { serveConsole } from './serve-console.ts';

/**
 * The funnel (issue 25): counts of steps, no personal data, so reading is not audit-logged; the
 * roles are the table's (whoever reads leads' figures).
 */
const routes: FastifyPluginAsync = async (app) => {
  serveConsole(app, 'getFunnel', async (request) => readFunnel(app.db, request.query));

  serveConsole(app, 'exportFunnel', async (request, reply) => {
    const funnel = await readFunnel(app.db, request.query);
    const rows = funnelCsvRows(funnel, request.query);
    const { from, to } = request.query;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="funnel-${from}-to-${to}.csv"`)
      .send(csvStream(FUNNEL_CSV_COLUMNS, toAsync(rows)));
  });
};

async function* toAsync<T>(rows: readonly T[]): AsyncIterable<T> {
  yield* rows;
}

export default routes;

import type { FastifyPluginAsync } from 'fastify';
import {
  eraseDataRequest,
  exportDataRequest,
} from '../../services/console/data-request-actions.ts';
import { serveConsole } from './serve-console.ts';

/**
 * The export and the erasure of a confirmed data request (issue 25), for support and admins
 * (the table). Both audit-logged by the service, without the address.
 */
const routes: FastifyPluginAsync = async (app) => {
  serveConsole(app, 'exportDataRequest', async (request, reply) => {
    const { requestId } = request.params;
    const data = await exportDataRequest(app.db, requestId, {
      actor: { id: request.operator.id, email: request.operator.email },
      ip: request.ip,
    });
    // A file to save and send to the person, not a page to show.
    reply.header('content-disposition', `attachment; filename="mizan-data-${requestId}.json"`);
    return data;
  });

  serveConsole(app, 'eraseDataRequest', async (request) =>
    eraseDataRequest(app.db, request.params.requestId, {
      actor: { id: request.operator.id, email: request.operator.email },
      ip: request.ip,
      dataDir: app.deliveries.dataDir,
    }),
  );
};

export default routes;

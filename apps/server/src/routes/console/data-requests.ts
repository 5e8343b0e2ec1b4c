import type { FastifyPluginAsync } from 'fastify';
import { completeDataRequest, readDataRequestList } from '../../services/console/data-requests.ts';
import { serveConsole } from './serve-console.ts';

/** Visitors' data requests (issue 25): support and admins (the table), every action logged. */
const routes: FastifyPluginAsync = async (app) => {
  serveConsole(app, 'listDataRequests', async (request) =>
    readDataRequestList(app.db, request.query, {
      actor: { id: request.operator.id, email: request.operator.email },
      ip: request.ip,
    }),
  );

  serveConsole(app, 'completeDataRequest', async (request) =>
    completeDataRequest(app.db, request.params.requestId, request.body.note, {
      actor: { id: request.operator.id, email: request.operator.email },
      ip: request.ip,
      hashKey: app.privacyHashKey,
    }),
  );
};

export default routes;

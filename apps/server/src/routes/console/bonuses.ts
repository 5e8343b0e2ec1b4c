import type { FastifyPluginAsync } from 'fastify';
import { listBonuses, markBonusPaid } from '../../services/console/bonuses.ts';
import { readerOf } from './reader.ts';
import { serveConsole } from './serve-console.ts';

/** Bonuses due and paid (issue 24): read by whoever reads leads, paid by admins (the table). */
const routes: FastifyPluginAsync = async (app) => {
  // A list of amounts and applications (ids or references, as the role may see): no personal
  // data, so reading it is not logged.
  serveConsole(app, 'listBonuses', async (request) =>
    listBonuses(app.db, request.query, readerOf(request)),
  );

  serveConsole(app, 'markBonusPaid', async (request) =>
    markBonusPaid(app.db, request.params.applicationId, {
      actor: { id: request.operator.id, email: request.operator.email },
      ip: request.ip,
    }),
  );
};

export default routes;

import type { FastifyPluginAsync } from 'fastify';
import { listAudit } from '../../services/console/audit.ts';
import { serveConsole } from './serve-console.ts';

const routes: FastifyPluginAsync = async (app) => {
  // Reading the log is not logged in it: it holds no visitor's personal data.
  serveConsole(app, 'listAudit', async (request) => listAudit(app.db, request.query));
};

export default routes;

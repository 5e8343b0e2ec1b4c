import type { FastifyPluginAsync } from 'fastify';
import { listRetentionRuns } from '../../services/retention.ts';
import { serveConsole } from './serve-console.ts';

/** The retention job's runs (issue 25), for admins: when, and how many rows; nobody named. */
const routes: FastifyPluginAsync = async (app) => {
  serveConsole(app, 'listRetentionRuns', async (request) =>
    listRetentionRuns(app.db, request.query),
  );
};

export default routes;

import type { FastifyPluginAsync } from 'fastify';
import leadRoutes from './leads.ts';
import sessionRoutes from './sessions.ts';

/** Every route of the console's table (`@mizan/contracts/console`), each file one area. */
const consoleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(leadRoutes);
};

export default consoleRoutes;

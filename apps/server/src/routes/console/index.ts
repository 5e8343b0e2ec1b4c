import type { FastifyPluginAsync } from 'fastify';
import auditRoutes from './audit.ts';
import bankRoutes from './banks.ts';
import bonusRoutes from './bonuses.ts';
import catalogueRoutes from './catalogue.ts';
import funnelRoutes from './funnel.ts';
import dataRequestRoutes from './data-requests.ts';
import dataRequestActionRoutes from './data-request-actions.ts';
import imageRoutes from './images.ts';
import leadRoutes from './leads.ts';
import operatorRoutes from './operators.ts';
import retentionRoutes from './retention.ts';
import sessionRoutes from './sessions.ts';
import setupRoutes from './setup.ts';

/** Every route of the console's table (`@mizan/contracts/console`), each file one area. */
const consoleRoutes: FastifyPluginAsync = async (app) => {
  await app.register(setupRoutes);
  await app.register(sessionRoutes);
  await app.register(operatorRoutes);
  await app.register(auditRoutes);
  await app.register(leadRoutes);
  await app.register(imageRoutes);
  await app.register(catalogueRoutes);
  await app.register(bonusRoutes);
  await app.register(bankRoutes);
  await app.register(funnelRoutes);
  await app.register(dataRequestRoutes);
  await app.register(dataRequestActionRoutes);
  await app.register(retentionRoutes);
};

export default consoleRoutes;

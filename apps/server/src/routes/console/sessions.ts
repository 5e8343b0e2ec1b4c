import type { FastifyPluginAsync } from 'fastify';
import { signOut, signOutEverywhere } from '../../services/console/sign-out.ts';
import { clearSessionCookie } from './session-cookie.ts';
import { serveConsole } from './serve-console.ts';

const routes: FastifyPluginAsync = async (app) => {
  serveConsole(app, 'getMe', async (request) => ({
    csrfToken: request.consoleSession.csrfToken,
    operator: { email: request.operator.email, role: request.operator.role },
  }));

  serveConsole(app, 'signOut', async (request, reply) => {
    await signOut(app.db, request.consoleSession, request.ip);
    request.log.info({ operatorId: request.operator.id }, 'console sign-out');
    clearSessionCookie(reply);
  });

  serveConsole(app, 'signOutEverywhere', async (request, reply) => {
    const ended = await signOutEverywhere(app.db, request.consoleSession, request.ip);
    request.log.info({ operatorId: request.operator.id, ended }, 'console sign-out everywhere');
    clearSessionCookie(reply);
  });
};

export default routes;

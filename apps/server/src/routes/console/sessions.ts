import type { FastifyPluginAsync } from 'fastify';
import { changePassword } from '../../services/console/change-password.ts';
import { LockedOut } from '../../services/console/problems.ts';
import { signIn } from '../../services/console/sign-in.ts';
import { signOut, signOutEverywhere } from '../../services/console/sign-out.ts';
import { deviceOf, setDeviceCookie } from './device-cookie.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';
import { serveConsole } from './serve-console.ts';

const routes: FastifyPluginAsync = async (app) => {
  serveConsole(app, 'signIn', async (request, reply) => {
    try {
      const device = deviceOf(app, request);
      const signedIn = await signIn(
        app.db,
        app.secretBox,
        request.body,
        app.consoleSettings,
        request.ip,
        device,
      );
      request.log.info(
        { operatorId: signedIn.operator.id, factor: signedIn.factor },
        'console sign-in',
      );
      setSessionCookie(reply, signedIn.cookieId);
      // A fresh nonce at every sign-in: this browser is now the operator's trusted device.
      setDeviceCookie(app, reply, signedIn.operator.id);
      return {
        csrfToken: signedIn.csrfToken,
        operator: { email: signedIn.operator.email, role: signedIn.operator.role },
      };
    } catch (error) {
      if (error instanceof LockedOut) reply.header('retry-after', String(error.retryAfterS));
      // Neither the email nor the reason: the audit log has the email tried.
      request.log.info({ lockedOut: error instanceof LockedOut }, 'console sign-in refused');
      throw error;
    }
  });

  serveConsole(app, 'getMe', async (request) => ({
    csrfToken: request.consoleSession.csrfToken,
    operator: { email: request.operator.email, role: request.operator.role },
  }));

  serveConsole(app, 'changePassword', async (request, reply) => {
    try {
      const { sessionsEnded, cookieId } = await changePassword(
        app.db,
        app.secretBox,
        request.consoleSession,
        request.body,
        app.consoleSettings,
        request.ip,
        deviceOf(app, request),
      );
      request.log.info(
        { operatorId: request.operator.id, sessionsEnded },
        'console password changed',
      );
      setSessionCookie(reply, cookieId);
    } catch (error) {
      if (error instanceof LockedOut) reply.header('retry-after', String(error.retryAfterS));
      throw error;
    }
  });

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

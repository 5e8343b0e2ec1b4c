import type { FastifyPluginAsync } from 'fastify';
import { confirmSetUp, setUpPassword } from '../../services/console/setup.ts';
import { serveConsole } from './serve-console.ts';

const routes: FastifyPluginAsync = async (app) => {
  serveConsole(app, 'setUpOperator', async (request) => {
    const answer = await setUpPassword(
      app.db,
      app.secretBox,
      request.body,
      app.consoleSettings,
      request.ip,
    );
    request.log.info('console set-up: password set');
    return answer;
  });

  serveConsole(app, 'confirmSetUp', async (request) => {
    const answer = await confirmSetUp(app.db, app.secretBox, request.body, request.ip);
    request.log.info('console set-up: authenticator confirmed');
    return answer;
  });
};

export default routes;

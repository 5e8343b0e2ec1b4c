import type { FastifyPluginAsync } from 'fastify';
import {
  addOperator,
  listOperators,
  resetOperator,
  updateOperator,
} from '../../services/console/operators.ts';
import { serveConsole } from './serve-console.ts';

const routes: FastifyPluginAsync = async (app) => {
  serveConsole(app, 'listOperators', async () => ({ items: await listOperators(app.db) }));

  serveConsole(app, 'addOperator', async (request) => {
    const by = { actor: request.operator, ip: request.ip };
    const { operator, setupUrl } = await addOperator(
      app.db,
      request.body,
      by,
      app.consoleSettings.publicUrl,
    );
    request.log.info(
      { operatorId: request.operator.id, added: operator.id, role: operator.role },
      'console: operator added',
    );
    return { setupUrl };
  });

  serveConsole(app, 'updateOperator', async (request) => {
    const by = { actor: request.operator, ip: request.ip };
    const operator = await updateOperator(app.db, request.params.operatorId, request.body, by);
    request.log.info(
      {
        operatorId: request.operator.id,
        changed: operator.id,
        role: operator.role,
        disabled: operator.disabled,
      },
      'console: operator changed',
    );
    return operator;
  });

  serveConsole(app, 'resetOperator', async (request) => {
    const by = { actor: request.operator, ip: request.ip };
    const { operatorId } = request.params;
    const setupUrl = await resetOperator(app.db, operatorId, by, app.consoleSettings.publicUrl);
    request.log.info(
      { operatorId: request.operator.id, reset: operatorId },
      'console: operator reset',
    );
    return { setupUrl };
  });
};

export default routes;

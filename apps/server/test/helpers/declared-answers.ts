import type { FastifyInstance } from 'fastify';
import { routes } from '@mizan/contracts';
import { declaredStatuses } from '../../src/routes/serve.ts';

/**
 * Holds the route table to what the server answers: in the tests, an answer with a status its
 * call does not declare becomes a 500 that names the call, so the test that met it fails.
 */
export function failUndeclaredAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || declaredStatuses(routes[endpoint]).includes(reply.statusCode)) return payload;
    const status = reply.statusCode;
    reply.status(500).type('application/json');
    return JSON.stringify({
      title: 'Undeclared answer',
      detail: `${endpoint} answered ${status}, which the route table does not declare`,
      status: 500,
    });
  });
}

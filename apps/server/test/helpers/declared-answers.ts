import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { routes } from '@mizan/contracts';
import { consoleRoutes } from '@mizan/contracts/console';
import { partnerRoutes } from '@mizan/contracts/partners';
import { consoleAudience } from '../../src/routes/console/serve-console.ts';
import { partnerAudience } from '../../src/routes/partners.ts';
import { declaredStatuses, publicAudience } from '../../src/routes/serve.ts';

/** The statuses the route's call declares, in the public, the console's or the partners' table. */
function declaredFor({ endpoint, consoleEndpoint, partnerEndpoint }: FastifyContextConfig) {
  if (partnerEndpoint) return declaredStatuses(partnerRoutes[partnerEndpoint], partnerAudience);
  if (consoleEndpoint) return declaredStatuses(consoleRoutes[consoleEndpoint], consoleAudience);
  if (endpoint) return declaredStatuses(routes[endpoint], publicAudience);
  return undefined;
}

/**
 * Holds the route table to what the server answers: in the tests, an answer with a status its
 * call does not declare becomes a 500 that names the call, so the test that met it fails.
 */
export function failUndeclaredAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    const { endpoint, consoleEndpoint, partnerEndpoint } = request.routeOptions.config;
    const declared = declaredFor(request.routeOptions.config);
    if (!declared || declared.includes(reply.statusCode)) return payload;
    const status = reply.statusCode;
    reply.status(500).type('application/json');
    return JSON.stringify({
      title: 'Undeclared answer',
      detail: `${endpoint ?? consoleEndpoint ?? partnerEndpoint} answered ${status}, which the route table does not declare`,
      status: 500,
    });
  });
}

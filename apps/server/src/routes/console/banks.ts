import type { FastifyPluginAsync } from 'fastify';
import type { SignedInOperator } from '../../services/console/sessions.ts';
import {
  revokeBankSecret,
  rotateBankSecret,
  sendTestLead,
  setBankDelivery,
  type BankChangeBy,
} from '../../services/console/bank-delivery.ts';
import { listDeliveries, retryDelivery } from '../../services/console/deliveries.ts';
import { serveConsole, type ConsoleRequest } from './serve-console.ts';

const byOf = (request: { operator: SignedInOperator; ip: string }): BankChangeBy => ({
  actor: { id: request.operator.id, email: request.operator.email },
  ip: request.ip,
});

/**
 * The hand-off to the banks (issue 24): each bank's delivery method and secret, its deliveries,
 * "retry now" and "send a test lead". Logs name the operator and the bank, never the secret.
 */
const routes: FastifyPluginAsync = async (app) => {
  serveConsole(app, 'setBankDelivery', async (request) => {
    const answer = await setBankDelivery(
      app.db,
      app.secretBox,
      request.params.bankId,
      request.body,
      { allowPrivateAddresses: app.deliveries.allowPrivateAddresses },
      byOf(request),
    );
    request.log.info(
      { operatorId: request.operator.id, bankId: request.params.bankId, method: answer.method },
      'console: bank delivery set',
    );
    return answer;
  });

  /** A new secret for the bank (a rotation or a revocation), answered once, logged without it. */
  const newSecretBy =
    (change: typeof rotateBankSecret, done: string, level: 'info' | 'warn') =>
    async (request: ConsoleRequest<'rotateBankSecret' | 'revokeBankSecret'>) => {
      const answer = await change(app.db, app.secretBox, request.params.bankId, byOf(request));
      request.log[level]({ operatorId: request.operator.id, bankId: request.params.bankId }, done);
      return answer;
    };
  serveConsole(
    app,
    'rotateBankSecret',
    newSecretBy(rotateBankSecret, 'console: bank secret rotated', 'info'),
  );
  // A revocation says a secret leaked: worth a warning in the logs.
  serveConsole(
    app,
    'revokeBankSecret',
    newSecretBy(revokeBankSecret, 'console: bank secret revoked', 'warn'),
  );

  serveConsole(app, 'sendTestLead', async (request) => {
    // Queued: the outbox's trigger wakes the worker when it commits.
    return sendTestLead(app.db, request.params.bankId, byOf(request));
  });

  serveConsole(app, 'listDeliveries', async (request) => listDeliveries(app.db, request.query));

  serveConsole(app, 'retryDelivery', async (request) => {
    // Made due: every worker is told when it commits.
    return retryDelivery(app.db, request.params.deliveryId, byOf(request));
  });
};

export default routes;

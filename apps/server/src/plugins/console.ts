import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ConsoleEndpointName } from '@mizan/contracts/console';
import type { ConsoleSession, SignedInOperator } from '../services/console/sessions.ts';
import type { ConsoleSettings } from '../services/console/settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's settings (config.ts): public address, session time-outs, argon2id cost. */
    consoleSettings: ConsoleSettings;
  }
  interface FastifyRequest {
    /** The signed-in operator a console request acts for; null on public calls and elsewhere. */
    operator: SignedInOperator | null;
    /** The session the request came with (its row id and CSRF token); null as above. */
    consoleSession: ConsoleSession | null;
  }
  interface FastifyContextConfig {
    /** The call of the console's route table a route serves. */
    consoleEndpoint?: ConsoleEndpointName;
  }
}

/** What every console route needs: its settings, and a place on the request for the operator. */
export default fp(
  async function consolePlugin(app: FastifyInstance, settings: ConsoleSettings) {
    app.decorate('consoleSettings', settings);
    app.decorateRequest('operator', null);
    app.decorateRequest('consoleSession', null);
  },
  { name: 'console' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ConsoleEndpointName } from '@mizan/contracts/console';
import { keptKey } from '../lib/kept-key.ts';
import { CONSOLE_DEVICE_KEY_FILE } from '../services/console/device-cookies.ts';
import type { ConsoleSession, SignedInOperator } from '../services/console/sessions.ts';
import type { ConsoleSettings } from '../services/console/settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The console's settings (config.ts): public address, session time-outs, argon2id cost. */
    consoleSettings: ConsoleSettings;
    /** The key device cookies are signed with (services/console/device-cookies.ts). */
    consoleDeviceKey: Buffer;
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

export interface ConsolePluginOptions {
  settings: ConsoleSettings;
  /** CONSOLE_DEVICE_KEY; unset, a random key kept in `dataDir`. */
  deviceKey?: string | undefined;
  dataDir: string;
}

/**
 * What every console route needs: its settings, the device cookies' key (read or made once, when
 * the app starts), and a place on the request for the operator.
 */
export default fp(
  async function consolePlugin(app: FastifyInstance, options: ConsolePluginOptions) {
    app.decorate('consoleSettings', options.settings);
    app.decorate(
      'consoleDeviceKey',
      keptKey(options.deviceKey, options.dataDir, CONSOLE_DEVICE_KEY_FILE),
    );
    app.decorateRequest('operator', null);
    app.decorateRequest('consoleSession', null);
  },
  { name: 'console' },
);

import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ConsoleEndpointName } from '@mizan/contracts/console';
import { keptKey } from '../lib/key-file.ts';
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

type Hook = (...args: never[]) => unknown;

/** The hooks that check a console call's session, role and CSRF token (serve-console.ts). */
const consoleChecks = new WeakSet<Hook>();

/** Marks `hook` as the console's checks of a route; the guard below looks for it. */
export function asConsoleChecks<H extends Hook>(hook: H): H {
  consoleChecks.add(hook);
  return hook;
}

const CONSOLE_API = /^\/api\/console(\/|$)/;

/**
 * A route under /api/console/ without the console's checks would serve the back office to
 * anyone: a route added by hand (app.get) instead of through serveConsole, by mistake. The
 * server refuses to start rather than serve it (issue 32, point 10; decision 0033). Only the
 * hook serveConsole made counts: a route's config flag could be copied without the checks.
 */
function refuseUncheckedConsoleRoutes(route: RouteOptions) {
  if (!CONSOLE_API.test(route.url)) return;
  const hooks = [route.preValidation ?? []].flat() as Hook[];
  if (hooks.some((hook) => consoleChecks.has(hook))) return;
  throw new Error(
    `${[route.method].flat().join(',')} ${route.url} is under /api/console/ without the console's ` +
      'session, role and CSRF checks: register it with serveConsole (routes/console/serve-console.ts)',
  );
}

export interface ConsolePluginOptions {
  settings: ConsoleSettings;
  /** CONSOLE_DEVICE_KEY; unset, a random key kept in `dataDir`. */
  deviceKey?: string | undefined;
  dataDir: string;
}

/**
 * What every console route needs: its settings, the device cookies' key (read or made once, when
 * the app starts), a place on the request for the operator, and the guard that no console route
 * goes without its checks.
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
    app.addHook('onRoute', refuseUncheckedConsoleRoutes);
  },
  { name: 'console' },
);

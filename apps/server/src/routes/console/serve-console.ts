import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ANYONE,
  BACKGROUND_ACTIVITY,
  CONSOLE_ACTIVITY_HEADER,
  consoleRoutes,
  mayCall,
  type ConsoleEndpointName,
  type ConsoleRoute,
  type ConsoleRoutes,
} from '@mizan/contracts/console';
import { readCookie } from '../../lib/cookies.ts';
import { asConsoleChecks } from '../../plugins/console.ts';
import { csrfRefused, forbidden, notSignedIn } from '../../services/console/problems.ts';
import { sameSecret } from '../../services/console/secrets.ts';
import {
  findSession,
  type ConsoleSession,
  type SignedInOperator,
} from '../../services/console/sessions.ts';
import { routeServer, type Audience, type RouteHandler, type RouteRequest } from '../serve.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/** Who a request to the call `N` comes from: a signed-in operator, unless anyone may call it. */
type Caller<N extends ConsoleEndpointName> = ConsoleRoutes[N]['roles'] extends typeof ANYONE
  ? object
  : { operator: SignedInOperator; consoleSession: ConsoleSession };

/** A request to the console call `N`: its parts typed (and checked) by the table, its caller known. */
export type ConsoleRequest<N extends ConsoleEndpointName> = RouteRequest<ConsoleRoutes[N]> &
  Caller<N>;

export type ConsoleHandler<N extends ConsoleEndpointName> = RouteHandler<
  ConsoleRequest<N>,
  ConsoleRoutes[N]
>;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Polling (a read marked as background) does not count as use of the session; all else does. */
const activityOf = (request: FastifyRequest) =>
  READ_METHODS.has(request.method) &&
  request.headers[CONSOLE_ACTIVITY_HEADER] === BACKGROUND_ACTIVITY
    ? 'background'
    : 'operator';

/**
 * Who may go on: a live session (unless anyone may call the route), a role the table allows,
 * and, for a call that changes anything, the session's CSRF token in X-CSRF-Token. Runs before
 * the request is validated, so a caller who may not call the route learns nothing of its input.
 */
async function admit(app: FastifyInstance, route: ConsoleRoute, request: FastifyRequest) {
  if (route.roles === ANYONE) return;
  const cookieId = readCookie(request.headers.cookie, SESSION_COOKIE);
  const session =
    cookieId && (await findSession(app.db, cookieId, app.consoleSettings, activityOf(request)));
  if (!session) throw notSignedIn();
  if (!mayCall(route.roles, session.operator.role)) {
    request.log.info(
      { operatorId: session.operator.id, role: session.operator.role },
      'console call refused: role',
    );
    throw forbidden();
  }
  if (!READ_METHODS.has(request.method)) {
    const sent = request.headers['x-csrf-token'];
    if (typeof sent !== 'string' || !sameSecret(sent, session.csrfToken)) {
      request.log.info({ operatorId: session.operator.id }, 'console call refused: CSRF token');
      throw csrfRefused();
    }
  }
  request.operator = session.operator;
  request.consoleSession = session;
}

/**
 * The console's calls: who may call each is checked on every request (the CSRF token on every
 * change), and OpenAPI says so. Console routes are always rate-limited (plugins/rate-limits.ts)
 * and never cached or framed (plugins/security.ts).
 */
export const consoleAudience: Audience<ConsoleRoute, ConsoleEndpointName> = {
  config: (name, route) => ({ consoleEndpoint: name, changes: route.changes, sendsMail: false }),
  checks: (app, route) => asConsoleChecks((request: FastifyRequest) => admit(app, route, request)),
  problems: (route) => (route.roles === ANYONE ? [] : [401, 403]),
  description: (route) =>
    [
      route.description,
      route.roles === ANYONE
        ? 'Anyone may call it.'
        : `Roles: ${route.roles.join(', ')}.` +
          (READ_METHODS.has(route.method)
            ? ' Polling sends X-Console-Activity: background, which does not count as use of the session.'
            : " Send the session's X-CSRF-Token."),
    ]
      .filter(Boolean)
      .join(' '),
};

/** Registers the console call `name` with its handler, everything else from the console's table. */
export const serveConsole = routeServer<
  ConsoleRoute,
  ConsoleRoutes,
  { [N in ConsoleEndpointName]: ConsoleRequest<N> }
>(consoleRoutes, consoleAudience);

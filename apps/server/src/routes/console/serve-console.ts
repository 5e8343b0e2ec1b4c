import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ProblemDetailsSchema } from '@mizan/contracts';
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
import { SESSION_COOKIE } from './session-cookie.ts';

type Parsed<
  N extends ConsoleEndpointName,
  K extends 'params' | 'query' | 'body',
> = ConsoleRoutes[N] extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** Who a request to the call `N` comes from: a signed-in operator, unless anyone may call it. */
type Caller<N extends ConsoleEndpointName> = ConsoleRoutes[N]['roles'] extends typeof ANYONE
  ? object
  : { operator: SignedInOperator; consoleSession: ConsoleSession };

/** A request to the console call `N`: its parts typed (and checked) by the table, its caller known. */
export type ConsoleRequest<N extends ConsoleEndpointName> = FastifyRequest<{
  Params: Parsed<N, 'params'>;
  Querystring: Parsed<N, 'query'>;
  Body: Parsed<N, 'body'>;
}> &
  Caller<N>;

/** The success answer (written by its schema), nothing for a 204, or the reply sent by hand. */
type Answer<N extends ConsoleEndpointName> = ConsoleRoutes[N]['success'] extends {
  schema: infer S extends z.ZodType;
}
  ? z.output<S> | FastifyReply
  : ConsoleRoutes[N]['success'] extends 204
    ? void | FastifyReply
    : FastifyReply;

export type ConsoleHandler<N extends ConsoleEndpointName> = (
  request: ConsoleRequest<N>,
  reply: FastifyReply,
) => Promise<Answer<N>>;

const GENERAL_PROBLEMS = [400, 413, 415, 429, 500, 503] as const;

const successStatus = (route: ConsoleRoute) =>
  route.success === 'csv' ? 200 : route.success === 204 ? 204 : route.success.status;

/** Every status the console call may answer, by its table: 401 and 403 unless it is public. */
export function declaredConsoleStatuses(route: ConsoleRoute): number[] {
  return [
    successStatus(route),
    ...(route.problems ?? []),
    ...(route.roles === ANYONE ? [] : [401, 403]),
    ...GENERAL_PROBLEMS,
  ];
}

function responseSchemas(route: ConsoleRoute) {
  const problems = Object.fromEntries(
    [...(route.problems ?? []), ...(route.roles === ANYONE ? [] : [401, 403])].map((status) => [
      status,
      ProblemDetailsSchema,
    ]),
  );
  return {
    ...(typeof route.success === 'object' && { [route.success.status]: route.success.schema }),
    ...problems,
    '4xx': ProblemDetailsSchema,
    '5xx': ProblemDetailsSchema,
  };
}

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
 * Registers the console call `name` with its handler, everything else from the console's table:
 * method, path, schemas (validation and OpenAPI), the success status, and who may call it
 * (checked on every request, with the CSRF token on every change). Console routes are always
 * rate-limited (plugins/rate-limits.ts) and never cached or framed (plugins/security.ts).
 */
export function serveConsole<N extends ConsoleEndpointName>(
  app: FastifyInstance,
  name: N,
  handler: NoInfer<ConsoleHandler<N>>,
) {
  const route: ConsoleRoute = consoleRoutes[name];
  const status = successStatus(route);
  app.route({
    method: route.method,
    url: route.path,
    config: { consoleEndpoint: name, changes: route.changes, sendsMail: false },
    schema: {
      operationId: name,
      tags: [...route.tags],
      summary: route.summary,
      description: [
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
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      response: responseSchemas(route),
    },
    preValidation: asConsoleChecks((request: FastifyRequest) => admit(app, route, request)),
    handler: async (request, reply) => {
      reply.status(status);
      const answer = await handler(request as unknown as ConsoleRequest<N>, reply);
      if (status === 204 && answer === undefined) return reply.send();
      return answer;
    },
  });
}

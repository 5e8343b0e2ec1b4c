import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  ProblemDetailsSchema,
  routes,
  type EndpointName,
  type Route,
  type Routes,
} from '@mizan/contracts';

type Parsed<N extends EndpointName, K extends 'params' | 'query' | 'body'> = Routes[N] extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** A request to the call `N`, its parts typed (and already checked) by the route table. */
export type RouteRequest<N extends EndpointName> = FastifyRequest<{
  Params: Parsed<N, 'params'>;
  Querystring: Parsed<N, 'query'>;
  Body: Parsed<N, 'body'>;
}>;

/** What a handler gives back: the success answer (encoded, so checked and written, by its schema), or the reply it sent itself. */
type Answer<N extends EndpointName> = Routes[N]['success'] extends {
  schema: infer S extends z.ZodType;
}
  ? z.output<S> | FastifyReply
  : FastifyReply;

export type RouteHandler<N extends EndpointName> = (
  request: RouteRequest<N>,
  reply: FastifyReply,
) => Promise<Answer<N>>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call of the route table a route serves. */
    endpoint?: EndpointName;
  }
}

/** Problems any call can answer, whatever it is: bad input, too large, unsupported media type,
 * too many requests, a failure of ours, the database unavailable. */
const GENERAL_PROBLEMS = [400, 413, 415, 429, 500, 503] as const;

/** Every status the call may answer, by the route table. */
export function declaredStatuses(route: Route): number[] {
  return [
    ...(route.success === 'image' ? [200, 304] : [route.success.status]),
    ...Object.keys(route.otherAnswers ?? {}).map(Number),
    ...(route.problems ?? []),
    ...GENERAL_PROBLEMS,
  ];
}

/** Fastify's response schemas: the success answer, any other, then every problem. */
function responseSchemas(route: Route) {
  const problems = Object.fromEntries(
    (route.problems ?? []).map((status) => [status, ProblemDetailsSchema]),
  );
  return {
    ...(route.success !== 'image' && { [route.success.status]: route.success.schema }),
    ...route.otherAnswers,
    ...problems,
    '4xx': ProblemDetailsSchema,
    '5xx': ProblemDetailsSchema,
  };
}

/**
 * Registers the call `name` of the route table with its handler. Everything but the handler
 * comes from the table: method, path, schemas (so validation and OpenAPI), the success status,
 * and whether the call changes anything (so its rate limit).
 */
export function serve<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  handler: NoInfer<RouteHandler<N>>,
) {
  const route: Route = routes[name];
  const status = route.success === 'image' ? 200 : route.success.status;
  app.route({
    method: route.method,
    url: route.path,
    config: {
      endpoint: name,
      changes: route.changes,
      sendsMail: route.sendsMail ?? false,
      limited: route.limited ?? false,
      calculates: route.calculates ?? false,
    },
    schema: {
      operationId: name,
      tags: [...route.tags],
      summary: route.summary,
      ...(route.description && { description: route.description }),
      ...(route.params && { params: route.params }),
      ...(route.query && { querystring: route.query }),
      ...(route.body && { body: route.body }),
      response: responseSchemas(route),
    },
    handler: (request, reply) => {
      reply.status(status);
      return handler(request as RouteRequest<N>, reply);
    },
  });
}

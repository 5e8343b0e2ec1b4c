import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import type { z } from 'zod';
import {
  ProblemDetailsSchema,
  routes,
  type EndpointName,
  type HttpMethod,
  type Route,
  type Routes,
} from '@mizan/contracts';

/**
 * A call as any of the route tables declares it (the public API's, the console's, the banks'):
 * all that registering it needs.
 */
export interface TableRoute {
  method: HttpMethod;
  path: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** JSON with its status; the bytes of an image; a CSV file streamed; 204 with no body. */
  success: { status: number; schema: z.ZodType } | 'image' | 'csv' | 204;
  /** Other answers that are not problems (health's 503). */
  otherAnswers?: Readonly<Record<number, z.ZodType>>;
  problems?: readonly number[];
}

type Parsed<R, K extends 'params' | 'query' | 'body'> = R extends {
  [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** A request to the call `R`, its parts typed (and already checked) by its table. */
export type RouteRequest<R> = FastifyRequest<{
  Params: Parsed<R, 'params'>;
  Querystring: Parsed<R, 'query'>;
  Body: Parsed<R, 'body'>;
}>;

/**
 * The success answer (encoded, so checked and written, by its schema: a handler gives the decoded
 * form, `ae`, and the wire gets `AE`), nothing for a 204, or the reply sent by hand.
 */
type Answer<R extends TableRoute> = R['success'] extends { schema: infer S extends z.ZodType }
  ? z.output<S> | FastifyReply
  : R['success'] extends 204
    ? void | FastifyReply
    : FastifyReply;

export type RouteHandler<Request, R extends TableRoute> = (
  request: Request,
  reply: FastifyReply,
) => Promise<Answer<R>>;

/**
 * Who a table's calls are for, and what that adds to each of its routes: the route's config
 * (which table's call it is: rate limits and tests read it), checks before the request is
 * validated (the console's session, role and CSRF token), the statuses those checks answer, the
 * description OpenAPI shows, and other route options (the banks' raw body).
 */
export interface Audience<R extends TableRoute, Name extends string = string> {
  config: (name: Name, route: R) => FastifyContextConfig;
  checks?: (app: FastifyInstance, route: R) => NonNullable<RouteOptions['preValidation']>;
  problems?: (route: R) => number[];
  description?: (route: R) => string | undefined;
  options?: Pick<RouteOptions, 'bodyLimit' | 'validatorCompiler'>;
}

/** Problems any call can answer, whatever it is: bad input, too large, unsupported media type,
 * too many requests, a failure of ours, the database unavailable. */
const GENERAL_PROBLEMS = [400, 413, 415, 429, 500, 503] as const;

const successStatus = ({ success }: TableRoute) =>
  success === 'image' || success === 'csv' ? 200 : success === 204 ? 204 : success.status;

/** Every status the call may answer, by its table and its audience's checks. */
export function declaredStatuses<R extends TableRoute>(
  route: R,
  audience: Pick<Audience<R>, 'problems'>,
) {
  return [
    successStatus(route),
    ...(route.success === 'image' ? [304] : []),
    ...Object.keys(route.otherAnswers ?? {}).map(Number),
    ...(route.problems ?? []),
    ...(audience.problems?.(route) ?? []),
    ...GENERAL_PROBLEMS,
  ];
}

/** Fastify's response schemas: the success answer, any other, then every problem. */
function responseSchemas<R extends TableRoute>(route: R, audience: Pick<Audience<R>, 'problems'>) {
  const problems = Object.fromEntries(
    [...(route.problems ?? []), ...(audience.problems?.(route) ?? [])].map((status) => [
      status,
      ProblemDetailsSchema,
    ]),
  );
  return {
    ...(typeof route.success === 'object' && { [route.success.status]: route.success.schema }),
    ...route.otherAnswers,
    ...problems,
    '4xx': ProblemDetailsSchema,
    '5xx': ProblemDetailsSchema,
  };
}

/**
 * The `serve` of a table: it registers the call `name` with its handler, everything but the
 * handler from the table (method, path, schemas, so validation and OpenAPI, the success status)
 * and the audience (config, checks). `Requests` types each call's request, when the audience
 * knows more of it than its table (the console's signed-in operator, the banks' raw body).
 */
export function routeServer<
  R extends TableRoute,
  T extends { [N in keyof T]: R },
  Requests extends { [N in keyof T]: FastifyRequest } = { [N in keyof T]: RouteRequest<T[N]> },
>(table: T, audience: Audience<R, keyof T & string>) {
  return function serve<N extends keyof T & string>(
    app: FastifyInstance,
    name: N,
    handler: NoInfer<RouteHandler<Requests[N], T[N]>>,
  ) {
    const route: R = table[name];
    // Whatever reaches the handler has passed the checks (the audience's, then the schemas'),
    // which make it the request its call's handler is written for.
    const handle = handler as RouteHandler<FastifyRequest, T[N]>;
    const status = successStatus(route);
    const description = audience.description ? audience.description(route) : route.description;
    app.route({
      method: route.method,
      url: route.path,
      ...audience.options,
      config: audience.config(name, route),
      schema: {
        operationId: name,
        tags: [...route.tags],
        summary: route.summary,
        ...(description && { description }),
        ...(route.params && { params: route.params }),
        ...(route.query && { querystring: route.query }),
        ...(route.headers && { headers: route.headers }),
        ...(route.body && { body: route.body }),
        response: responseSchemas(route, audience),
      },
      ...(audience.checks && { preValidation: audience.checks(app, route) }),
      handler: async (request, reply) => {
        reply.status(status);
        const answer = await handle(request, reply);
        if (status === 204 && answer === undefined) return reply.send();
        return answer;
      },
    });
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call of the route table a route serves. */
    endpoint?: EndpointName;
  }
}

/** The public API's calls: anyone may make them; what they change sets their rate limit. */
export const publicAudience: Audience<Route, EndpointName> = {
  config: (name, route) => ({
    endpoint: name,
    changes: route.changes,
    sendsMail: route.sendsMail ?? false,
    limited: route.limited ?? false,
    calculates: route.calculates ?? false,
  }),
};

/** Registers the call `name` of the public route table with its handler. */
export const serve = routeServer<Route, Routes>(routes, publicAudience);

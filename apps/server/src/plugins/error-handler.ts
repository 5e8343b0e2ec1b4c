import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ProblemDetails } from '@mizan/contracts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { Problem } from '../lib/problem.ts';
import { API_HEADERS } from './security.ts';

const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** Longest path parameter the router accepts (Fastify's maxParamLength; ids are far shorter). */
export const MAX_PARAM_LENGTH = 100;

/** How long a caller is asked to wait while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** "body.customer.customerId" from the validator's "/customer/customerId". */
function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (context === 'body' || context === undefined) return path || 'body';
  return path ? `${context}.${path}` : context;
}

const ROUTE_CONTEXT: Record<string, string> = { querystring: 'query', params: 'path' };

const internalError = (): ProblemDetails => ({
  title: 'Internal Server Error',
  detail: 'Something went wrong on our side. Please try again in a moment.',
  status: 500,
});

/**
 * Problem details for a request the router refused before any route ran. The details are fixed
 * texts: the raw address may hold control characters or bidirectional overrides, and is never
 * repeated back.
 */
function routerProblem(code: string | undefined): ProblemDetails {
  if (code === 'FST_ERR_BAD_URL') {
    return {
      title: 'Bad request',
      detail: 'The address is not valid: it holds a malformed percent-encoding.',
      status: 400,
    };
  }
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return {
      title: 'URI too long',
      detail: `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.`,
      status: 414,
    };
  }
  return internalError();
}

/**
 * Every problem answer carries the API's security headers itself: some are sent from places
 * where the onRequest hook that normally sets them never ran.
 */
function sendProblem(reply: FastifyReply, problem: ProblemDetails) {
  return reply.headers(API_HEADERS).status(problem.status).type(PROBLEM_TYPE).send(problem);
}

/**
 * Fastify's `frameworkErrors` option: a bad percent-encoding or an over-long path parameter is
 * found by the router, before hooks and the error handler.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const problem = routerProblem(error.code);
  if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status: problem.status, title: problem.title }, 'request rejected');
  return sendProblem(reply, problem);
}

/** Answers of Node's HTTP parser's refusals, keyed by its error code. */
const CLIENT_ERRORS: Record<string, ProblemDetails> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    title: 'Request timeout',
    detail: 'The request took too long to arrive.',
    status: 408,
  },
  HPE_HEADER_OVERFLOW: {
    title: 'Request header fields too large',
    detail: 'The request headers are too large.',
    status: 431,
  },
};
const MALFORMED_REQUEST: ProblemDetails = {
  title: 'Bad request',
  detail: 'The request is not well-formed HTTP (for example, more body than its Content-Length).',
  status: 400,
};

/**
 * Fastify's `clientErrorHandler` option: a request Node's HTTP parser could not read never
 * becomes a request object, so the answer is written to the socket by hand, and the connection
 * is closed (what follows on it cannot be trusted to start a request).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const problem = (error.code && CLIENT_ERRORS[error.code]) || MALFORMED_REQUEST;
  if (socket.writable) {
    const body = JSON.stringify(problem);
    const headers = {
      ...API_HEADERS,
      'content-type': PROBLEM_TYPE,
      'content-length': Buffer.byteLength(body),
      connection: 'close',
    };
    const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}\r\n${head.join('')}\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The answer for an error thrown or passed on by a hook or route. */
function problemFor(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof Problem) {
    const problem: ProblemDetails = {
      title: error.title,
      detail: error.detail,
      status: error.status,
    };
    if (error.errors) problem.errors = error.errors;
    return problem;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext;
    const errors = error.validation.map((issue) => ({
      field: fieldName(context && (ROUTE_CONTEXT[context] ?? context), issue.instancePath),
      message: issue.message ?? 'is invalid',
    }));
    return {
      title: 'Invalid request',
      detail: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
      status: 400,
      errors,
    };
  }
  if (error.statusCode === 429) {
    // Thrown by the rate limiter (a plain object), which has already set Retry-After.
    const limited = error as unknown as { title?: string; detail?: string };
    return {
      title: limited.title ?? 'Too many requests',
      detail: limited.detail ?? 'Too many requests. Please try again later.',
      status: 429,
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type, body too large...) have
    // fixed messages; anything else might quote the request, so it gets a general one.
    return {
      title: 'Bad request',
      detail: error.code?.startsWith('FST_') ? error.message : 'The request could not be read.',
      status: error.statusCode,
    };
  }
  if (isDatabaseUnavailable(error)) {
    // Nothing was wrong with the request: the same call will work once the database is back.
    request.log.error({ err: error }, 'request failed: database unavailable');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return {
      title: 'Service unavailable',
      detail: 'We cannot reach our database right now. Please try again in a moment.',
      status: 503,
    };
  }
  request.log.error({ err: error }, 'request failed');
  return internalError();
}

/**
 * One error handler for the whole API: every failure is RFC 9457 problem details. 4xx explain
 * what was wrong with the request without repeating it; 5xx say nothing about the server's
 * insides. The router's and the HTTP parser's refusals, which never reach this handler, are
 * answered by frameworkErrors and clientErrorHandler above (Fastify constructor options).
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const problem = problemFor(error, request, reply);
    if (problem.status < 500)
      request.log.info({ status: problem.status, title: problem.title }, 'request rejected');
    return sendProblem(reply, problem);
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, {
      title: 'Not found',
      // The method only: the path is the caller's raw input.
      detail: `There is nothing at this address for ${request.method}.`,
      status: 404,
    }),
  );
});

import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldPath, type Language, type ProblemDetails, type RequestPart } from '@mizan/contracts';
import { isDatabaseUnavailable } from '../db/client.ts';
import { fieldList, Problem } from '../lib/problem.ts';
import { validationMessage } from '../lib/validation-messages.ts';
import { t, type TextKey } from '../texts/index.ts';
import { languageOf } from './language.ts';
import { API_HEADERS, varyOnLanguage } from './security.ts';

const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** Longest path parameter the router accepts (Fastify's maxParamLength; ids are far shorter). */
export const MAX_PARAM_LENGTH = 100;

/** How long a caller is asked to wait while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The request part each of Fastify's validation contexts checks. */
const REQUEST_PART: Record<string, RequestPart> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'header',
};

/** A validator's JSON-pointer path ("/2/response") as segments: digits are a list index. */
const segmentsOf = (instancePath: string) =>
  instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

/**
 * A field by the API's one naming convention (contracts' fieldPath), from the validator's
 * context and path: "/customer/customerId" in the body is body.customer.customerId,
 * "/2/response" body[2].response.
 */
function fieldName(context: string | undefined, instancePath: string): string {
  return fieldPath(REQUEST_PART[context ?? 'body'] ?? 'body', segmentsOf(instancePath));
}

/** What the request sent in the part each validation context checks. */
const SENT: Record<string, (request: FastifyRequest) => unknown> = {
  body: (request) => request.body,
  querystring: (request) => request.query,
  params: (request) => request.params,
  headers: (request) => request.headers,
};

/**
 * Whether the request has no value where a check failed (a missing field reads "is required").
 * Inside a value the schema had already transformed (a list split from a string), the value is
 * there.
 */
function isAbsent(request: FastifyRequest, context: string | undefined, instancePath: string) {
  let node = (SENT[context ?? 'body'] ?? SENT.body!)(request);
  for (const segment of segmentsOf(instancePath)) {
    if (node === null || typeof node !== 'object') return false;
    if (!Object.hasOwn(node, segment)) return true;
    node = (node as Record<string | number, unknown>)[segment];
  }
  return node === undefined;
}

/** A problem of the server's own, in the caller's language: `key`'s title and detail. */
function fixed(
  status: number,
  key: 'internalError' | 'serviceUnavailable' | 'tooManyRequests',
  language: Language,
): ProblemDetails {
  return {
    title: t(language, `problems.${key}.title`),
    detail: t(language, `problems.${key}.detail`),
    status,
  };
}

/** What was wrong with a bad request (problems.badRequest.*, but its title). */
type BadRequestKey = Exclude<
  Extract<TextKey, `problems.badRequest.${string}`>,
  'problems.badRequest.title'
>;

/** A request refused as bad (400, or Fastify's own status for it), saying what was wrong. */
const badRequest = (status: number, detail: BadRequestKey, language: Language) => ({
  title: t(language, 'problems.badRequest.title'),
  detail: t(language, detail),
  status,
});

const internalError = (language: Language): ProblemDetails => fixed(500, 'internalError', language);

/**
 * Problem details for a request the router refused before any route ran. The details are fixed
 * texts: the raw address may hold control characters or bidirectional overrides, and is never
 * repeated back.
 */
function routerProblem(code: string | undefined, language: Language): ProblemDetails {
  if (code === 'FST_ERR_BAD_URL') return badRequest(400, 'problems.badRequest.badUrl', language);
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return {
      title: t(language, 'problems.uriTooLong.title'),
      detail: t(language, 'problems.uriTooLong.detail', { max: MAX_PARAM_LENGTH }),
      status: 414,
    };
  }
  return internalError(language);
}

/**
 * Fastify's own refusals of a request body, by their code. Anything else reads as the general
 * one: its message might quote the request.
 */
const FASTIFY_ERRORS: Readonly<Record<string, BadRequestKey>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'problems.badRequest.emptyJsonBody',
  FST_ERR_CTP_INVALID_JSON_BODY: 'problems.badRequest.invalidJsonBody',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'problems.badRequest.invalidMediaType',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'problems.badRequest.invalidContentLength',
  FST_ERR_CTP_BODY_TOO_LARGE: 'problems.badRequest.bodyTooLarge',
};

/**
 * Every problem answer carries the API's security headers itself: some are sent from places
 * where the onRequest hook that normally sets them never ran.
 */
function sendProblem(reply: FastifyReply, problem: ProblemDetails) {
  reply.headers(API_HEADERS);
  varyOnLanguage(reply);
  return reply.status(problem.status).type(PROBLEM_TYPE).send(problem);
}

/**
 * Fastify's `frameworkErrors` option: a bad percent-encoding or an over-long path parameter is
 * found by the router, before hooks and the error handler.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A bare request (no decorators) reaches here: the language is read from its headers.
  const problem = routerProblem(error.code, languageOf(request.headers));
  if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status: problem.status, title: problem.title }, 'request rejected');
  return sendProblem(reply, problem);
}

/**
 * Answers of Node's HTTP parser's refusals, keyed by its error code. English: a request the
 * parser could not read has no headers to tell its language by.
 */
const CLIENT_ERRORS: Record<string, ProblemDetails> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    title: t('en', 'problems.requestTimeout.title'),
    detail: t('en', 'problems.requestTimeout.detail'),
    status: 408,
  },
  HPE_HEADER_OVERFLOW: {
    title: t('en', 'problems.headersTooLarge.title'),
    detail: t('en', 'problems.headersTooLarge.detail'),
    status: 431,
  },
};
const MALFORMED_REQUEST = badRequest(400, 'problems.badRequest.malformed', 'en');

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
function problemFor(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): ProblemDetails {
  const language = request.language;
  if (error instanceof Problem) return error.details(language);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = error.validationContext;
    const errors = error.validation.map((issue) => ({
      field: fieldName(context, issue.instancePath),
      message: validationMessage(issue, language, isAbsent(request, context, issue.instancePath)),
    }));
    return {
      title: t(language, 'problems.invalidRequest'),
      detail: fieldList(errors, language),
      status: 400,
      errors,
    };
  }
  if (error.statusCode === 429) {
    // Thrown by the rate limiter (a plain object, written in the request's language by
    // plugins/rate-limits.ts), which has already set Retry-After.
    const limited = error as unknown as { title?: string; detail?: string };
    const general = fixed(429, 'tooManyRequests', language);
    return {
      ...general,
      title: limited.title ?? general.title,
      detail: limited.detail ?? general.detail,
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type, body too large...) are
    // worded by their code; anything else might quote the request, so it gets a general one.
    const detail =
      (Object.hasOwn(FASTIFY_ERRORS, error.code) && FASTIFY_ERRORS[error.code]) ||
      'problems.badRequest.unreadable';
    return badRequest(error.statusCode, detail, language);
  }
  if (isDatabaseUnavailable(error)) {
    // Nothing was wrong with the request: the same call will work once the database is back.
    request.log.error({ err: error }, 'request failed: database unavailable');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return fixed(503, 'serviceUnavailable', language);
  }
  request.log.error({ err: error }, 'request failed');
  return internalError(language);
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
      title: t(request.language, 'problems.notFound.route.title'),
      // The method only: the path is the caller's raw input.
      detail: t(request.language, 'problems.notFound.route.detail', { method: request.method }),
      status: 404,
    }),
  );
});

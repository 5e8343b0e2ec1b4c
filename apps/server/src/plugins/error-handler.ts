import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldPath, type Language, type ProblemDetails, type RequestPart } from '@mizan/contracts';
import { isDatabaseUnavailable } from '../db/client.ts';
import type { Localized } from '../lib/localized.ts';
import { Problem } from '../lib/problem.ts';
import { validationMessage } from '../lib/validation-messages.ts';
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

/**
 * A field by the API's one naming convention (contracts' fieldPath), from the validator's
 * context and JSON-pointer path: "/customer/customerId" in the body is body.customer.customerId,
 * "/2/response" body[2].response (a segment of digits is a list index).
 */
function fieldName(context: string | undefined, instancePath: string): string {
  const segments = instancePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  return fieldPath(REQUEST_PART[context ?? 'body'] ?? 'body', segments);
}

/** A problem of the server's own, in the caller's language. */
const fixed = (status: number, title: Localized, detail: Localized, language: Language) => ({
  title: title[language],
  detail: detail[language],
  status,
});

const BAD_REQUEST = { en: 'Bad request', ar: 'طلب غير صالح' };

const internalError = (language: Language): ProblemDetails =>
  fixed(
    500,
    { en: 'Internal Server Error', ar: 'خطأ في الخادم' },
    {
      en: 'Something went wrong on our side. Please try again in a moment.',
      ar: 'حدث خطأ من جانبنا. يرجى المحاولة مرة أخرى بعد قليل.',
    },
    language,
  );

/**
 * Problem details for a request the router refused before any route ran. The details are fixed
 * texts: the raw address may hold control characters or bidirectional overrides, and is never
 * repeated back.
 */
function routerProblem(code: string | undefined, language: Language): ProblemDetails {
  if (code === 'FST_ERR_BAD_URL') {
    return fixed(
      400,
      BAD_REQUEST,
      {
        en: 'The address is not valid: it holds a malformed percent-encoding.',
        ar: 'العنوان غير صالح: فيه ترميز نسبة مئوية (percent-encoding) غير سليم.',
      },
      language,
    );
  }
  if (code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return fixed(
      414,
      { en: 'URI too long', ar: 'العنوان طويل جداً' },
      {
        en: `A part of the address is longer than ${MAX_PARAM_LENGTH} characters.`,
        ar: `أحد أجزاء العنوان أطول من ${MAX_PARAM_LENGTH} حرف.`,
      },
      language,
    );
  }
  return internalError(language);
}

/**
 * Fastify's own refusals of a request body, in Arabic; their English texts are Fastify's fixed
 * messages. Anything else reads as the general one.
 */
const ARABIC_FASTIFY_ERRORS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'نص الطلب فارغ، ونوع محتواه application/json.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'نص الطلب ليس JSON صالحاً.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'نوع محتوى الطلب غير مدعوم.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'طول المحتوى المعلن لا يطابق نص الطلب.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'نص الطلب أكبر من الحجم المسموح به.',
};
const ARABIC_UNREADABLE = 'تعذّرت قراءة الطلب.';

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
 * Answers of Node's HTTP parser's refusals, keyed by its error code. English only: a request the
 * parser could not read has no headers to tell its language by.
 */
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
      message: validationMessage(issue, language),
    }));
    return {
      title: { en: 'Invalid request', ar: 'طلب غير صالح' }[language],
      detail: errors.map((e) => `${e.field}: ${e.message}`).join(language === 'ar' ? '؛ ' : '; '),
      status: 400,
      errors,
    };
  }
  if (error.statusCode === 429) {
    // Thrown by the rate limiter (a plain object, written in the request's language by
    // plugins/rate-limits.ts), which has already set Retry-After.
    const limited = error as unknown as { title?: string; detail?: string };
    const general = fixed(
      429,
      { en: 'Too many requests', ar: 'طلبات كثيرة جداً' },
      {
        en: 'Too many requests. Please try again later.',
        ar: 'طلبات كثيرة جداً. يرجى المحاولة مرة أخرى لاحقاً.',
      },
      language,
    );
    return {
      ...general,
      title: limited.title ?? general.title,
      detail: limited.detail ?? general.detail,
    };
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors (malformed JSON, wrong content type, body too large...) have
    // fixed messages; anything else might quote the request, so it gets a general one.
    const fastifyOwn = error.code?.startsWith('FST_') ?? false;
    const detail =
      language === 'ar'
        ? (fastifyOwn && ARABIC_FASTIFY_ERRORS[error.code]) || ARABIC_UNREADABLE
        : fastifyOwn
          ? error.message
          : 'The request could not be read.';
    return { title: BAD_REQUEST[language], detail, status: error.statusCode };
  }
  if (isDatabaseUnavailable(error)) {
    // Nothing was wrong with the request: the same call will work once the database is back.
    request.log.error({ err: error }, 'request failed: database unavailable');
    reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    return fixed(
      503,
      { en: 'Service unavailable', ar: 'الخدمة غير متاحة مؤقتاً' },
      {
        en: 'We cannot reach our database right now. Please try again in a moment.',
        ar: 'يتعذّر علينا الوصول إلى قاعدة بياناتنا حالياً. يرجى المحاولة مرة أخرى بعد قليل.',
      },
      language,
    );
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
    sendProblem(
      reply,
      fixed(
        404,
        { en: 'Not found', ar: 'غير موجود' },
        // The method only: the path is the caller's raw input.
        {
          en: `There is nothing at this address for ${request.method}.`,
          ar: `لا يوجد شيء على هذا العنوان للطريقة ${request.method}.`,
        },
        request.language,
      ),
    ),
  );
});

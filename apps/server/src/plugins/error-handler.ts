import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ProblemDetails } from '@mizan/contracts';
import { Problem } from '../lib/problem.ts';

const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';

/** "body.customer.customerId" from the validator's "/customer/customerId". */
function fieldName(context: string | undefined, instancePath: string): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (context === 'body' || context === undefined) return path || 'body';
  return path ? `${context}.${path}` : context;
}

const ROUTE_CONTEXT: Record<string, string> = { querystring: 'query', params: 'path' };

/**
 * One error handler for the whole API: every failure is RFC 9457 problem details. 4xx explain
 * what was wrong with the request; 5xx say nothing about the server's insides.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let problem: ProblemDetails;

    if (error instanceof Problem) {
      problem = { title: error.title, detail: error.detail, status: error.status };
      if (error.errors) problem.errors = error.errors;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext;
      const errors = error.validation.map((issue) => ({
        field: fieldName(context && (ROUTE_CONTEXT[context] ?? context), issue.instancePath),
        message: issue.message ?? 'is invalid',
      }));
      problem = {
        title: 'Invalid request',
        detail: errors.map((e) => `${e.field}: ${e.message}`).join('; '),
        status: 400,
        errors,
      };
    } else if (error.statusCode === 429) {
      // Thrown by the rate limiter (a plain object), which has already set Retry-After.
      const limited = error as unknown as { title?: string; detail?: string };
      problem = {
        title: limited.title ?? 'Too many requests',
        detail: limited.detail ?? 'Too many requests. Please try again later.',
        status: 429,
      };
    } else if (
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large...
      problem = {
        title: 'Bad request',
        detail: error.message || 'The request could not be read.',
        status: error.statusCode,
      };
    } else {
      request.log.error({ err: error }, 'request failed');
      problem = {
        title: 'Internal Server Error',
        detail: 'Something went wrong on our side. Please try again in a moment.',
        status: 500,
      };
    }

    if (problem.status < 500)
      request.log.info({ status: problem.status, title: problem.title }, 'request rejected');
    return reply.status(problem.status).type(PROBLEM_TYPE).send(problem);
  });

  app.setNotFoundHandler((request, reply) => {
    const problem: ProblemDetails = {
      title: 'Not found',
      detail: `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
      status: 404,
    };
    return reply.status(404).type(PROBLEM_TYPE).send(problem);
  });
});

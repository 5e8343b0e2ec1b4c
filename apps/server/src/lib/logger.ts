import type { FastifyServerOptions } from 'fastify';
import { scrubPersonalData } from './scrub.ts';

/**
 * pino settings: request ids on every line, no bodies, no query strings (they can carry ids and
 * choices), and free text scrubbed of emails and phone numbers. Names never reach a log line
 * because no code logs a payload.
 */
export function loggerOptions(
  level = 'info',
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        // The console's secrets, should any object holding one ever be logged.
        '*.password',
        '*.code',
        '*.token',
        '*.csrfToken',
        '*.email',
        '*.name',
        '*.fullName',
        '*.mobileNumber',
        '*.to',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        method: request.method,
        url: request.url.split('?')[0],
        id: request.id,
      }),
      err: (error: Error & { code?: string; statusCode?: number }) => ({
        type: error.name,
        code: error.code,
        statusCode: error.statusCode,
        message: scrubPersonalData(error.message ?? ''),
        stack: scrubPersonalData(error.stack ?? ''),
      }),
    },
  };
}

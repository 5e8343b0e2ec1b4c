import { createHmac, hkdfSync } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { scrubPersonalData } from './scrub.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * The path of a request as a log line keeps it: every id in it (an application id or customer id
 * is a key to the applicant, decision 0031) replaced by `id-` and 16 hex digits of a keyed hash,
 * the same for the same id, so that the lines of one visitor still link.
 */
export function loggedPath(url: string, idKey: Buffer): string {
  const path = url.split('?')[0] ?? '';
  return path.replace(
    UUID,
    (id) => `id-${createHmac('sha256', idKey).update(id.toLowerCase()).digest('hex').slice(0, 16)}`,
  );
}

/** The key of loggedPath's hash: derived from the privacy hash key, for this use alone. */
export const logIdKey = (privacyKey: Buffer): Buffer =>
  Buffer.from(hkdfSync('sha256', privacyKey, '', 'mizan logged id v1', 32));

/**
 * pino settings: request ids on every line, no bodies, no query strings (they can carry ids and
 * choices), no ids in paths (loggedPath), and free text scrubbed of emails and phone numbers.
 * Names never reach a log line because no code logs a payload.
 */
export function loggerOptions(
  level: string,
  privacyKey: Buffer,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  const idKey = logIdKey(privacyKey);
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
        url: loggedPath(request.url, idKey),
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

import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { languageFromAcceptLanguage, type Language } from '@mizan/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** From Accept-Language: 'ar' for any ar* tag preferred over English, else 'en'. */
    language: Language;
  }
}

/** The language a request's headers ask for. */
export function languageOf(headers: IncomingHttpHeaders): Language {
  const header = headers['accept-language'];
  // The web client sends exactly 'en' or 'ar': those need no parsing.
  if (header === 'ar' || header === 'en') return header;
  return languageFromAcceptLanguage(header);
}

/**
 * `request.language`. A getter, not an onRequest hook: it is there wherever an answer is written,
 * including answers given without the hooks (the rate limiter, the not-found handler), and costs
 * nothing on calls that have no text to choose. The router's own refusals (frameworkErrors) get
 * a bare request without decorators: they call languageOf themselves.
 */
export default fp(
  async function language(app: FastifyInstance) {
    app.decorateRequest('language', {
      getter(this: { headers: IncomingHttpHeaders }): Language {
        return languageOf(this.headers);
      },
    });
  },
  { name: 'language' },
);

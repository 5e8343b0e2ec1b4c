import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

export interface SecurityOptions {
  /** Origins allowed to call the API from a browser; empty = same origin only. */
  corsOrigins: string[];
}

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // Scripts only from our own origin: never inline, never eval.
  "script-src 'self'",
  // Inline style attributes (set by UI libraries) are allowed; inline scripts never are.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Headers for pages (the web app, the API docs), computed once (a per-request middleware chain
 * such as helmet's costs a measurable share of a fast route).
 */
export const DOCUMENT_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/**
 * API answers (and the web build's assets, below) are never a page: nothing in them runs, loads or is framed, so the document
 * policies have nothing to govern. What still matters for data stays: no content at all if one
 * is ever opened as a page, never framed, never sniffed, never read from another origin, HTTPS
 * only. Half the bytes of DOCUMENT_HEADERS, on the calls made most (measured: the full set costs
 * a bare route about a quarter of its requests per second).
 */
export const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': DOCUMENT_HEADERS['strict-transport-security'],
  'x-content-type-options': 'nosniff',
  'referrer-policy': DOCUMENT_HEADERS['referrer-policy'],
  'cross-origin-resource-policy': 'same-origin',
} as const;

const isApiCall = (url: string) =>
  (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/geoIp2/');

/**
 * The web build's files other than its pages: scripts, styles, fonts and images (hashed under
 * /assets/, and first-paint.js and the icon at the root). They are never a page either: a script
 * or a stylesheet obeys the policies of the page that loads it, not its own, so they get the same
 * short set as API answers. About 600 bytes less on each of the files of a first view over
 * HTTP/1.1 (issue 15, docs/decisions/0015).
 */
const isWebAsset = (url: string) =>
  url.startsWith('/assets/') || /^\/[\w.-]+\.(js|css|svg|png|ico|woff2)(\?|$)/.test(url);

/**
 * Adds Accept-Language to the answer's Vary (keeping what is there, such as CORS's Origin). Every
 * API answer can be written in the caller's language, if only as problem details, so a cache
 * must never give one language's answer to a request for the other.
 */
export function varyOnLanguage(reply: FastifyReply) {
  const current = reply.getHeader('vary');
  const fields = String(current ?? '')
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.some((field) => field === '*' || field.toLowerCase() === 'accept-language')) return;
  reply.header('vary', [...fields, 'Accept-Language'].join(', '));
}

/**
 * The console's pages and answers show visitors' personal data: never kept by a cache (the
 * browser's back button included) and never framed, whatever answers (issue 22).
 */
export const CONSOLE_HEADERS = {
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
} as const;

const isConsole = (url: string) =>
  url === '/console' ||
  url.startsWith('/console/') ||
  url.startsWith('/console?') ||
  url.startsWith('/api/console/') ||
  url.startsWith('/api/console?') ||
  url === '/api/console';

/** Security headers on every answer, and CORS closed unless origins are configured. */
export default fp(
  async function security(app: FastifyInstance, options: SecurityOptions) {
    // Callback style: an async hook costs a promise on every request.
    app.addHook('onRequest', (request, reply, done) => {
      if (isApiCall(request.url)) {
        reply.headers(API_HEADERS);
        // Set, not merged: nothing has written a Vary yet at this point.
        reply.header('vary', 'Accept-Language');
      } else if (isWebAsset(request.url)) {
        reply.headers(API_HEADERS);
      } else {
        reply.headers(DOCUMENT_HEADERS);
      }
      if (isConsole(request.url)) reply.headers(CONSOLE_HEADERS);
      done();
    });
    // Same origin needs no CORS headers: without configured origins the plugin (a hook on
    // every request) is left out, and a browser refuses other origins' reads on its own.
    if (options.corsOrigins.length === 0) return;
    await app.register(cors, {
      origin: options.corsOrigins,
      methods: ['GET', 'POST', 'PUT'],
      allowedHeaders: ['Content-Type', 'X-Country-Key', 'Accept-Language'],
    });
  },
  { name: 'security' },
);

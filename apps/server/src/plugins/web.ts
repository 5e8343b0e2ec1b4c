import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Where `npm run build -w @mizan/web` writes the site. */
export const DEFAULT_WEB_ROOT = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Paths that belong to the API: never answered with the site. */
const API_PATH = /^\/(?:api|geoIp2)(?:\/|$)/;
/** A request for a file (a script chunk, an image) that does not exist is a 404, not the page. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;

/** Hashed assets never change; the page must be revalidated so a deploy shows at once. */
function cacheControlFor(filePath: string): string {
  if (/[/\\]assets[/\\]/.test(filePath)) return 'public, max-age=31536000, immutable';
  if (filePath.endsWith('index.html')) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * client routes (/help-and-support, /congratulations...) answered with index.html.
 */
export default fp(
  async function web(app: FastifyInstance, options: { root: string }) {
    if (!existsSync(path.join(options.root, 'index.html'))) {
      app.log.warn(`No web build in ${options.root}: serving the API only`);
      return;
    }
    await app.register(fastifyStatic, {
      root: options.root,
      // Routes for the files that exist at start-up; the catch-all below handles the rest.
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      if (API_PATH.test(pathname) || FILE_PATH.test(pathname)) return reply.callNotFound();
      return reply.sendFile('index.html');
    });
  },
  { name: 'web' },
);

import { existsSync, readdirSync } from 'node:fs';
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
/** The variants written by apps/web/scripts/precompress.mjs next to the files they compress. */
const COMPRESSED_VARIANT = /\.(?:br|gz)$/;

/** The app shell of a prerendering build: an empty root the client renders into. */
const APP_SHELL = '200.html';
/**
 * An English page's copy without its font preloads (apps/web/scripts/prerender.mjs), next to its
 * index.html: what a browser that prefers Arabic gets, as public/first-paint.js will send it on to
 * the /ar page before the page is drawn, and Inter would be fetched for nothing.
 */
const ARABIC_BROWSER_COPY = 'index.arabic-browser.html';

/**
 * The operator console (issue 22): a build of its own in dist/console (apps/web/
 * vite.console.config.ts), whose one page is the answer to every page path under /console. Its
 * page is never stored by a browser or a proxy (`no-store`: it is the door to personal data).
 */
const CONSOLE_PATH = /^\/console(?:\/|$)/;
const CONSOLE_PAGE = 'console/index.html';

/** Hashed assets never change; the pages must be revalidated so a deploy shows at once. */
function cacheControlFor(filePath: string): string {
  // The cache policy is the file's, whichever encoding of it is sent.
  const file = filePath.replace(COMPRESSED_VARIANT, '');
  if (/[/\\]assets[/\\]/.test(file)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}

/**
 * The pages prerendered by the build, by their path: `/` → index.html, `/ar` → ar/index.html,
 * `/ar/help-and-support` → ar/help-and-support/index.html (or the files of another `name`: the
 * English pages' copies for Arabic browsers). Read once, at start-up: a request is only ever
 * looked up in this map, never joined to a filesystem path.
 */
export function findPrerenderedPages(root: string, name = 'index.html'): Map<string, string> {
  const pages = new Map<string, string>();
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || entry.name !== name) continue;
    const folder = path.relative(root, entry.parentPath).split(path.sep).join('/');
    // The build's own folders are no pages.
    if (folder === 'assets' || folder.startsWith('assets/')) continue;
    if (folder === '') pages.set('/', name);
    else pages.set(`/${folder}`, `${folder}/${name}`);
  }
  return pages;
}

/** The page path of a request: no query string, at most one trailing slash dropped, decoded. */
function pagePath(url: string): string | undefined {
  let pathname = url.split('?', 1)[0] ?? '/';
  if (pathname.length > 1 && pathname.endsWith('/')) pathname = pathname.slice(0, -1);
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated. Every
 * text file is sent in the encoding the request accepts (brotli, then gzip, then none), from the
 * .br and .gz files the build wrote next to it, with `Vary: Accept-Encoding`. A page path gets
 * its prerendered page if the build made one (/ar → ar/index.html; an English page's copy without
 * font preloads when the browser prefers Arabic, with `Vary: Accept-Language`), otherwise the app
 * shell (200.html) or, for a build without prerendering, index.html; the client routes from there.
 */
export default fp(
  async function web(app: FastifyInstance, options: { root: string }) {
    if (!existsSync(path.join(options.root, 'index.html'))) {
      app.log.warn(`No web build in ${options.root}: serving the API only`);
      return;
    }
    const pages = findPrerenderedPages(options.root);
    const arabicBrowserCopies = findPrerenderedPages(options.root, ARABIC_BROWSER_COPY);
    const fallback = existsSync(path.join(options.root, APP_SHELL)) ? APP_SHELL : 'index.html';
    const hasConsole = existsSync(path.join(options.root, CONSOLE_PAGE));

    await app.register(fastifyStatic, {
      root: options.root,
      // Routes for the files that exist at start-up; the catch-all below handles the rest.
      wildcard: false,
      index: false,
      // No route of their own for the compressed variants: they are encodings of their files.
      globIgnore: ['**/*.br', '**/*.gz'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        reply.header(
          'cache-control',
          path.relative(options.root, filePath).startsWith(`console${path.sep}index.html`)
            ? 'no-store'
            : cacheControlFor(filePath),
        ),
    });
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      const pathname = request.url.split('?', 1)[0] ?? '/';
      if (API_PATH.test(pathname) || FILE_PATH.test(pathname)) return reply.callNotFound();
      if (hasConsole && CONSOLE_PATH.test(pathname)) return reply.sendFile(CONSOLE_PAGE);
      const page = pagePath(pathname) ?? '';
      const file = pages.get(page);
      if (!file) return reply.sendFile(fallback);
      const copy = arabicBrowserCopies.get(page);
      if (!copy) return reply.sendFile(file);
      reply.header('vary', 'accept-language');
      return reply.sendFile(request.language === 'ar' ? copy : file);
    });
  },
  { name: 'web' },
);

// The layers eslint.config.js holds (decision 0019, issue 33): the zones of the layer-boundaries
// rule, and the folders each area must place in one (zoned-folders). Kept apart from the config so
// that eslint/*.test.js plants violations against the same zones.
import { readdirSync } from 'node:fs';

// The web app's layers (bulletproof-react): shared code -> features -> app. Each feature stands
// alone; what two features need goes down into the shared folders.
const WEB = './apps/web/src';
const SHARED = ['components', 'config', 'lib', 'locales', 'assets', 'testing'].map(
  (folder) => `${WEB}/${folder}`,
);
// Read from the disk, so a new feature is zoned (kept apart from the others) as it is made.
const FEATURES = readdirSync(new URL('../apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's layers (fastify/demo), top to bottom:
//   routes, plugins -> services -> privacy -> partners -> secrets -> catalogue, mail, engine
//   -> queue, records -> db, lib, texts
// The engine is pure rules; the catalogue module owns the catalogue tables; plugins wire, they
// hold no rules; partners is the bank pipeline, privacy the exports, erasures and retention
// sweeps the services call; records are the append-only rows a change writes in its own
// transaction (the audit log, the funnel's events).
export const SERVER = './apps/server/src';
const server = (...folders) => folders.map((folder) => `${SERVER}/${folder}`);
const DATABASE_PACKAGES = ['drizzle-orm', 'pg', '@electric-sql/pglite'];
const HTTP_PACKAGES = ['fastify', 'fastify-plugin'];
/** What only the app's wiring may import: HTTP, plugins and the process's configuration. */
const WIRING = ['routes', 'plugins', 'app.ts', 'server.ts', 'config.ts'];

const serverBoundaries = [
  {
    target: server('engine'),
    from: server(
      ...['db', 'catalogue', 'services', 'partners', 'privacy', 'queue', 'records', 'secrets'],
      ...['mail', 'lib', ...WIRING],
    ),
    packages: [...HTTP_PACKAGES, ...DATABASE_PACKAGES],
    message:
      'The engine is pure rules on values: no database, no Fastify, no configuration, no service.',
  },
  {
    target: server('routes'),
    from: server('db', 'engine', 'catalogue', 'mail', 'queue', 'records', 'secrets', 'config.ts'),
    packages: DATABASE_PACKAGES,
    message:
      'Routes are thin: they call services (and read what plugins decorate), never the database, the engine or the mail internals.',
  },
  {
    target: server('services'),
    from: server(...WIRING),
    packages: HTTP_PACKAGES,
    message:
      'Services hold the rules and know nothing of HTTP or configuration: they are given what they need.',
  },
  {
    target: server('privacy'),
    from: server('services', ...WIRING),
    packages: HTTP_PACKAGES,
    message:
      'Privacy (exports, erasures) is called by the services: it imports no service, HTTP or configuration.',
  },
  {
    target: server('partners'),
    from: server('services', 'privacy', ...WIRING),
    packages: HTTP_PACKAGES,
    message:
      'Partners (the bank pipeline) is called by services and privacy: it imports neither, nor HTTP or configuration.',
  },
  {
    target: server('catalogue'),
    from: server('services', 'partners', 'privacy', 'records', 'secrets', ...WIRING),
    packages: HTTP_PACKAGES,
    message: 'The catalogue module knows nothing of HTTP, services or configuration.',
  },
  {
    target: server('plugins'),
    from: server('engine', 'routes'),
    message:
      'Plugins wire the app (database, cache, mail, limits); rules live in services and the engine.',
  },
  {
    target: server('mail'),
    from: server('services', 'partners', 'privacy', 'catalogue', 'engine', 'records', ...WIRING),
    message: 'Mail renders and sends what it is given: templates and the worker import no service.',
  },
  {
    target: server('queue', 'records'),
    from: server(
      ...['services', 'partners', 'privacy', 'catalogue', 'mail', 'engine', 'secrets', ...WIRING],
    ),
    message:
      'The queue and the records (audit log, funnel events) are given what they work on: they import only the database layer, lib and texts.',
  },
  {
    // Re-sealing goes over every sealed column: the operators' and the catalogue's banks'.
    target: server('secrets'),
    from: server('services', 'partners', 'privacy', 'mail', 'engine', ...WIRING),
    message:
      'The sealed secrets are below the services, partners and privacy that use them: they import only the catalogue, the database layer, lib and texts.',
  },
  {
    target: server('db', 'lib', 'texts'),
    from: server(
      ...['services', 'partners', 'privacy', 'catalogue', 'mail', 'engine'],
      ...['queue', 'records', 'secrets', ...WIRING],
    ),
    message: 'The database layer, lib and texts are the bottom: they import no layer above them.',
  },
];

/** The top folders the zones name as targets. */
const foldersOf = (zones) => [
  ...new Set(
    zones
      .flatMap((zone) => zone.target)
      .map((target) => target.slice(`${SERVER}/`.length))
      .filter((target) => !target.includes('.'))
      .map((target) => target.split('/')[0]),
  ),
];

serverBoundaries.push({
  // Every zoned folder but the catalogue module and the database layer itself (a new folder is
  // held by this zone as soon as it has a zone of its own), and the app.
  target: server(
    ...foldersOf(serverBoundaries).filter((folder) => folder !== 'catalogue' && folder !== 'db'),
    'app.ts',
  ),
  from: server('db/schema/catalogue.ts', 'db/schema/index.ts', 'db/seed'),
  message:
    'The catalogue tables belong to src/catalogue (it loads, checks and caches them): call the catalogue module, or import a visitor table from db/schema/visitors.ts or mail.ts.',
});

/** The server's folders a zone places: a folder not among them fails lint (zoned-folders). */
export const SERVER_ZONED_FOLDERS = foldersOf(serverBoundaries);

export const boundaries = [
  ...serverBoundaries,
  {
    target: SHARED,
    from: [`${WEB}/features`, `${WEB}/app`],
    message:
      'Shared web code (components, lib, config, testing…) never imports a feature or the app.',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'A feature never imports the app: the app puts features together.',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need to a shared folder.',
  })),
  {
    // Issue 22: not one byte of the operator console in what the public pages load. The console
    // (src/console, its own build) may use the shared folders; nothing public may use it.
    target: [
      ...['app', 'features', 'components', 'config', 'lib', 'locales', 'assets', 'testing'],
      ...['prerender', 'styles', 'main.tsx'],
    ].map((part) => `${WEB}/${part}`),
    from: [`${WEB}/console`, './packages/contracts/console', './packages/contracts/src/console'],
    packages: ['qrcode'],
    message:
      'The public site never imports the operator console, its contract or its libraries (issue 22).',
  },
  {
    target: './apps/web',
    from: ['./apps/server', './bench'],
    message: 'The web app never imports server code; what both need lives in @mizan/contracts.',
  },
  {
    target: './apps/server',
    from: ['./apps/web', './e2e'],
    message: 'The server never imports web code; what both need lives in @mizan/contracts.',
  },
  {
    target: './packages',
    from: ['./apps', './bench', './e2e'],
    message: 'The contracts package depends on no app.',
  },
];

/** The options of the mizan/ rules, as eslint.config.js sets them. */
export const mizanRules = {
  'mizan/layer-boundaries': ['error', { zones: boundaries }],
  'mizan/zoned-folders': ['error', { areas: [{ root: SERVER, folders: SERVER_ZONED_FOLDERS }] }],
  'mizan/folder-cycles': ['error', { areas: [SERVER] }],
};

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerBoundaries } from './eslint/layer-boundaries.js';

// The web app's layers (bulletproof-react): shared code -> features -> app. Each feature stands
// alone; what two features need goes down into the shared folders.
const WEB = './apps/web/src';
const SHARED = ['components', 'config', 'lib', 'locales', 'assets', 'testing'].map(
  (folder) => `${WEB}/${folder}`,
);
const FEATURES = readdirSync(new URL('apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's layers (fastify/demo): routes -> services -> engine, catalogue and db. The engine
// is pure rules; the catalogue module owns the catalogue tables; plugins wire, they hold no rules.
const SERVER = './apps/server/src';
const server = (...folders) => folders.map((folder) => `${SERVER}/${folder}`);
const DATABASE_PACKAGES = ['drizzle-orm', 'pg', '@electric-sql/pglite'];

const serverBoundaries = [
  {
    target: server('engine'),
    from: server('db', 'catalogue', 'services', 'routes', 'plugins', 'mail', 'lib', 'config.ts'),
    packages: ['fastify', 'fastify-plugin', ...DATABASE_PACKAGES],
    message:
      'The engine is pure rules on values: no database, no Fastify, no configuration, no service.',
  },
  {
    target: server('routes'),
    from: server('db', 'engine', 'catalogue', 'mail', 'config.ts'),
    packages: DATABASE_PACKAGES,
    message:
      'Routes are thin: they call services (and read what plugins decorate), never the database, the engine or the mail internals.',
  },
  {
    target: server('services'),
    from: server('routes', 'plugins', 'app.ts', 'server.ts', 'config.ts'),
    packages: ['fastify', 'fastify-plugin'],
    message:
      'Services hold the rules and know nothing of HTTP or configuration: they are given what they need.',
  },
  {
    // Everything but the catalogue module and the database layer itself.
    target: server('services', 'routes', 'plugins', 'engine', 'mail', 'lib', 'app.ts'),
    from: server('db/schema/catalogue.ts', 'db/schema/index.ts', 'db/seed'),
    message:
      'The catalogue tables belong to src/catalogue (it loads, checks and caches them): import the catalogue, or a visitor table from db/schema/visitors.ts or mail.ts.',
  },
  {
    target: server('catalogue'),
    from: server('services', 'routes', 'plugins', 'config.ts'),
    packages: ['fastify', 'fastify-plugin'],
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
    from: server('services', 'routes', 'plugins', 'catalogue', 'engine'),
    message: 'Mail renders and sends what it is given: templates and the worker import no service.',
  },
  {
    target: server('db', 'lib', 'texts'),
    from: server('services', 'routes', 'plugins', 'engine', 'catalogue', 'mail', 'config.ts'),
    message: 'The database layer, lib and texts are the bottom: they import no layer above them.',
  },
];

const boundaries = [
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

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/*/data/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware: a promise nobody awaits, returns or marks `void` loses its failure silently.
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // The two vitest configs that no tsconfig includes.
          allowDefaultProject: ['vitest.config.ts', 'packages/contracts/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
    },
  },
  {
    plugins: { mizan: { rules: { 'layer-boundaries': layerBoundaries } } },
    rules: {
      'mizan/layer-boundaries': ['error', { zones: boundaries }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);

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

const boundaries = [
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

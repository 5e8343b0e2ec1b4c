// Issue 22: not one byte of console code, and no console route name, in what the public pages
// load. Builds the public entry (vite.config.ts, as `npm run build` does, without the prerender
// and compression steps) into a temporary folder and reads what came out: which source modules
// went into its chunks, and the text of every script. About 5 seconds.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { consoleEndpoints } from '@mizan/contracts/console';

const WEB = path.resolve(import.meta.dirname, '../..');

/** Words only the console has: its API's path, and texts of its pages. */
const CONSOLE_MARKERS = [
  '/api/console',
  'x-csrf-token',
  'Authentication code',
  'Mizan console',
  'Sign out everywhere',
  'recovery codes',
];

describe('the public build', () => {
  let outDir: string;
  let modules: string[];
  let scripts: { file: string; text: string }[];

  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'mizan-public-build-'));
    // As `npm run build` runs it (vitest sets 'test', which would build React's development copy).
    const environment = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const output = (await build({
      root: WEB,
      configFile: path.join(WEB, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, sourcemap: false, write: true },
    })) as Rollup.RollupOutput;
    process.env.NODE_ENV = environment;
    modules = output.output.flatMap((chunk) =>
      chunk.type === 'chunk' ? Object.keys(chunk.modules) : [],
    );
    const assets = path.join(outDir, 'assets');
    scripts = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, text: readFileSync(path.join(assets, file), 'utf8') }));
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('is made of no module of the console, nor of the console contract', () => {
    expect(modules.length).toBeGreaterThan(50);
    expect(modules.some((id) => id.endsWith(path.join('src', 'main.tsx')))).toBe(true);
    const consoleModules = modules.filter((id) =>
      /[/\\](?:apps[/\\]web[/\\]src[/\\]console|contracts[/\\]src[/\\]console)[/\\]/.test(id),
    );
    expect(consoleModules).toEqual([]);
    expect(modules.filter((id) => /[/\\]node_modules[/\\]qrcode[/\\]/.test(id))).toEqual([]);
  });

  it('has no console route, route name or console text in any script', () => {
    expect(scripts.length).toBeGreaterThan(10);
    // The console's call names are its own (contracts' console-table test keeps them apart).
    const names = Object.keys(consoleEndpoints);
    const found = scripts.flatMap(({ file, text }) =>
      [
        ...CONSOLE_MARKERS.filter((marker) => text.toLowerCase().includes(marker.toLowerCase())),
        // Whole names only: the public client has its own calls whose names begin alike
        // (getProductFeatures, saveProductRecommendations).
        ...names.filter((name) => new RegExp(`(?<![\\w$])${name}(?![\\w$])`).test(text)),
      ].map((marker) => `${file}: ${marker}`),
    );
    expect(found).toEqual([]);
  });
});

import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { repoRoot } from '../api/processes.ts';

/** Where `npm run build -w @mizan/web` writes the site (the server's DEFAULT_WEB_ROOT). */
export const APP_DIST = path.join(repoRoot, 'apps/web/dist');

/** The web app's build step that compresses a build in place (file.br, file.gz), if it has one. */
const PRECOMPRESS_SCRIPT = path.join(repoRoot, 'apps/web/scripts/precompress.mjs');

/** `npm run build -w @mizan/web`, whatever steps it has; its output is shown only if it fails. */
export async function buildWebApp(): Promise<void> {
  const child = spawn('npm', ['run', 'build', '-w', '@mizan/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) {
    process.stderr.write(output);
    throw new Error(`npm run build -w @mizan/web exited with ${code}`);
  }
}

/** Whether a build holds precompressed files (what the precompress step leaves). */
export const isPrecompressed = (dist: string) =>
  readdirSync(dist, { recursive: true, encoding: 'utf8' }).some((file) => /\.(br|gz)$/.test(file));

const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`;

const FLOOR_MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
`;

export interface Floor {
  dist: string;
  precompressed: boolean;
  remove(): void;
}

/**
 * The floor: the least a Vite + React 19 page costs (an <h1> rendered by createRoot in
 * StrictMode), built with vite and @vitejs/plugin-react in a temp dir (React from this repo's
 * node_modules), then precompressed as the app's build is, when `precompress` is set and the app
 * has the step.
 */
export async function buildFloor(precompress: boolean): Promise<Floor> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mizan-bench-floor-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    mkdirSync(path.join(dir, 'src'));
    writeFileSync(path.join(dir, 'index.html'), FLOOR_HTML);
    writeFileSync(path.join(dir, 'src/main.tsx'), FLOOR_MAIN);
    const dist = path.join(dir, 'dist');
    await build({
      root: dir,
      configFile: false,
      envDir: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react()],
      build: { outDir: dist, emptyOutDir: true },
    });
    let precompressed = false;
    if (precompress && existsSync(PRECOMPRESS_SCRIPT)) {
      const step = (await import(pathToFileURL(PRECOMPRESS_SCRIPT).href)) as {
        precompress?: (dir: string) => unknown;
      };
      if (typeof step.precompress !== 'function') {
        throw new Error(`${PRECOMPRESS_SCRIPT} does not export precompress(dir)`);
      }
      await step.precompress(dist);
      precompressed = true;
    }
    return { dist, precompressed, remove };
  } catch (error) {
    remove();
    throw error;
  }
}

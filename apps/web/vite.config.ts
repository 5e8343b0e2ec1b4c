import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { minify, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * public/first-paint.js is copied as it is written (readable, commented); every page waits for
 * it in its head, so the build minifies the copy: 6 KB to 2 KB, 1.9 KB to 0.8 KB compressed.
 */
function minifyFirstPaint(): Plugin {
  let outDir = '';
  return {
    name: 'mizan:minify-first-paint',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    async closeBundle() {
      const file = path.resolve(outDir, 'first-paint.js');
      const { code, errors } = await minify('first-paint.js', await readFile(file, 'utf8'));
      if (errors.length > 0) throw new Error(`first-paint.js: ${errors[0]!.message}`);
      await writeFile(file, code);
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), minifyFirstPaint()],
  server: {
    // Dev mode: hot reload here, the API from the server (npm start or npm run dev).
    proxy: { '/api': api, '/geoIp2': api },
  },
  build: { outDir: 'dist', sourcemap: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
    // A form test types and clicks through a whole editor: on a busy 2-core machine that takes
    // longer than the 5 s default, which is a wait, not a failure (assertions still fail at once).
    testTimeout: 30_000,
  },
});

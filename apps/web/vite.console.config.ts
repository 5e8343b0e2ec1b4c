// The operator console (issue 22): a build of its own, from console.html and src/console, into
// dist/console with its own hashed assets under /console/assets/. The public build (vite.config.ts)
// never sees a console module, so not one byte of the console, nor a console route name, reaches
// what the public pages load; the server (apps/server/src/plugins/web.ts) sends
// dist/console/index.html for every page under /console.
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:3000';

/** console.html is written as dist/console/index.html: the page of every path under /console. */
function consolePageAsIndex(): Plugin {
  let outDir = '';
  return {
    name: 'mizan:console-page-as-index',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    async closeBundle() {
      await rename(path.join(outDir, 'console.html'), path.join(outDir, 'index.html'));
    },
  };
}

/**
 * Development: every page path under /console is the console's page, as the server answers it in
 * production (a reload of /console/leads would otherwise get the public site's index.html).
 */
function consolePageInDevelopment(): Plugin {
  return {
    name: 'mizan:console-page-in-development',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const pathname = request.url?.split('?', 1)[0] ?? '';
        const isPage = /^\/console(?:\/[^.]*)?$/.test(pathname);
        if (isPage && request.headers.accept?.includes('text/html')) {
          request.url = '/console/console.html';
        }
        next();
      });
    },
  };
}

export default defineConfig({
  base: '/console/',
  plugins: [react(), tailwindcss(), consolePageAsIndex(), consolePageInDevelopment()],
  // The site's public files (first-paint.js, the icon) are the public build's; the console needs
  // none of its own.
  publicDir: false,
  server: { proxy: { '/api': api } },
  build: {
    outDir: 'dist/console',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: { input: 'console.html' },
  },
});

// The browser suite: Playwright Test on Debian's Chromium (/usr/bin/chromium), against the real
// server (built web app + API) on a fixed port with a fresh PGlite database in a temp dir.
import { defineConfig, devices } from '@playwright/test';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eServerEnv } from './server-env.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..');
const PORT = Number(process.env.E2E_PORT ?? 3710);
const baseURL = `http://127.0.0.1:${PORT}`;

// A fresh database for every run, in one fixed temp dir per port (emptied at the start of a run,
// so runs do not pile up data dirs). The config is evaluated again in every worker; the workers
// inherit this variable from the runner, so only the runner empties the directory.
if (!process.env.MIZAN_E2E_DATA_DIR) {
  const fresh = path.join(tmpdir(), `mizan-e2e-${PORT}`);
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  process.env.MIZAN_E2E_DATA_DIR = fresh;
}
const dataDir = process.env.MIZAN_E2E_DATA_DIR;

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ??
          path.join(repoRoot, 'test-results', 'e2e-report.json'),
      },
    ],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromium,
    locale: 'en-US',
    timezoneId: 'Asia/Dubai',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'phone',
      use: {
        viewport: { width: 375, height: 800 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        userAgent: devices['Pixel 7'].userAgent,
      },
    },
  ],
  webServer: {
    command: 'npm run build -w @mizan/web && node --import tsx apps/server/src/server.ts',
    cwd: repoRoot,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: e2eServerEnv(PORT, dataDir),
  },
});

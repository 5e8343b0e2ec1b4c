import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppOptions } from '../../src/app.ts';
import { createTestDatabase, type DatabaseKind } from './test-database.ts';

/**
 * The whole API on a fresh database seeded with the demo catalogue. Rate limits are off unless
 * a test turns them on; mail goes to .eml files in a temporary folder unless a test gives SMTP.
 */
export async function buildTestApp(
  kind: DatabaseKind,
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Promise<App> {
  const database = await createTestDatabase(kind);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-test-'));
  return buildApp({
    database,
    closeDatabase: true,
    rateLimits: false,
    webRoot: false,
    ...options,
    mail: { dataDir, pollIntervalMs: 50, retryBaseMs: 50, retryMaxMs: 400, ...options.mail },
  });
}

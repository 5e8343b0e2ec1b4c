import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppOptions } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { failUndeclaredAnswers } from './declared-answers.ts';
import { createTestDatabase, type DatabaseKind } from './test-database.ts';

/**
 * The whole API on a fresh database seeded with the demo catalogue. Rate limits are off unless
 * a test turns them on; mail goes to .eml files in a temporary folder unless a test gives SMTP.
 * Bank webhooks may reach the test's bank peers on 127.0.0.1 (DELIVERY_ALLOW_PRIVATE_ADDRESSES)
 * unless a test sets `delivery.allowPrivateAddresses` otherwise.
 */
export async function buildTestApp(
  kind: DatabaseKind,
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Promise<App> {
  return buildTestAppOn(await createTestDatabase(kind), options);
}

/** The whole API, as buildTestApp makes it, on a database the caller opened. */
export async function buildTestAppOn(
  database: DatabaseHandle,
  options: Partial<Omit<AppOptions, 'database'>> = {},
): Promise<App> {
  const app = await buildApp({
    database,
    closeDatabase: true,
    rateLimits: false,
    webRoot: false,
    dataDir: mkdtempSync(path.join(tmpdir(), 'mizan-test-')),
    ...options,
    delivery: { allowPrivateAddresses: true, ...options.delivery },
    mail: { pollIntervalMs: 50, retryBaseMs: 50, retryMaxMs: 400, ...options.mail },
  });
  failUndeclaredAnswers(app);
  return app;
}

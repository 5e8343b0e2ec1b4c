import { buildApp, type App } from '../../src/app.ts';
import { createTestDatabase, type DatabaseKind } from './test-database.ts';

/** The whole API on a fresh database seeded with the demo catalogue. */
export async function buildTestApp(kind: DatabaseKind): Promise<App> {
  const database = await createTestDatabase(kind);
  return buildApp({ database, closeDatabase: true });
}

// `npm run db:seed` as an operator runs it: a process on the database the server's settings name,
// whose exit code says whether it refused (scripts and deployments read it).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseTarget } from '../../src/db/client.ts';
import { products } from '../../src/db/schema/index.ts';
import { processEnv, runEntry } from '../helpers/processes.ts';
import { createPostgresDatabase, databaseKinds } from '../helpers/test-database.ts';

describe.each(databaseKinds)('npm run db:seed, as a process (%s)', (kind) => {
  let target: DatabaseTarget;
  let env: NodeJS.ProcessEnv;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-seed-'));
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      drop = created.drop;
      target = { kind: 'postgres', url: created.url };
      env = processEnv({ dataDir, databaseUrl: created.url });
    } else {
      // The server's layout: the embedded database lives in DATA_DIR/db.
      target = { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
      env = processEnv({ dataDir });
    }
  });
  afterAll(() => drop?.());
  const seed = (...args: string[]) => runEntry('src/seed.ts', args, env);

  /** A console save, made while no seed runs (the embedded database serves one process). */
  async function editACard(): Promise<string> {
    const database = await openDatabase(target);
    try {
      const [card] = await database.db.select().from(products).orderBy(asc(products.id)).limit(1);
      await database.db
        .update(products)
        .set({ name: 'Edited', version: sql`${products.version} + 1`, editedAt: new Date() })
        .where(eq(products.id, card!.id));
      return card!.key;
    } finally {
      await database.close();
    }
  }

  it('seeds, refuses over a console edit with a non-zero exit, and overwrites when told', async () => {
    const first = await seed();
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/products: +\d+ inserted/);

    const key = await editACard();
    const refused = await seed();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Nothing was changed.');
    expect(refused.stderr).toContain(`product "${key}"`);

    const overwritten = await seed('--overwrite');
    expect(overwritten.code, overwritten.stderr).toBe(0);
    expect(overwritten.stdout).toContain('Overwrote 1 console edit(s):');
    expect(overwritten.stdout).toContain(`product "${key}"`);

    expect((await seed('--force')).code).toBe(2);
  }, 120_000);
});

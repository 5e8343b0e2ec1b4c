// SIGTERM in the middle of traffic: every write the server acknowledged is in the database
// after it exits.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { customers } from '../../src/db/schema/index.ts';
import { freePort } from '../helpers/free-port.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

async function waitUntilHealthy(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const healthy = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy');
}

describe('graceful shutdown', () => {
  it('loses no acknowledged write', async () => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-shutdown-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    };
    delete env.DATABASE_URL;
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env,
      stdio: 'inherit',
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    const url = `http://127.0.0.1:${port}`;
    await waitUntilHealthy(url, 60_000);

    const writes = Array.from({ length: 40 }, (_, i) =>
      fetch(`${url}/api/customer-profiles/public`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Nadia Farouk',
          email: `nadia${i}@example.com`,
          mobileNumber: '+971501234567',
        }),
      }).then(
        async (response) =>
          response.status === 201
            ? ((await response.json()) as { customerId: string }).customerId
            : null,
        () => null,
      ),
    );
    // Stop while requests are still arriving and in flight.
    await Promise.race(writes);
    server.kill('SIGTERM');
    const acknowledged = (await Promise.all(writes)).filter((id): id is string => id !== null);
    expect(await exited).toBe(0);
    expect(acknowledged.length).toBeGreaterThan(0);

    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
    const stored = await database.db
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.id, acknowledged));
    await database.close();
    expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
  });
});

// A server process killed with SIGKILL while its deliveries wait for the bank's answer leaves
// them claimed under a short lease; the next process delivers every one of them well within two
// minutes (issue 24), a lead the bank saw before arriving again only with its own webhook-id.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../src/catalogue/index.ts';
import { openDatabase, type DatabaseTarget } from '../../src/db/client.ts';
import { submitJourney } from '../helpers/api.ts';
import { overHttp } from '../helpers/over-http.ts';
import { processEnv, startServerProcess, type ServerProcess } from '../helpers/processes.ts';
import { createPostgresDatabase, databaseKinds } from '../helpers/test-database.ts';
import { uniqueEmail, waitFor } from '../mail/helpers.ts';
import { BankPeer } from './bank-peer.ts';
import { setEveryBank } from './delivery-helpers.ts';

const LEADS = 4;
const TWO_MINUTES = 120_000;

describe.each(databaseKinds)('deliveries of a server killed mid-flight (%s)', (kind) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('are taken over by the next process: every lead arrives, a repeat only with its id', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-takeover-'));
    let databaseUrl: string | undefined;
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      cleanup.push(created.drop);
      databaseUrl = created.url;
    }
    const target: DatabaseTarget = databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'db') };
    const bank = await BankPeer.start();
    cleanup.push(() => bank.stop());
    // Set up before any server: the embedded database serves one process at a time.
    const setUp = await openDatabase(target);
    await seedIfEmpty(setUp.db);
    await setEveryBank(setUp.db, undefined, 'webhook', bank.url);
    await setUp.close();

    const env = processEnv(
      { dataDir, ...(databaseUrl && { databaseUrl }) },
      { DELIVERY_RETRY_MAX_S: '1' },
    );
    // The bank takes its time: the first process is killed while every lead waits for it.
    bank.delayMs = 60_000;
    const first: ServerProcess = await startServerProcess(env);
    cleanup.push(() => first.kill());
    const applicationIds: string[] = [];
    for (let i = 0; i < LEADS; i += 1) {
      const lead = await submitJourney(overHttp(first.url), 'ae', 'Card', {
        email: uniqueEmail(`killed${i}`),
      });
      applicationIds.push(lead.applicationId);
    }
    await waitFor('every lead sent to the bank', () => bank.arrived.length >= LEADS, 20_000);
    await first.kill();
    const killedAt = Date.now();
    expect(bank.accepted).toHaveLength(0);

    bank.delayMs = 0;
    const second = await startServerProcess(env);
    cleanup.push(() => second.stop());
    await waitFor(
      'every lead taken by the bank',
      () => new Set(bank.accepted.map((r) => JSON.parse(r.body).data.applicationId)).size === LEADS,
      TWO_MINUTES,
    );
    expect(Date.now() - killedAt).toBeLessThan(TWO_MINUTES);
    await new Promise((resolve) => setTimeout(resolve, 1000));

    // Each application reached the bank under one webhook-id, whichever process sent it.
    const idsByApplication = new Map<string, Set<string>>();
    for (const request of bank.arrived) {
      const body = JSON.parse(request.body) as { id: string; data: { applicationId: string } };
      expect(body.id).toBe(request.id);
      const ids = idsByApplication.get(body.data.applicationId) ?? new Set<string>();
      ids.add(request.id);
      idsByApplication.set(body.data.applicationId, ids);
    }
    expect([...idsByApplication.keys()].sort()).toEqual([...applicationIds].sort());
    expect([...idsByApplication.values()].every((ids) => ids.size === 1)).toBe(true);
    expect(bank.acceptedIds().size).toBe(LEADS);
    expect(bank.accepted).toHaveLength(LEADS);
  });
});

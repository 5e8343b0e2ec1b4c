// Leads handed to their bank's webhook (issue 24): signed so that the bank verifies them with
// the standardwebhooks library and the secret it was shown; a bank that fails (500), hangs, then
// refuses connections, receives every lead once it is back, each once and with its id; a bank
// that refuses a lead (4xx) sees it stopped as failed with its answer, until an operator retries.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { deliveryOf } from '../../src/partners/delivery-view.ts';
import { followUpEvent, queueDelivery } from '../../src/partners/queue-delivery.ts';
import { retryDelivery } from '../../src/services/console/deliveries.ts';
import { sql } from 'drizzle-orm';
import { submitJourney } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { pause, uniqueEmail, waitFor } from '../mail/helpers.ts';
import { BankPeer } from './bank-peer.ts';
import {
  deliveryRows,
  QUICK_DELIVERY,
  setEveryBank,
  type DeliveryRow,
} from './delivery-helpers.ts';

describe.each(databaseKinds)('deliveries to a bank webhook (%s)', (kind) => {
  let app: App;
  let bank: BankPeer;
  let secret: string;

  beforeAll(async () => {
    bank = await BankPeer.start();
    app = await buildTestApp(kind, { delivery: QUICK_DELIVERY });
    await app.ready();
    secret = await setEveryBank(app.db, app.secretBox, 'webhook', bank.url);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.stop();
  });

  const rowsOf = async (ids: string[]) =>
    (await deliveryRows(app.db)).filter((row) => ids.includes(row.id));

  /** Submits a lead through the public API; answers its delivery's row. */
  async function submitLead(label: string): Promise<DeliveryRow> {
    const email = uniqueEmail(label);
    const submitted = await submitJourney(app, 'ae', 'Card', { email });
    const row = (await deliveryRows(app.db)).find(
      (r) => r.applicationId === submitted.applicationId,
    );
    expect(row, 'a delivery queued with the submission').toBeDefined();
    return row!;
  }

  it('posts each lead signed with the bank secret, verifiable with standardwebhooks', async () => {
    bank.behaviour = { status: 204 };
    const row = await submitLead('signed');
    const received = await waitFor('the lead at the bank', () =>
      bank.accepted.find((request) => request.id === row.id),
    );
    // The bank's own check, with the library in its language and the secret it was shown.
    const verified = new Webhook(secret).verify(received.body, received.headers) as {
      id: string;
      type: string;
      data: { applicationId: string; applicant: { email: string } };
    };
    expect(verified).toMatchObject({
      id: row.id,
      type: 'application.submitted',
      data: { applicationId: row.applicationId, applicant: { email: expect.any(String) } },
    });
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['user-agent']).toMatch(/^Mizan-Webhooks\//);
    // A body changed on the way does not verify.
    expect(() =>
      new Webhook(secret).verify(received.body.replace('Card', 'Loan'), received.headers),
    ).toThrow();

    const done = await waitFor('the delivery recorded', async () => {
      const [stored] = await rowsOf([row.id]);
      return stored?.status === 'sent' && stored;
    });
    expect(deliveryOf(done)).toMatchObject({
      id: row.id,
      state: 'delivered',
      attempts: 1,
      lastStatus: 204,
      nextAttemptAt: null,
      deliveredAt: expect.any(String),
    });
  });

  it('keeps every lead through 500s, a bank that hangs and refused connections, then delivers each once', async () => {
    bank.behaviour = { status: 500, body: 'Internal Server Error' };
    const leads = [
      await submitLead('outage1'),
      await submitLead('outage2'),
      await submitLead('outage3'),
    ];
    const ids = leads.map((lead) => lead.id);
    const failingWith = (what: string, check: (row: DeliveryRow) => boolean) =>
      waitFor(what, async () => {
        const rows = await rowsOf(ids);
        return rows.length === 3 && rows.every(check) && rows;
      });

    const failing = await failingWith('the 500s recorded', (row) => row.lastStatus === 500);
    expect(failing.map((row) => deliveryOf(row).state)).toEqual(['failing', 'failing', 'failing']);
    expect(failing[0]!.lastError).toBe('HTTP 500: Internal Server Error');

    bank.behaviour = 'hang';
    const hung = await failingWith('attempts without an answer', (row) =>
      Boolean(row.lastError?.startsWith('no answer')),
    );
    expect(hung.every((row) => row.lastStatus === null && row.status === 'pending')).toBe(true);

    await bank.stop();
    await failingWith('refused connections', (row) => row.lastError === 'ECONNREFUSED');

    bank.behaviour = { status: 200 };
    await bank.listen();
    await waitFor('every lead at the bank', () => ids.every((id) => bank.acceptedIds().has(id)));
    await pause(800);
    const taken = bank.accepted.filter((request) => ids.includes(request.id));
    expect(taken.map((request) => request.id).sort()).toEqual([...ids].sort());
    // Each attempt carried the same id and the same body: the bank can drop a repeat by its id.
    for (const id of ids) {
      const bodies = new Set(bank.arrived.filter((r) => r.id === id).map((r) => r.body));
      expect(bodies.size).toBe(1);
      expect(JSON.parse([...bodies][0]!).id).toBe(id);
    }
    const rows = await waitFor('the deliveries recorded', async () => {
      const stored = await rowsOf(ids);
      return stored.every((row) => row.status === 'sent') && stored;
    });
    expect(rows.every((row) => row.attempts >= 4 && row.lastError === null)).toBe(true);
  });

  it('stops a lead the bank refuses with a 4xx, shows its answer, and sends it on "retry now"', async () => {
    bank.behaviour = {
      status: 400,
      body: 'unknown product for layla.x@example.com, +971 50 123 4567',
    };
    const row = await submitLead('refused');
    const failed = await waitFor('the refusal recorded', async () => {
      const [stored] = await rowsOf([row.id]);
      return stored?.status === 'failed' && stored;
    });
    expect(failed.lastStatus).toBe(400);
    // The answer, without the personal data a bank may quote.
    expect(failed.lastError).toBe('HTTP 400: unknown product for [email], [number]');
    expect(deliveryOf(failed)).toMatchObject({ state: 'failed', nextAttemptAt: null });
    await pause(500);
    expect((await rowsOf([row.id]))[0]!.attempts).toBe(1);

    bank.behaviour = { status: 200 };
    // "Retry now", as the console's route calls it.
    const operator = { actor: { id: null, email: null }, ip: null };
    expect((await retryDelivery(app.db, row.id, operator)).state).toBe('failing');
    await waitFor('the retried lead at the bank', () => bank.acceptedIds().has(row.id));
    const [sent] = await waitFor('the retry recorded', async () => {
      const stored = await rowsOf([row.id]);
      return stored[0]?.status === 'sent' && stored;
    });
    expect(sent).toMatchObject({ attempts: 2, lastStatus: 200, lastError: null });
    // A delivery that is done is not sent again.
    await expect(retryDelivery(app.db, row.id, operator)).rejects.toMatchObject({ status: 409 });
  });

  it('stops, saying why, a delivery whose bank stopped receiving before its turn', async () => {
    const [anyLead] = await deliveryRows(app.db);
    const bankId = anyLead!.organizationId!;
    // A bank's settings, once read, serve its deliveries for a second (a burst reads them once).
    await pause(1100);
    const id = await app.db.transaction(async (tx) => {
      const queued = await queueDelivery(
        tx,
        bankId,
        followUpEvent('application.withdrawn', anyLead!.applicationId!),
      );
      await tx.execute(sql`UPDATE organizations SET delivery_method = 'none' WHERE id = ${bankId}`);
      return queued;
    });
    const stopped = await waitFor('the delivery stopped', async () => {
      const [stored] = await rowsOf([id!]);
      return stored?.status === 'failed' && stored;
    });
    expect(stopped.lastError).toBe('the bank receives no deliveries (method none)');
    expect(bank.arrived.some((request) => request.id === id)).toBe(false);
  });
});

// The funnel's `delivered` (issue 25) is a lead the bank took: counted with the delivery marked
// sent, in the same transaction, never before. A bank's webhook (a real HTTP peer) that answers
// 503 leaves the lead undelivered and uncounted while it is retried; once it answers 2xx the
// lead is both sent and counted; a bank that refuses it for good (422) never counts it. A
// withdrawal's delivery taken by the bank adds nothing to `delivered`.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { funnelEvents, outbox } from '../../src/db/schema/index.ts';
import { followUpEvent, queueDelivery } from '../../src/partners/queue-delivery.ts';
import { submitJourney } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { pause, waitFor } from '../mail/helpers.ts';
import { BankPeer } from '../partners/bank-peer.ts';
import { QUICK_DELIVERY, setEveryBank } from '../partners/delivery-helpers.ts';

describe.each(databaseKinds)('the funnel’s delivered step (%s)', (kind) => {
  let app: App;
  let bank: BankPeer;

  beforeAll(async () => {
    bank = await BankPeer.start();
    app = await buildTestApp(kind, { delivery: QUICK_DELIVERY });
    await app.ready();
    await setEveryBank(app.db, app.secretBox, 'webhook', bank.url);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.stop();
  });

  const steps = async (applicationId: string) =>
    (
      await app.db
        .select({ step: funnelEvents.step })
        .from(funnelEvents)
        .where(eq(funnelEvents.applicationId, applicationId))
    ).map((row) => row.step);

  const leadOf = async (applicationId: string) => {
    const [row] = await app.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.applicationId, applicationId), eq(outbox.kind, 'application.submitted')),
      );
    return row!;
  };

  it('counts a lead once the bank takes it, not while the bank answers 503', async () => {
    bank.behaviour = { status: 503 };
    const submitted = await submitJourney(app, 'ae', 'Card');
    await waitFor(
      'two refused attempts',
      async () => (await leadOf(submitted.applicationId)).attempts >= 2,
    );
    expect((await leadOf(submitted.applicationId)).status).toBe('pending');
    expect(await steps(submitted.applicationId)).not.toContain('delivered');

    bank.behaviour = { status: 200 };
    await waitFor(
      'the lead taken',
      async () => (await leadOf(submitted.applicationId)).status === 'sent',
    );
    expect(await steps(submitted.applicationId)).toContain('delivered');

    // The bank is then told of a withdrawal: taken too, and still one `delivered`.
    const lead = await leadOf(submitted.applicationId);
    const withdrawal = await queueDelivery(
      app.db,
      lead.organizationId!,
      followUpEvent('application.withdrawn', submitted.applicationId),
    );
    await waitFor('the withdrawal taken', () => bank.acceptedIds().has(withdrawal!));
    await pause(200);
    expect(
      (await steps(submitted.applicationId)).filter((step) => step === 'delivered'),
    ).toHaveLength(1);
  });

  it('never counts a lead the bank refuses for good', async () => {
    bank.behaviour = { status: 422, body: 'unknown product' };
    const submitted = await submitJourney(app, 'sa', 'Loan');
    await waitFor(
      'the lead failed',
      async () => (await leadOf(submitted.applicationId)).status === 'failed',
    );
    expect(await steps(submitted.applicationId)).toEqual(
      expect.arrayContaining(['submitted', 'product_chosen']),
    );
    expect(await steps(submitted.applicationId)).not.toContain('delivered');
  });
});

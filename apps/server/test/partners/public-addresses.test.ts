// In production a webhook reaches the public internet only (issue 24: no requests into our own
// network). The address is checked when an admin saves it; the worker checks again on the
// addresses it really connects to, so a host that later resolves into our network (DNS
// rebinding) receives nothing, and the lead waits, saying why, instead of being dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { submitJourney } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { pause, uniqueEmail, waitFor } from '../mail/helpers.ts';
import { BankPeer } from './bank-peer.ts';
import { deliveryRows, QUICK_DELIVERY, setEveryBank } from './delivery-helpers.ts';

describe('webhooks of a server in production', () => {
  let app: App;
  let bank: BankPeer;

  beforeAll(async () => {
    bank = await BankPeer.start();
    app = await buildTestApp('pglite', {
      delivery: { ...QUICK_DELIVERY, publicAddressesOnly: true },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await bank?.stop();
  });

  it.each([
    ['an IP address in our network', () => bank.url, 'the address is not public'],
    [
      'a name that resolves into our network',
      () => bank.url.replace('127.0.0.1', 'localhost'),
      'ENOTPUBLIC',
    ],
  ])('sends nothing to %s, and keeps the lead waiting', async (_, url, reason) => {
    await setEveryBank(app.db, app.secretBox, 'webhook', url());
    // A bank's settings, once read, serve its deliveries for a second.
    await pause(1100);
    const { applicationId } = await submitJourney(app, 'ae', 'Card', {
      email: uniqueEmail('rebinding'),
    });
    const row = await waitFor('the attempt refused', async () => {
      const found = (await deliveryRows(app.db)).find((r) => r.applicationId === applicationId);
      return found?.lastError && found;
    });
    expect(row).toMatchObject({ status: 'pending', lastError: reason, lastStatus: null });
    await pause(300);
    expect(bank.arrived).toEqual([]);
  });
});

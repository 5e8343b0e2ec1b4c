// A webhook reaches the public internet only (issue 24: no requests into our own network), and
// that is the default whatever NODE_ENV says (issue 32): only DELIVERY_ALLOW_PRIVATE_ADDRESSES
// opens it, for tests and a bank's stand-in on this machine, with a warning at every start. The
// address is checked when an admin saves it; the worker checks again on the addresses it really
// connects to, so a host that later resolves into our network (DNS rebinding) receives nothing,
// and the lead waits, saying why, instead of being dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { submitJourney } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { keptLogLines } from '../helpers/log-lines.ts';
import { pause, uniqueEmail, waitFor } from '../mail/helpers.ts';
import { BankPeer } from './bank-peer.ts';
import { deliveryRows, QUICK_DELIVERY, setEveryBank } from './delivery-helpers.ts';

const WARNING = /DELIVERY_ALLOW_PRIVATE_ADDRESSES is set/;

/** An app whose log lines are kept, with the setting as server.ts reads it from `env`. */
async function appWith(kind: (typeof databaseKinds)[number], env: NodeJS.ProcessEnv) {
  const { lines, stream } = keptLogLines();
  const app = await buildTestApp(kind, {
    logger: { level: 'info', stream },
    delivery: {
      ...QUICK_DELIVERY,
      allowPrivateAddresses: loadConfig(env).DELIVERY_ALLOW_PRIVATE_ADDRESSES,
    },
  });
  await app.ready();
  return { app, lines };
}

/** Submits an application and answers its delivery row once an attempt was made. */
async function attemptedDelivery(app: App) {
  const { applicationId } = await submitJourney(app, 'ae', 'Card', {
    email: uniqueEmail('private-address'),
  });
  return waitFor('the delivery attempted', async () => {
    const found = (await deliveryRows(app.db)).find((r) => r.applicationId === applicationId);
    return (found?.lastError || found?.status === 'sent') && found;
  });
}

describe.each(databaseKinds)('webhooks to private addresses (%s)', (kind) => {
  let bank: BankPeer;
  beforeAll(async () => {
    bank = await BankPeer.start();
  });
  afterAll(() => bank?.stop());

  it('are refused by default, in development as in production, and nothing is warned', async () => {
    for (const NODE_ENV of ['development', 'production']) {
      const { app, lines } = await appWith(kind, { NODE_ENV });
      try {
        await setEveryBank(app.db, app.secretBox, 'webhook', bank.url);
        const row = await attemptedDelivery(app);
        expect(row).toMatchObject({
          status: 'pending',
          lastError: 'the address is not public',
          lastStatus: null,
        });
        expect(lines.filter((line) => WARNING.test(String(line.msg)))).toEqual([]);
      } finally {
        await app.close();
      }
    }
    expect(bank.arrived).toEqual([]);
  });

  it('go with DELIVERY_ALLOW_PRIVATE_ADDRESSES=true, which is warned of at start', async () => {
    const { app, lines } = await appWith(kind, { DELIVERY_ALLOW_PRIVATE_ADDRESSES: 'true' });
    try {
      await setEveryBank(app.db, app.secretBox, 'webhook', bank.url);
      const row = await attemptedDelivery(app);
      expect(row).toMatchObject({ status: 'sent', lastError: null });
      expect(bank.arrived).toHaveLength(1);
      const warning = lines.find((line) => WARNING.test(String(line.msg)));
      expect(warning).toMatchObject({ level: 40 });
    } finally {
      await app.close();
    }
  });
});

describe('DELIVERY_ALLOW_PRIVATE_ADDRESSES', () => {
  it('is off unless set to true, and refuses anything but a flag', () => {
    expect(loadConfig({}).DELIVERY_ALLOW_PRIVATE_ADDRESSES).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).DELIVERY_ALLOW_PRIVATE_ADDRESSES).toBe(false);
    expect(
      loadConfig({ DELIVERY_ALLOW_PRIVATE_ADDRESSES: 'true' }).DELIVERY_ALLOW_PRIVATE_ADDRESSES,
    ).toBe(true);
    expect(() => loadConfig({ DELIVERY_ALLOW_PRIVATE_ADDRESSES: 'yes please' })).toThrow(
      /DELIVERY_ALLOW_PRIVATE_ADDRESSES: must be true, false, 1 or 0/,
    );
  });
});

describe('webhooks of a server that does not allow private addresses', () => {
  let app: App;
  let bank: BankPeer;

  beforeAll(async () => {
    bank = await BankPeer.start();
    app = await buildTestApp('pglite', {
      delivery: { ...QUICK_DELIVERY, allowPrivateAddresses: false },
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

// A bank's delivery settings in the console (issue 24): who may set them, the webhook address
// rules, the secret shown once and rotated with a 24-hour overlap, the bank list's `delivery`
// and `?country=`, and the test lead.
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { App } from '../../src/app.ts';
import { organizations } from '../../src/db/schema/catalogue.ts';
import { auditLog } from '../../src/db/schema/console.ts';
import { outbox } from '../../src/db/schema/queue.ts';
import { secretsInUse, signedHeaders, verifiedBy } from '../../src/partners/signing.ts';
import { openBankSecrets } from '../../src/partners/bank-settings.ts';
import { expectInvalid, expectProblem, type Json } from '../helpers/api.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';

const SECRET = /^whsec_[A-Za-z0-9+/]{43}=$/;

describe.each(databaseKinds)('bank delivery settings (%s)', (kind) => {
  let app: App;
  let admin: TestSession;
  const logs: string[] = [];
  let banks: Json[];
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
    app = await buildTestApp(kind, { logger: { level: 'info', stream } });
    admin = await sessionFor(app, 'admin');
    banks = (
      await consoleCall(app, 'GET', '/api/console/banks?pageSize=100', { session: admin })
    ).json().items;
  });
  afterAll(() => app.close());

  const bankIn = (country: 'AE' | 'SA', index = 0) =>
    banks.filter((bank) => bank.country === country)[index]!;
  const setDelivery = (bankId: number, payload: unknown, session: TestSession = admin) =>
    consoleCall(app, 'PUT', `/api/console/banks/${bankId}/delivery`, { session, payload });
  /** The bank's row, its secrets opened (they are stored sealed). */
  const storedSecrets = async (bankId: number) =>
    openBankSecrets(
      app.secretBox,
      (await app.db.select().from(organizations).where(eq(organizations.id, bankId)))[0]!,
    );
  const everything = async () =>
    JSON.stringify({
      audit: await app.db.select().from(auditLog),
      logs,
      banks: (await consoleCall(app, 'GET', '/api/console/banks?pageSize=100', { session: admin }))
        .body,
    });

  it('lists every bank with its delivery (none at first), filtered by country in any case', async () => {
    expect(banks.length).toBeGreaterThan(1);
    for (const bank of banks) {
      expect(bank).toMatchObject({ id: expect.any(Number), key: expect.any(String) });
      expect(bank.delivery).toEqual({ method: 'none', url: null });
    }
    const saudi = await consoleCall(app, 'GET', '/api/console/banks?country=sa&pageSize=100', {
      session: admin,
    });
    expect(saudi.statusCode).toBe(200);
    expect(saudi.json().items.length).toBeGreaterThan(0);
    expect(saudi.json().items.every((bank: Json) => bank.country === 'SA')).toBe(true);
    expectInvalid(
      await consoleCall(app, 'GET', '/api/console/banks?country=fr', { session: admin }),
      'query.country',
    );
  });

  it('lets only admins set a method (support, analyst and editor 403, nothing changed)', async () => {
    const bank = bankIn('AE', 1);
    for (const role of ['support', 'analyst', 'editor'] as const) {
      const response = await setDelivery(bank.id, { method: 'csv' }, await sessionFor(app, role));
      expectProblem(response, 403);
    }
    expect((await storedSecrets(bank.id)).deliveryMethod).toBe('none');
  });

  it('shows the secret once, when first set, and never again (lists, audit, logs)', async () => {
    const bank = bankIn('AE');
    const first = await setDelivery(bank.id, {
      method: 'webhook',
      url: 'https://leads.bank.example/mizan',
    });
    expect(first.statusCode, first.body).toBe(200);
    const { secret } = first.json();
    expect(first.json()).toEqual({
      method: 'webhook',
      url: 'https://leads.bank.example/mizan',
      secret: expect.stringMatching(SECRET),
    });
    const second = await setDelivery(bank.id, { method: 'csv' });
    expect(second.json()).toEqual({ method: 'csv', url: null });
    expect((await storedSecrets(bank.id)).deliverySecret).toBe(secret);

    const item = await consoleCall(app, 'GET', `/api/console/banks/${bank.id}`, {
      session: admin,
    });
    expect(item.statusCode).toBe(200);
    expect(item.body).not.toContain('whsec_');
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bank.setDelivery'));
    expect(entries).toHaveLength(2);
    expect(
      entries.find((entry) => (entry.after as { method?: string }).method === 'webhook'),
    ).toMatchObject({
      actorOperatorId: admin.operatorId,
      target: String(bank.id),
      after: { method: 'webhook', url: 'https://leads.bank.example/mizan', secretIssued: true },
    });
    expect(await everything()).not.toContain(secret.slice(6));
    expect(logs.join('')).toContain('console: bank delivery set');
  });

  it("keeps the delivery fields out of the catalogue's bank save", async () => {
    const bank = bankIn('AE');
    const read = (
      await consoleCall(app, 'GET', `/api/console/banks/${bank.id}`, { session: admin })
    ).json();
    const saved = await consoleCall(app, 'PUT', `/api/console/banks/${bank.id}`, {
      session: admin,
      payload: { ...read, deliveryMethod: 'none', delivery: { method: 'none', url: null } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await storedSecrets(bank.id)).deliveryMethod).toBe('csv');
  });

  it.each([
    [{ method: 'webhook' }, 'is needed for a webhook'],
    [{ method: 'webhook', url: 'http://bank.example/leads' }, 'https://'],
    [{ method: 'webhook', url: 'http://10.0.0.1/leads' }, 'https://'],
    [{ method: 'webhook', url: 'https://user:pw@bank.example/leads' }, 'password'],
    [{ method: 'webhook', url: 'ftp://bank.example/leads' }, undefined],
    [{ method: 'csv', url: 'https://bank.example/leads' }, 'only for a webhook'],
  ])('refuses %j with a 400 naming body.url, nothing changed', async (payload, words) => {
    const bank = bankIn('SA');
    const body = expectInvalid(await setDelivery(bank.id, payload), 'body.url');
    if (words) expect(body.detail).toContain(words);
    expect(await storedSecrets(bank.id)).toMatchObject({
      deliveryMethod: 'none',
      deliverySecret: null,
    });
  });

  it('takes loopback http with private addresses allowed, and answers 404 for an unknown bank', async () => {
    const bank = bankIn('SA', 1);
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost:9000/hook',
      'http://[::1]:9000/x',
    ]) {
      const response = await setDelivery(bank.id, { method: 'webhook', url });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().url).toBe(url);
    }
    expectProblem(await setDelivery(99_999, { method: 'csv' }), 404);
    expectProblem(
      await consoleCall(app, 'POST', '/api/console/banks/99999/delivery/secret', {
        session: admin,
      }),
      404,
    );
  });

  it('rotates: a new secret once, the old one still signing and accepted beside it', async () => {
    const bank = bankIn('SA', 1);
    const before = (await storedSecrets(bank.id)).deliverySecret!;
    expectProblem(
      await consoleCall(app, 'POST', `/api/console/banks/${bank.id}/delivery/secret`, {
        session: await sessionFor(app, 'support'),
      }),
      403,
    );
    const rotated = await consoleCall(
      app,
      'POST',
      `/api/console/banks/${bank.id}/delivery/secret`,
      {
        session: admin,
      },
    );
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret } = rotated.json();
    expect(secret).toMatch(SECRET);
    expect(secret).not.toBe(before);
    const stored = await storedSecrets(bank.id);
    expect(stored).toMatchObject({ deliverySecret: secret, deliveryPreviousSecret: before });
    const inUse = secretsInUse(stored);
    expect(inUse).toEqual([secret, before]);

    const body = JSON.stringify({ id: 'msg_1', type: 'application.submitted' });
    const headers = signedHeaders(inUse, 'msg_1', body);
    const signatures = headers['webhook-signature'].split(' ');
    expect(signatures).toHaveLength(2);
    // A bank that still has the old secret, and one that has the new, both verify it.
    for (const key of [before, secret]) {
      expect(() => new Webhook(key).verify(body, { ...headers })).not.toThrow();
    }
    // A report signed with the old secret alone is accepted during the overlap...
    expect(verifiedBy(inUse, body, { ...signedHeaders([before], 'r1', body) })).toBe(true);
    // ...and not after it.
    const dayLater = new Date(stored.deliverySecretRotatedAt!.getTime() + 24 * 3600_000 + 1);
    expect(secretsInUse(stored, dayLater)).toEqual([secret]);

    expect(await everything()).not.toContain(secret.slice(6));
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'bank.rotateSecret'));
    expect(entry).toMatchObject({ target: String(bank.id), actorOperatorId: admin.operatorId });
  });

  it('queues an obviously fake test lead for a bank with a method, 409 for one without', async () => {
    const bank = bankIn('AE');
    const response = await consoleCall(app, 'POST', `/api/console/banks/${bank.id}/delivery/test`, {
      session: admin,
    });
    expect(response.statusCode, response.body).toBe(201);
    const delivery = response.json();
    expect(delivery).toMatchObject({
      bankId: bank.id,
      applicationId: null,
      type: 'application.submitted',
      state: 'pending',
      attempts: 0,
    });
    const [row] = await app.db.select().from(outbox).where(eq(outbox.id, delivery.id));
    expect(row!.payload).toMatchObject({
      id: delivery.id,
      test: true,
      type: 'application.submitted',
      data: {
        applicationId: expect.any(String),
        applicant: { fullName: 'Test Applicant', email: 'test@example.com' },
        product: { id: expect.any(Number), key: expect.any(String) },
      },
    });

    const none = bankIn('AE', 2);
    expectProblem(
      await consoleCall(app, 'POST', `/api/console/banks/${none.id}/delivery/test`, {
        session: admin,
      }),
      409,
    );
    expectProblem(
      await consoleCall(app, 'POST', `/api/console/banks/${bank.id}/delivery/test`, {
        session: await sessionFor(app, 'support'),
      }),
      403,
    );
  });

  it('shows each bank its method in the list once set', async () => {
    const list = (
      await consoleCall(app, 'GET', '/api/console/banks?country=ae&pageSize=100', {
        session: admin,
      })
    ).json().items;
    expect(list.find((bank: Json) => bank.id === bankIn('AE').id).delivery).toEqual({
      method: 'csv',
      url: null,
    });
  });
});

describe('bank delivery settings by default (private addresses not allowed)', () => {
  let app: App;
  let admin: TestSession;
  beforeAll(async () => {
    app = await buildTestApp('pglite', { delivery: { allowPrivateAddresses: undefined } });
    admin = await sessionFor(app, 'admin');
  });
  afterAll(() => app.close());

  it.each([
    'http://127.0.0.1:8080/hook',
    'https://127.0.0.1/hook',
    'https://10.0.0.1/hook',
    'https://169.254.169.254/latest',
    'https://[::ffff:10.0.0.1]/hook',
    'https://localhost/hook',
  ])('refuses %s', async (url) => {
    const response = await consoleCall(app, 'PUT', '/api/console/banks/1/delivery', {
      session: admin,
      payload: { method: 'webhook', url },
    });
    expectInvalid(response, 'body.url');
  });

  it('takes an https address on a public IP', async () => {
    const response = await consoleCall(app, 'PUT', '/api/console/banks/1/delivery', {
      session: admin,
      payload: { method: 'webhook', url: 'https://93.184.215.14/mizan' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

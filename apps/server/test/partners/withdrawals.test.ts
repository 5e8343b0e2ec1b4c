// The visitor decides and can change their mind (issue 24): the contact choice of the submit,
// checked before anything is stored or sent; the one-click withdrawal link in the real
// confirmation email (SMTP peer), in English and Arabic; the public preview and withdrawal calls,
// single use, expiring, refusing forged links; the bank told through its delivery method only.
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { applications, organizations, outbox } from '../../src/db/schema/index.ts';
import { tokenHash } from '../../src/services/console/secrets.ts';
import {
  answeredApplication,
  best,
  chooseProduct,
  expectInvalid,
  expectProblem,
  ok,
  send,
  submission,
  submitJourney,
  type Json,
  type Language,
} from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { emailCall, peerMail, settle, uniqueEmail, waitFor } from '../mail/helpers.ts';
import { SmtpPeer } from '../mail/smtp-peer.ts';

const PUBLIC_URL = 'https://mizan.example';
const PREVIEW = '/api/applications/public/withdrawals/preview';
const WITHDRAW = '/api/applications/public/withdrawals';

let peer: SmtpPeer;
let app: App;
/** Every log line the app wrote, and every token the tests used: none may be in one. */
const logLines: string[] = [];
const tokensUsed = new Set<string>();
beforeAll(async () => {
  peer = await SmtpPeer.start();
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildTestApp('pglite', {
    mail: peerMail(peer),
    console: { publicUrl: PUBLIC_URL },
    logger: { level: 'debug', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await peer?.stop();
});

const applicationRow = async (id: string) =>
  (await app.db.select().from(applications).where(eq(applications.id, id)))[0]!;

const outboxOf = (applicationId: string) =>
  app.db.select().from(outbox).where(eq(outbox.applicationId, applicationId));

/** The bank of an application's product. */
async function bankOf(applicationId: string): Promise<number> {
  const { productId } = await applicationRow(applicationId);
  return (await app.catalogue.get()).product(productId!)!.organizationId;
}

async function setDelivery(bankId: number, method: 'none' | 'webhook') {
  await app.db
    .update(organizations)
    .set({
      deliveryMethod: method,
      deliveryUrl: method === 'webhook' ? 'http://127.0.0.1:9/leads' : null,
      deliverySecret:
        method === 'webhook'
          ? app.secretBox.seal('bank-webhook', `whsec_${randomBytes(24).toString('base64')}`)
          : null,
    })
    .where(eq(organizations.id, bankId));
}

/** The withdrawal link of the one confirmation email to `email`, the same in both parts. */
async function linkInEmail(email: string): Promise<URL> {
  await waitFor(`the confirmation to ${email}`, () => peer.to(email).length > 0);
  const [mail] = peer.to(email);
  const pattern = /https:\/\/mizan\.example\/(?:ar\/)?withdraw\?token=[\w-]+/;
  const inText = mail!.parsed.text!.match(pattern)?.[0];
  const inHtml = mail!.parsed.html!.match(pattern)?.[0];
  expect(inText, mail!.parsed.text).toBeDefined();
  expect(inHtml).toBe(inText);
  const link = new URL(inText!);
  tokensUsed.add(link.searchParams.get('token')!);
  return link;
}

const preview = (token: unknown, language?: Language) =>
  send(app, 'POST', PREVIEW, { payload: { token }, ...(language && { language }) });
const withdraw = (token: unknown, language?: Language) =>
  send(app, 'POST', WITHDRAW, { payload: { token }, ...(language && { language }) });

describe('the contact choice of the submit', () => {
  async function readyToSubmit() {
    const started = await answeredApplication(app, 'ae', 'Card', best);
    const product = await chooseProduct(app, started);
    return { started, body: submission(started, product.productId) };
  }

  it.each([
    ['a window starting before 09:00', { channel: 'call', from: '08:30', to: '12:00' }, 'from'],
    ['a window ending after 18:00', { channel: 'call', from: '09:00', to: '18:30' }, 'to'],
    ['a window ending at its start', { channel: 'call', from: '12:00', to: '12:00' }, 'to'],
    ['a window ending before its start', { channel: 'email', from: '15:00', to: '10:00' }, 'to'],
    ['an unknown channel', { channel: 'sms', from: '09:00', to: '18:00' }, 'channel'],
    ['a time not written HH:MM', { channel: 'call', from: '9:00', to: '18:00' }, 'from'],
  ])(
    'refuses %s with a 400 naming the field, storing and sending nothing',
    async (_, contact, field) => {
      const { started, body } = await readyToSubmit();
      const response = await send(app, 'PUT', '/api/applications/public', {
        country: 'ae',
        payload: { ...body, contact },
      });
      expectInvalid(response, `body.contact.${field}`);
      const row = await applicationRow(started.applicationId);
      expect(row).toMatchObject({
        status: 'Created',
        contactChannel: null,
        withdrawalTokenHash: null,
      });
      expect(await outboxOf(started.applicationId)).toEqual([]);
      // The confirmation would be keyed by the application: none was queued.
      const mails = await app.db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `confirmation:${started.applicationId}`));
      expect(mails).toEqual([]);
    },
  );

  it('accepts 09:00 and 18:00 themselves, and stores the choice', async () => {
    const { started, body } = await readyToSubmit();
    const contact = { channel: 'whatsapp', from: '09:00', to: '18:00' };
    await ok(app, 'PUT', '/api/applications/public', {
      country: 'ae',
      payload: { ...body, contact },
    });
    const row = await applicationRow(started.applicationId);
    expect(row).toMatchObject({
      status: 'Submitted',
      contactChannel: 'whatsapp',
      contactFrom: '09:00',
      contactTo: '18:00',
    });
  });

  it('stores a call, 09:00-18:00, when the submit has no contact', async () => {
    const submitted = await submitJourney(app, 'ae', 'Loan', { email: uniqueEmail('default') });
    expect(await applicationRow(submitted.applicationId)).toMatchObject({
      contactChannel: 'call',
      contactFrom: '09:00',
      contactTo: '18:00',
    });
  });
});

describe('the withdrawal link', () => {
  it('is in the English email, works once, and tells a bank with a delivery method', async () => {
    const email = uniqueEmail('withdraw.en');
    const submitted = await submitJourney(app, 'ae', 'Card', { email });
    const link = await linkInEmail(email);
    expect(link.pathname).toBe('/withdraw');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[\w-]{43}$/);

    // Only the hash is stored, with an expiry 30 days on.
    const row = await applicationRow(submitted.applicationId);
    expect(row.withdrawalTokenHash).toBe(tokenHash(token));
    const days = (row.withdrawalExpiresAt!.getTime() - row.submittedAt!.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 2);

    // The client's own email call sends nothing more: one email, one link.
    expect((await emailCall(app, { to: email })).statusCode).toBe(200);
    await settle(app);
    expect(peer.to(email)).toHaveLength(1);

    const bankId = await bankOf(submitted.applicationId);
    await setDelivery(bankId, 'webhook');
    try {
      const before: Json = (await preview(token)).json();
      expect(before).toEqual({
        state: 'open',
        bankName: submitted.organizationName,
        productName: submitted.productName,
        withdrawnAt: null,
      });
      // Nothing personal in either answer.
      expect(JSON.stringify(before)).not.toContain(email);

      const first = await withdraw(token);
      expect(first.statusCode, first.body).toBe(200);
      const done: Json = first.json();
      expect(done).toEqual({
        applicationId: submitted.applicationId,
        bankName: submitted.organizationName,
        productName: submitted.productName,
        withdrawnAt: expect.any(String),
      });
      expect(await applicationRow(submitted.applicationId)).toMatchObject({
        status: 'Withdrawn',
        withdrawnAt: new Date(done.withdrawnAt),
      });

      // The same link again: the same answer, nothing new.
      const again = await withdraw(token);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(done);
      expect((await preview(token)).json()).toMatchObject({
        state: 'withdrawn',
        withdrawnAt: done.withdrawnAt,
      });

      const deliveries = (await outboxOf(submitted.applicationId)).filter(
        (row) => row.queue === 'delivery' && row.kind === 'application.withdrawn',
      );
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]!.organizationId).toBe(bankId);
      expect(deliveries[0]!.payload).toMatchObject({
        type: 'application.withdrawn',
        data: { applicationId: submitted.applicationId },
      });
      expect(deliveries[0]!.payload).not.toHaveProperty('data.applicant');
    } finally {
      await setDelivery(bankId, 'none');
    }
  });

  it('is in the Arabic email under /ar, and the preview names the bank in Arabic', async () => {
    const email = uniqueEmail('withdraw.ar');
    const submitted = await submitJourney(app, 'sa', 'Loan', { email }, 'ar');
    const link = await linkInEmail(email);
    expect(link.pathname).toBe('/ar/withdraw');
    const token = link.searchParams.get('token')!;
    const answer: Json = (await preview(token, 'ar')).json();
    expect(answer).toMatchObject({ state: 'open', bankName: submitted.organizationName });
    expect(answer.bankName).toMatch(/[\u0600-\u06FF]/);
    const english: Json = (await preview(token, 'en')).json();
    expect(english.bankName).not.toBe(answer.bankName);
  });

  it('withdraws once when two requests race, and queues nothing for a bank without a method', async () => {
    const email = uniqueEmail('withdraw.race');
    const submitted = await submitJourney(app, 'ae', 'Card', { email });
    const token = (await linkInEmail(email)).searchParams.get('token')!;
    await setDelivery(await bankOf(submitted.applicationId), 'none');
    const answers = await Promise.all([withdraw(token), withdraw(token), withdraw(token)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.json().withdrawnAt)).size).toBe(1);
    expect((await applicationRow(submitted.applicationId)).status).toBe('Withdrawn');
    expect(
      (await outboxOf(submitted.applicationId)).filter((row) => row.queue === 'delivery'),
    ).toEqual([]);
  });

  it('expires: 410, the application stays submitted and the bank is told nothing', async () => {
    const email = uniqueEmail('withdraw.expired');
    const submitted = await submitJourney(app, 'ae', 'Card', { email });
    const token = (await linkInEmail(email)).searchParams.get('token')!;
    const bankId = await bankOf(submitted.applicationId);
    await setDelivery(bankId, 'webhook');
    try {
      await app.db
        .update(applications)
        .set({ withdrawalExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(applications.id, submitted.applicationId));
      expect((await preview(token)).json()).toMatchObject({ state: 'expired', withdrawnAt: null });
      const problem = expectProblem(await withdraw(token, 'ar'), 410);
      expect(problem.title).toMatch(/[\u0600-\u06FF]/);
      expect(await applicationRow(submitted.applicationId)).toMatchObject({
        status: 'Submitted',
        withdrawnAt: null,
      });
      const withdrawals = await app.db
        .select()
        .from(outbox)
        .where(
          and(
            eq(outbox.applicationId, submitted.applicationId),
            eq(outbox.kind, 'application.withdrawn'),
          ),
        );
      expect(withdrawals).toEqual([]);
    } finally {
      await setDelivery(bankId, 'none');
    }
  });

  it('refuses a forged token (404) and a malformed one (400 naming body.token)', async () => {
    const forged = randomBytes(32).toString('base64url');
    expectProblem(await preview(forged), 404);
    expectProblem(await withdraw(forged), 404);
    expectInvalid(await withdraw('not-a-token'), 'body.token');
    expectInvalid(await preview(`${forged}x`), 'body.token');
    expectInvalid(await withdraw(undefined), 'body.token');
  });

  it('never reaches a log line, from the API calls or the page request', async () => {
    const [token] = tokensUsed;
    // The page itself, as the email's link asks for it (the API alone here: a 404, still logged).
    await send(app, 'GET', `/withdraw?token=${token}`);
    await send(app, 'GET', `/ar/withdraw?token=${token}`);
    await preview(token);
    expect(tokensUsed.size).toBeGreaterThan(2);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).toContain('/withdraw');
    for (const used of tokensUsed) {
      expect(logLines.filter((line) => line.includes(used))).toEqual([]);
    }
  });
});

describe('the withdrawal calls, per client', () => {
  it('are rate-limited as writes, the preview too although it changes nothing', async () => {
    const limited = await buildTestApp('pglite', {
      rateLimits: { writesPerMinute: 2, mailPerHour: 10 },
    });
    try {
      const forged = { token: randomBytes(32).toString('base64url') };
      const statuses = [];
      for (const url of [PREVIEW, WITHDRAW, PREVIEW, WITHDRAW]) {
        statuses.push((await send(limited, 'POST', url, { payload: forged })).statusCode);
      }
      // The writes of all routes are counted together (decision 0033).
      expect(statuses).toEqual([404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

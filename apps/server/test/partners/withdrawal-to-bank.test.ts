// A withdrawal end to end (issue 24): the visitor submits, the bank's webhook receives the lead;
// the visitor follows the link of the real confirmation email (SMTP peer), the page's calls
// withdraw the application, and the bank receives a second delivery, through the same channel,
// signed the same way, saying the application is withdrawn and nothing personal.
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { send, submitJourney } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { peerMail, uniqueEmail, waitFor } from '../mail/helpers.ts';
import { SmtpPeer } from '../mail/smtp-peer.ts';
import { BankPeer } from './bank-peer.ts';
import { QUICK_DELIVERY, setEveryBank } from './delivery-helpers.ts';

let mailbox: SmtpPeer;
let bank: BankPeer;
let app: App;
let secret: string;

beforeAll(async () => {
  mailbox = await SmtpPeer.start();
  bank = await BankPeer.start();
  app = await buildTestApp('pglite', {
    mail: peerMail(mailbox),
    delivery: QUICK_DELIVERY,
    console: { publicUrl: 'https://mizan.example' },
  });
  await app.ready();
  secret = await setEveryBank(app.db, app.secretBox, 'webhook', bank.url);
});
afterAll(async () => {
  await app?.close();
  await bank?.stop();
  await mailbox?.stop();
});

interface Event {
  id: string;
  type: string;
  data: { applicationId: string; applicant?: unknown; contact?: unknown };
}

/** The events the bank took about one application, each checked with its secret as it would. */
const eventsAbout = (applicationId: string): Event[] =>
  bank.accepted
    .map((request) => new Webhook(secret).verify(request.body, request.headers) as Event)
    .filter((event) => event.data.applicationId === applicationId);

it('goes from the link in the email to a second delivery to the bank', async () => {
  const email = uniqueEmail('withdraw.e2e');
  const { applicationId } = await submitJourney(app, 'ae', 'Card', { email });
  const [lead] = await waitFor('the lead at the bank', () => {
    const events = eventsAbout(applicationId);
    return events.length > 0 && events;
  });
  expect(lead).toMatchObject({
    type: 'application.submitted',
    data: { applicant: { email }, contact: { channel: 'call', from: '09:00', to: '18:00' } },
  });

  await waitFor('the confirmation email', () => mailbox.to(email).length > 0);
  const link = mailbox.to(email)[0]!.parsed.text!.match(/https:\S+\/withdraw\?token=[\w-]+/)?.[0];
  expect(link, 'a withdrawal link in the email').toBeDefined();
  const url = new URL(link!);
  // The two calls the page the link opens makes (e2e/tests/withdrawal.spec.ts drives the page).
  const token = url.searchParams.get('token');
  const preview = await send(app, 'POST', '/api/applications/public/withdrawals/preview', {
    payload: { token },
  });
  expect(preview.json()).toMatchObject({ state: 'open' });
  const withdrawn = await send(app, 'POST', '/api/applications/public/withdrawals', {
    payload: { token },
  });
  expect(withdrawn.statusCode, withdrawn.body).toBe(200);

  const events = await waitFor('the withdrawal at the bank', () => {
    const about = eventsAbout(applicationId);
    return about.length === 2 && about;
  });
  expect(events[1]).toEqual({
    id: expect.any(String),
    type: 'application.withdrawn',
    createdAt: expect.any(String),
    data: { applicationId },
  });
  expect(events[1]!.id).not.toBe(lead!.id);
});

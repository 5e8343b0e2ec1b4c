// No open relay (DESIGN.md, security): the client's email call never mails a stranger, an
// unsubmitted applicant or the client's own subject and body; header injection is refused; and
// no address gets more than MAX_EMAILS_PER_RECIPIENT_PER_DAY messages from support requests.
import { describe, expect, it } from 'vitest';
import { MAX_EMAILS_PER_RECIPIENT_PER_DAY } from '../../src/mail/outbox.ts';
import { answeredApplication, best, submitJourney, type Json } from '../helpers/api.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  ACK_SUBJECT,
  CARD_SUBJECT,
  SUPPORT_INBOX,
  emailCall,
  expectBadRequest,
  inboxSubject,
  outboxRows,
  postSupport,
  settle,
  supportForm,
  tableCounts,
  uniqueEmail,
  useMailApp,
  waitFor,
} from './helpers.ts';

describe.each(databaseKinds)('no open relay (%s)', (kind) => {
  const { app, peer } = useMailApp(kind);

  /** Runs `act`, then checks that it queued nothing and nothing reached the SMTP peer. */
  async function expectNothingSent(act: () => Promise<void>) {
    const before = await tableCounts(app().db);
    const received = peer().received.length;
    await act();
    // Nothing new in the outbox already means nothing to send; the short wait double-checks.
    await settle(app(), 200);
    expect(await tableCounts(app().db)).toEqual(before);
    expect(
      peer()
        .received.slice(received)
        .map((mail) => mail.rcptTo),
    ).toEqual([]);
  }

  async function expectAccepted(body: Record<string, unknown>) {
    const response = await emailCall(app(), body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ accepted: true });
  }

  it('answers a request for a stranger like any other and mails nothing', () =>
    expectNothingSent(() => expectAccepted({ to: uniqueEmail('stranger') })));

  it('mails nothing to an applicant who has not submitted yet', async () => {
    const email = uniqueEmail('created');
    await answeredApplication(app(), 'ae', 'Card', best, { name: 'Layla Haddad', email });
    await expectNothingSent(() => expectAccepted({ to: email }));
  });

  it('never mails the subject and body the client composed', async () => {
    const email = uniqueEmail('marker');
    await submitJourney(app(), 'ae', 'Card', { name: 'Layla Haddad', email });
    const marker = `client-marker-${Date.now()}`;
    await expectAccepted({
      to: email,
      subject: `Urgent ${marker}`,
      body: `<p>${marker}</p><a href="https://evil.example/${marker}">verify your card</a>`,
    });
    await waitFor('the confirmation', () => peer().to(email).length > 0);
    await settle(app());
    expect(
      peer()
        .to(email)
        .map((mail) => mail.parsed.subject),
    ).toEqual([CARD_SUBJECT]);
    for (const mail of peer().received) {
      expect(mail.raw).not.toContain(marker);
      expect(mail.parsed.html ?? '').not.toContain(marker);
      expect(mail.parsed.text ?? '').not.toContain('evil.example');
    }
    for (const row of await outboxRows(app().db)) expect(row.html).not.toContain(marker);
  });

  it.each([
    'Hi\r\nBcc: victim@example.com',
    'Hi\nBcc: victim@example.com',
    'Hi\rBcc: victim@example.com',
  ])('refuses a subject with a line break: %j', (subject) =>
    expectNothingSent(async () => {
      const body = expectBadRequest(await emailCall(app(), { to: 'someone@example.com', subject }));
      expect(body.errors.map((error: Json) => error.field)).toContain('body.subject');
      expect(peer().to('victim@example.com')).toEqual([]);
    }),
  );

  it.each([
    'a@x.com, b@y.com',
    'a@x.com,b@y.com',
    'a@x.com;b@y.com',
    'a@x.com b@y.com',
    'a@x.com\r\nBcc: b@y.com',
    'a@x.com\nBcc: b@y.com',
  ])('refuses a recipient that is not exactly one address: %j', (to) =>
    expectNothingSent(async () => {
      const body = expectBadRequest(await emailCall(app(), { to }));
      expect(body.errors.map((error: Json) => error.field)).toContain('body.to');
    }),
  );

  it('mails nothing for a flood of requests for strangers', () =>
    expectNothingSent(async () => {
      const responses = await Promise.all(
        Array.from({ length: 50 }, (_, n) =>
          emailCall(app(), { to: uniqueEmail(`flood${n}`), body: '<p>spam</p>' }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    }));

  describe('the per-recipient daily limit', () => {
    const acksTo = (email: string) =>
      peer().received.filter(
        (mail) =>
          mail.parsed.subject === ACK_SUBJECT &&
          mail.rcptTo.some((to) => to.toLowerCase() === email.toLowerCase()),
      );
    const inboxCopiesFrom = (email: string) =>
      peer()
        .to(SUPPORT_INBOX)
        .filter((mail) => mail.parsed.text?.toLowerCase().includes(email.toLowerCase()));

    it('stops acknowledging one sender after the limit but still tells the inbox', async () => {
      const email = uniqueEmail('limit');
      const requests = MAX_EMAILS_PER_RECIPIENT_PER_DAY + 2;
      for (let n = 0; n < requests; n += 1) {
        const response = await postSupport(app(), supportForm({ email, message: `Request ${n}` }));
        expect(response.statusCode, response.body).toBe(201);
      }
      const rows = await outboxRows(app().db);
      expect(rows.filter((row) => row.toAddress === email)).toHaveLength(
        MAX_EMAILS_PER_RECIPIENT_PER_DAY,
      );
      await waitFor('every inbox copy', () => inboxCopiesFrom(email).length >= requests);
      await settle(app());
      expect(acksTo(email)).toHaveLength(MAX_EMAILS_PER_RECIPIENT_PER_DAY);
      const copies = inboxCopiesFrom(email);
      expect(copies.map((mail) => mail.parsed.subject)).toEqual(
        Array(requests).fill(inboxSubject('Omar Farouk')),
      );
      const messages = copies.map((mail) => /Request \d+/.exec(mail.parsed.text ?? '')?.[0]);
      expect(messages.sort()).toEqual(Array.from({ length: requests }, (_, n) => `Request ${n}`));
    });

    it('counts an address however its domain is capitalised', async () => {
      const email = uniqueEmail('cases');
      const [local, domain] = email.split('@') as [string, string];
      const variants = [
        email,
        `${local}@${domain.toUpperCase()}`,
        `${local}@${domain[0]!.toUpperCase()}${domain.slice(1)}`,
      ];
      for (let n = 0; n < MAX_EMAILS_PER_RECIPIENT_PER_DAY + 3; n += 1) {
        const form = supportForm({ email: variants[n % variants.length]! });
        expect((await postSupport(app(), form)).statusCode).toBe(201);
      }
      await settle(app());
      expect(acksTo(email).length).toBeLessThanOrEqual(MAX_EMAILS_PER_RECIPIENT_PER_DAY);
    });

    it('holds when the requests arrive all at once', async () => {
      const email = uniqueEmail('burst');
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => postSupport(app(), supportForm({ email }))),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
      await settle(app());
      expect(acksTo(email).length).toBeLessThanOrEqual(MAX_EMAILS_PER_RECIPIENT_PER_DAY);
      expect(inboxCopiesFrom(email)).toHaveLength(20);
    });

    it("never swallows an applicant's confirmation because others used their address", async () => {
      const email = uniqueEmail('target');
      for (let n = 0; n < MAX_EMAILS_PER_RECIPIENT_PER_DAY; n += 1) {
        expect((await postSupport(app(), supportForm({ email }))).statusCode).toBe(201);
      }
      await submitJourney(app(), 'ae', 'Card', { name: 'Layla Haddad', email });
      const queued = (await outboxRows(app().db)).filter((row) => row.toAddress === email);
      expect(queued.map((row) => row.kind)).toContain('card-confirmation');
      await waitFor(
        `the confirmation to ${email}`,
        () => peer().to(email, CARD_SUBJECT).length > 0,
      );
      await settle(app());
      expect(peer().to(email, CARD_SUBJECT)).toHaveLength(1);
    });
  });
});

// The Help & Support form (SPEC sections 2, 3 and 5): a valid form is stored, the support inbox
// gets the sender's name, email and message (escaped in HTML) and the sender the fixed
// acknowledgement, over real SMTP; a bad form gets the spec's messages and stores nothing.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bodyFieldOf, SupportFormSchema } from '@mizan/contracts';
import { supportRequests } from '../../src/db/schema/index.ts';
import { UUID_V4, type Json } from '../helpers/api.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  ACK_SUBJECT,
  ACK_TEXT,
  MAIL_FROM,
  SUPPORT_INBOX,
  expectBadRequest,
  inboxSubject,
  postSupport,
  settle,
  supportForm,
  tableCounts,
  uniqueEmail,
  useMailApp,
  waitFor,
  type SupportForm,
} from './helpers.ts';
import type { ReceivedMail } from './smtp-peer.ts';

describe.each(databaseKinds)('support requests (%s)', (kind) => {
  const { app, peer } = useMailApp(kind);

  /** Sends the form; answers the one inbox copy and the one acknowledgement it caused. */
  async function submit(form: SupportForm): Promise<{ inbox: ReceivedMail; ack: ReceivedMail }> {
    const response = await postSupport(app(), form);
    expect(response.statusCode, response.body).toBe(201);
    const { supportRequestId } = response.json();
    expect(supportRequestId).toMatch(UUID_V4);
    const [stored] = await app()
      .db.select()
      .from(supportRequests)
      .where(eq(supportRequests.id, supportRequestId));
    expect(stored).toMatchObject({
      fullName: form.fullName,
      email: form.email,
      message: form.message,
    });

    const fromSender = () =>
      peer()
        .to(SUPPORT_INBOX)
        .filter((mail) => mail.parsed.text?.includes(form.email));
    await waitFor('the inbox copy and the acknowledgement', () => {
      return fromSender().length > 0 && peer().to(form.email).length > 0;
    });
    await settle(app());
    const inbox = fromSender();
    const acks = peer().to(form.email);
    expect(inbox).toHaveLength(1);
    expect(acks).toHaveLength(1);
    return { inbox: inbox[0]!, ack: acks[0]! };
  }

  it('tells the support inbox who wrote what, and thanks the sender', async () => {
    const form = supportForm({ message: 'My card has not arrived yet.\nCould you check?' });
    const { inbox, ack } = await submit(form);

    expect(inbox.rcptTo).toEqual([SUPPORT_INBOX]);
    expect(inbox.parsed.subject).toBe(inboxSubject('Omar Farouk'));
    expect(inbox.parsed.headers.get('from')).toBe(MAIL_FROM);
    for (const part of [inbox.parsed.text, inbox.parsed.html]) {
      expect(part).toContain('Omar Farouk');
      expect(part).toContain(form.email);
      expect(part).toContain('My card has not arrived yet.');
      expect(part).toContain('Could you check?');
    }

    expect(ack.rcptTo).toEqual([form.email]);
    expect(ack.parsed.subject).toBe(ACK_SUBJECT);
    expect(ack.parsed.headers.get('from')).toBe(MAIL_FROM);
    for (const part of [ack.parsed.text, ack.parsed.html]) {
      expect(part).toContain(ACK_TEXT);
      expect(part).toContain('2-3 business days');
      expect(part).toContain('Omar Farouk');
      // Fixed wording: the sender's message is not echoed to whatever address they typed.
      expect(part).not.toContain('My card has not arrived');
    }
  });

  it('escapes the message in the HTML the support inbox gets', async () => {
    const message = `<img src=x onerror=alert(1)> "quotes" & 'apostrophes' <script>alert(2)</script>`;
    const { inbox, ack } = await submit(supportForm({ message }));
    const html = inbox.parsed.html ?? '';
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; &quot;quotes&quot; &amp; &#39;apostrophes&#39; ' +
        '&lt;script&gt;alert(2)&lt;/script&gt;',
    );
    expect(inbox.parsed.text).toContain(message);
    expect(ack.raw).not.toContain('onerror');
  });

  it('writes names in any script into the subject and both parts', async () => {
    const { inbox, ack } = await submit(supportForm({ fullName: 'ليلى حداد' }));
    expect(inbox.parsed.subject).toBe(inboxSubject('ليلى حداد'));
    expect(inbox.parsed.text).toContain('ليلى حداد');
    expect(inbox.parsed.html).toContain('ليلى حداد');
    expect(ack.parsed.text).toContain('Hello ليلى حداد');
  });

  /**
   * The first message for each form field that failed, read as the web's form reads the answer
   * (the form shows one per field; an empty field may also fail the pattern check after it).
   */
  const FORM_FIELDS = Object.fromEntries(
    Object.keys(SupportFormSchema.shape).map((key) => [key, key]),
  );
  function firstMessages(body: Json): Record<string, string> {
    const first: Record<string, string> = {};
    for (const error of body.errors) {
      first[bodyFieldOf(error.field, FORM_FIELDS) ?? `not a form field: ${error.field}`] ??=
        error.message;
    }
    return first;
  }

  describe('a bad form', () => {
    const valid = () => supportForm({ email: uniqueEmail('bad') });
    const without = (field: keyof SupportForm) => {
      const form: Partial<SupportForm> = valid();
      delete form[field];
      return form;
    };

    it.each<[string, () => unknown, string, string]>([
      [
        'an empty name',
        () => ({ ...valid(), fullName: '' }),
        'fullName',
        'Please enter your full name',
      ],
      [
        'a blank name',
        () => ({ ...valid(), fullName: '   ' }),
        'fullName',
        'Please enter your full name',
      ],
      ['no name', () => without('fullName'), 'fullName', 'Please enter your full name'],
      ['an empty email', () => ({ ...valid(), email: '' }), 'email', 'Please enter your email'],
      ['no email', () => without('email'), 'email', 'Please enter your email'],
      [
        'an invalid email',
        () => ({ ...valid(), email: 'omar.example.com' }),
        'email',
        'Please enter a valid email',
      ],
      [
        'an email with two @',
        () => ({ ...valid(), email: 'a@b@example.com' }),
        'email',
        'Please enter a valid email',
      ],
      [
        'an empty message',
        () => ({ ...valid(), message: '' }),
        'message',
        'Please enter your message',
      ],
      [
        'a blank message',
        () => ({ ...valid(), message: ' \n ' }),
        'message',
        'Please enter your message',
      ],
      ['no message', () => without('message'), 'message', 'Please enter your message'],
      [
        'terms not agreed',
        () => ({ ...valid(), agreeToTerms: false }),
        'agreeToTerms',
        'Please agree to the terms',
      ],
      ['no terms', () => without('agreeToTerms'), 'agreeToTerms', 'Please agree to the terms'],
    ])('%s: 400 with the spec message, nothing stored', async (_, form, field, message) => {
      const before = await tableCounts(app().db);
      const body = expectBadRequest(await postSupport(app(), form()));
      expect(firstMessages(body)).toEqual({ [field]: message });
      expect(await tableCounts(app().db)).toEqual(before);
    });

    it('lists every problem of an empty form at once', async () => {
      const before = await tableCounts(app().db);
      const body = expectBadRequest(
        await postSupport(app(), { fullName: '', email: '', message: '', agreeToTerms: false }),
      );
      expect(firstMessages(body)).toEqual({
        fullName: 'Please enter your full name',
        email: 'Please enter your email',
        message: 'Please enter your message',
        agreeToTerms: 'Please agree to the terms',
      });
      expect(await tableCounts(app().db)).toEqual(before);
    });

    it('sends nothing for a refused form', async () => {
      const received = peer().received.length;
      const email = uniqueEmail('refused');
      const response = await postSupport(app(), { ...valid(), email, agreeToTerms: false });
      expectBadRequest(response);
      await settle(app(), 200);
      expect(peer().received.length).toBe(received);
      expect(peer().to(email)).toEqual([]);
    });
  });
});

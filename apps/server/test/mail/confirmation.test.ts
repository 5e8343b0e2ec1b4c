// The confirmation email of a submitted application, delivered over real SMTP (SPEC sections 4
// and 7): exactly one per application, with the card or loan subject, text and HTML parts and the
// inline product image, whether or not the client also makes its email call or retries the PUT.
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../src/mail/escape-html.ts';
import { ok, send, submitJourney, type Submitted } from '../helpers/api.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  CARD_SUBJECT,
  LOAN_SUBJECT,
  MAIL_FROM,
  MAIL_FROM_ADDRESS,
  emailCall,
  outboxRows,
  settle,
  uniqueEmail,
  useMailApp,
  waitFor,
} from './helpers.ts';
import type { ReceivedMail } from './smtp-peer.ts';

describe.each(databaseKinds)('confirmation emails over SMTP (%s)', (kind) => {
  const { app, peer } = useMailApp(kind);

  /** Waits for the first message to `to` with `subject`, then makes sure no other follows. */
  async function theOnlyMessage(to: string, subject: string): Promise<ReceivedMail> {
    await waitFor(`"${subject}" to ${to}`, () => peer().to(to).length > 0);
    await settle(app());
    const messages = peer().to(to);
    expect(messages.map((mail) => mail.parsed.subject)).toEqual([subject]);
    return messages[0]!;
  }

  function expectConfirmation(mail: ReceivedMail, applicant: Submitted, email: string) {
    const { parsed } = mail;
    expect(mail.rcptTo).toEqual([email]);
    expect(parsed.headers.get('to')).toContain(email);
    expect(parsed.headers.get('from')).toBe(MAIL_FROM);
    expect(mail.mailFrom).toBe(MAIL_FROM_ADDRESS);
    expect(parsed.headers.get('message-id')).toMatch(/^<[^\s<>@]+@[^\s<>@]+>$/);
    expect(parsed.contentType).toMatch(/^multipart\//);

    expect(parsed.text).toBeDefined();
    expect(parsed.html).toBeDefined();
    expect(parsed.text).toContain(applicant.productName);
    expect(parsed.text).toContain(applicant.organizationName);
    expect(parsed.html).toContain(escapeHtml(applicant.productName));
    expect(parsed.html).toContain(escapeHtml(applicant.organizationName));
    for (const part of [parsed.text, parsed.html]) {
      expect(part).toContain('Layla Haddad');
      expect(part).toContain('3-4 working days');
      expect(part).toContain('© 2024');
    }
  }

  /** The inline image the HTML refers to is the product's own art, as the API serves it. */
  async function expectProductImage(mail: ReceivedMail, applicant: Submitted) {
    expect(mail.parsed.html).toContain('cid:product-image');
    const inline = mail.parsed.attachments.filter(
      (part) => part.headers.get('content-id') === '<product-image>',
    );
    expect(inline).toHaveLength(1);
    const served = await send(
      app(),
      'GET',
      `/api/products/public/image/${applicant.submission.product.productId}`,
    );
    expect(served.statusCode).toBe(200);
    expect(inline[0]!.contentType).toBe(String(served.headers['content-type']).split(';')[0]);
    expect(inline[0]!.content.equals(served.rawPayload)).toBe(true);
  }

  describe('a card application', () => {
    const email = uniqueEmail('layla.card');
    let submitted: Submitted;

    it('sends one confirmation with the card subject once submitted', async () => {
      submitted = await submitJourney(app(), 'ae', 'Card', { name: 'Layla Haddad', email });
      const mail = await theOnlyMessage(email, CARD_SUBJECT);
      expectConfirmation(mail, submitted, email);
      expect(mail.parsed.text).toContain('credit card application');
      await expectProductImage(mail, submitted);
    });

    it("does not send it again for the client's email call", async () => {
      const response = await emailCall(app(), {
        to: email,
        containImages: true,
        subject: CARD_SUBJECT,
        body: '<p>hi</p>',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ accepted: true });
      // The same call with the address as the user may have typed it.
      const shouted = await emailCall(app(), { to: email.toUpperCase(), containImages: false });
      expect(shouted.statusCode, shouted.body).toBe(200);
      await settle(app(), 1000);
      expect(peer().to(email)).toHaveLength(1);
      const rows = (await outboxRows(app().db)).filter((row) => row.toAddress === email);
      expect(rows.map((row) => row.status)).toEqual(['sent']);
    });

    it('does not send it again when the submission is retried', async () => {
      const again = await ok(app(), 'PUT', '/api/applications/public', {
        payload: submitted.submission,
      });
      expect(again.status).toBe('Submitted');
      await settle(app(), 1000);
      expect(peer().to(email)).toHaveLength(1);
    });
  });

  it('sends one confirmation with the loan subject for a loan', async () => {
    const email = uniqueEmail('layla.loan');
    const submitted = await submitJourney(app(), 'ae', 'Loan', { name: 'Layla Haddad', email });
    const mail = await theOnlyMessage(email, LOAN_SUBJECT);
    expectConfirmation(mail, submitted, email);
    expect(mail.parsed.text).toContain('loan application');
    await expectProductImage(mail, submitted);

    const response = await emailCall(app(), { to: email, subject: LOAN_SUBJECT });
    expect(response.json()).toEqual({ accepted: true });
    await ok(app(), 'PUT', '/api/applications/public', { payload: submitted.submission });
    await settle(app(), 1000);
    expect(peer().to(email)).toHaveLength(1);
  });

  it('sends each applicant their own confirmation when several submit at once', async () => {
    const emails = [1, 2, 3].map((n) => uniqueEmail(`batch${n}`));
    await Promise.all(
      emails.map((email, n) =>
        submitJourney(app(), 'ae', n === 1 ? 'Loan' : 'Card', { name: 'Layla Haddad', email }),
      ),
    );
    await waitFor('three confirmations', () =>
      emails.every((email) => peer().to(email).length > 0),
    );
    await settle(app());
    expect(
      emails.map((email) =>
        peer()
          .to(email)
          .map((mail) => mail.parsed.subject),
      ),
    ).toEqual([[CARD_SUBJECT], [LOAN_SUBJECT], [CARD_SUBJECT]]);
  });
});

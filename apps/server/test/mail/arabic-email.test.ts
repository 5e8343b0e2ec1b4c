// Email in the visitor's language (issue 13), over real SMTP: a visitor who used Arabic gets the
// application confirmation and the support acknowledgement in Arabic, right to left, with Arabic
// subjects and not one English sentence; the support inbox still gets English, with the
// visitor's message as written; the language is stored with the support request.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, supportRequests } from '../../src/db/schema/index.ts';
import { cards } from '../../src/db/seed/data/cards.ts';
import { loans } from '../../src/db/seed/data/loans.ts';
import { loanFacts } from '../../src/db/seed/data/facts/index.ts';
import { organizations } from '../../src/db/seed/data/organizations.ts';
import { escapeHtml } from '../../src/mail/escape-html.ts';
import {
  answeredApplication,
  best,
  chooseProduct,
  ok,
  send,
  submission,
  submitJourney,
  type Country,
  type Submitted,
} from '../helpers/api.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  ACK_SUBJECT,
  ACK_TEXT,
  CARD_SUBJECT,
  emailCall,
  SUPPORT_INBOX,
  inboxSubject,
  settle,
  supportForm,
  uniqueEmail,
  useMailApp,
  waitFor,
} from './helpers.ts';
import type { ReceivedMail } from './smtp-peer.ts';

const ARABIC = /[\u0621-\u064a]/;

/** Sentences of the English templates (SPEC's texts) that an Arabic email must not carry. */
const ENGLISH_SENTENCES = [
  'Thank you',
  'We have received your',
  'Processing usually takes',
  '3-4 working days',
  'will contact you directly',
  'If you have any questions',
  'The Mizan team',
  'All rights reserved',
  ACK_TEXT,
  'Our team aims to respond',
  '2-3 business days',
];

function expectArabicEmail(mail: ReceivedMail, subject: string) {
  const { parsed } = mail;
  expect(parsed.subject).toBe(subject);
  expect(parsed.html).toContain('<html lang="ar" dir="rtl">');
  expect(parsed.html).toMatch(/<td dir="rtl" align="right"/);
  for (const part of [parsed.text!, parsed.html!]) {
    for (const sentence of ENGLISH_SENTENCES) expect(part).not.toContain(sentence);
    expect(part).toContain('فريق ميزان');
    expect(part).toContain('© 2024 ميزان');
  }
}

describe.each(databaseKinds)('email in Arabic over SMTP (%s)', (kind) => {
  const { app, peer } = useMailApp(kind);

  async function theOnlyMessage(to: string): Promise<ReceivedMail> {
    await waitFor(`a message to ${to}`, () => peer().to(to).length > 0);
    await settle(app());
    const messages = peer().to(to);
    expect(messages).toHaveLength(1);
    return messages[0]!;
  }

  function expectConfirmationFacts(mail: ReceivedMail, submitted: Submitted) {
    const { text, html } = mail.parsed;
    // The product and bank as the Arabic API named them (the catalogue's Arabic names).
    expect(text).toContain(
      `استلمنا طلبك للحصول على ${submitted.productName}، وأحلناه إلى ${submitted.organizationName}.`,
    );
    const names = [...cards, ...loans].map((product) => product.nameAr);
    expect(names).toContain(submitted.productName);
    expect(organizations.map((bank) => bank.nameAr)).toContain(submitted.organizationName);
    expect(text).toContain(submitted.productName);
    expect(text).toContain(submitted.organizationName);
    expect(html).toContain(escapeHtml(submitted.productName));
    expect(html).toContain(escapeHtml(submitted.organizationName));
    for (const part of [text, html]) {
      expect(part).toContain('ليلى حداد');
      expect(part).toContain('3 إلى 4 أيام عمل');
    }
  }

  it('confirms a card application in Arabic', async () => {
    const email = uniqueEmail('layla.ar.card');
    const submitted = await submitJourney(app(), 'ae', 'Card', { name: 'ليلى حداد', email }, 'ar');
    const mail = await theOnlyMessage(email);
    expectArabicEmail(mail, 'تم استلام طلب بطاقتك الائتمانية');
    expectConfirmationFacts(mail, submitted);
    expect(mail.parsed.html).toContain('cid:product-image');

    // The client's email call (POST /api/email/public) sends no Accept-Language: the application's
    // stored language decides, and the confirmation already went out, so nothing follows.
    const again = await emailCall(app(), { to: email, subject: CARD_SUBJECT });
    expect(again.json()).toEqual({ accepted: true });
    await settle(app(), 1000);
    expect(
      peer()
        .to(email)
        .map((received) => received.parsed.subject),
    ).toEqual(['تم استلام طلب بطاقتك الائتمانية']);
  });

  it('confirms an English visitor’s card application in English, as before', async () => {
    const email = uniqueEmail('layla.en.card');
    const submitted = await submitJourney(
      app(),
      'ae',
      'Card',
      { name: 'Layla Haddad', email },
      'en',
    );
    const mail = await theOnlyMessage(email);
    expect(mail.parsed.subject).toBe(CARD_SUBJECT);
    expect(mail.parsed.html).toContain('<html lang="en">');
    expect(mail.parsed.html).not.toContain('rtl');
    expect(mail.parsed.text).toContain(
      `We have received your credit card application for ${submitted.productName} from ` +
        `${submitted.organizationName} and passed it to the bank.`,
    );
    for (const part of [mail.parsed.text, mail.parsed.html]) expect(part).not.toMatch(ARABIC);
  });

  it.each<[Country, string]>([
    ['ae', 'قرضك الشخصي'],
    ['sa', 'تمويلك الشخصي'],
  ])(
    'confirms a loan application in Arabic (%s), named as its market names it',
    async (country, loanWord) => {
      const email = uniqueEmail(`layla.ar.loan.${country}`);
      const submitted = await submitJourney(
        app(),
        country,
        'Loan',
        { name: 'ليلى حداد', email },
        'ar',
      );
      const mail = await theOnlyMessage(email);
      // An Islamic product is a financing (تمويل) in the UAE too.
      const key = loans.find((loan) => loan.nameAr === submitted.productName)?.key;
      const islamic = key !== undefined && loanFacts[key]!.islamic.value;
      const word = islamic ? 'تمويلك الشخصي' : loanWord;
      expectArabicEmail(mail, `تم استلام طلب ${word}`);
      expectConfirmationFacts(mail, submitted);
    },
  );

  it('writes the confirmation in the language the visitor submitted in', async () => {
    // Started in English, switched to Arabic before applying: the email follows the switch.
    const email = uniqueEmail('layla.switching');
    const started = await answeredApplication(app(), 'ae', 'Card', best, {
      name: 'ليلى حداد',
      email,
    });
    const product = await chooseProduct(app(), started);
    expect(product.productName).not.toMatch(ARABIC);
    const submitted = await ok(app(), 'PUT', '/api/applications/public', {
      country: 'ae',
      language: 'ar',
      payload: submission(started, product.productId),
    });
    expect(submitted.product.productName).toMatch(ARABIC);

    expectArabicEmail(await theOnlyMessage(email), 'تم استلام طلب بطاقتك الائتمانية');
    const [row] = await app()
      .db.select({ language: applications.language })
      .from(applications)
      .where(eq(applications.id, started.applicationId));
    expect(row).toEqual({ language: 'ar' });
  });

  it('acknowledges an Arabic support request in Arabic; the inbox copy stays English', async () => {
    const message = 'لم تصلني بطاقتي حتى الآن.\nهل يمكنكم التحقق؟';
    const form = supportForm({ fullName: 'عمر فاروق', message });
    const response = await send(app(), 'POST', '/api/support-requests/public', {
      country: 'sa',
      language: 'ar',
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = await app()
      .db.select({ language: supportRequests.language, country: supportRequests.country })
      .from(supportRequests)
      .where(eq(supportRequests.id, response.json().supportRequestId));
    expect(stored).toEqual({ language: 'ar', country: 'sa' });

    const ack = await theOnlyMessage(form.email);
    expectArabicEmail(ack, 'استلمنا رسالتك');
    for (const part of [ack.parsed.text, ack.parsed.html]) {
      expect(part).toContain('مرحباً عمر فاروق');
      expect(part).toContain('شكراً لتواصلك معنا! تم إرسال استفسارك بنجاح.');
      expect(part).toContain('2 إلى 3 أيام عمل');
      expect(part).not.toContain('لم تصلني بطاقتي');
    }

    const inbox = peer()
      .to(SUPPORT_INBOX)
      .filter((mail) => mail.parsed.text?.includes(form.email));
    expect(inbox).toHaveLength(1);
    const copy = inbox[0]!.parsed;
    expect(copy.subject).toBe(inboxSubject('عمر فاروق'));
    expect(copy.html).toContain('<html lang="en">');
    expect(copy.html).not.toContain('dir="rtl"');
    for (const part of [copy.text, copy.html]) {
      expect(part).toContain('New support request');
      expect(part).toContain('Arabic (acknowledged in Arabic)');
      expect(part).toContain('لم تصلني بطاقتي حتى الآن.');
      expect(part).toContain('هل يمكنكم التحقق؟');
    }
  });

  it('keeps English visitors’ acknowledgement in English', async () => {
    const form = supportForm();
    const response = await send(app(), 'POST', '/api/support-requests/public', {
      country: 'ae',
      language: 'en',
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(201);
    const ack = await theOnlyMessage(form.email);
    expect(ack.parsed.subject).toBe(ACK_SUBJECT);
    expect(ack.parsed.html).toContain('<html lang="en">');
    expect(ack.parsed.text).toContain(ACK_TEXT);
    for (const part of [ack.parsed.text, ack.parsed.html]) expect(part).not.toMatch(ARABIC);
    const inbox = peer()
      .to(SUPPORT_INBOX)
      .filter((mail) => mail.parsed.text?.includes(form.email));
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.parsed.text).not.toContain('Language:');
  });
});

// The email templates (SPEC sections 2, 7 and 9: subjects, 3-4 working days, © 2024, the support
// wording) with every piece of user data HTML-escaped, and the outbox worker's retry back-off.
import { describe, expect, it } from 'vitest';
import {
  applicationConfirmation,
  supportAcknowledgement,
  supportInboxMessage,
  type ConfirmationInput,
} from '../../src/mail/templates.ts';
import { retryDelayMs } from '../../src/queue/worker.ts';
import { ACK_TEXT, CARD_SUBJECT, LOAN_SUBJECT } from './helpers.ts';

const card: ConfirmationInput = {
  applicationType: 'Card',
  customerName: 'Layla Haddad',
  productName: 'Emirates NBD Go4it Platinum',
  organizationName: 'Emirates NBD',
  containImages: true,
};

const HOSTILE = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(document.cookie)>',
  `"quotes" & 'apostrophes'`,
];

/** Raw fragments that must never reach an HTML body from user data. */
function expectNoRawMarkup(html: string) {
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain('"quotes"');
  expect(html).not.toContain("'apostrophes'");
  expect(html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;|#x27;)/);
}

describe('application confirmation', () => {
  it.each([
    ['Card', CARD_SUBJECT],
    ['Loan', LOAN_SUBJECT],
  ] as const)('%s: subject, name, product, bank, processing time and year', (type, subject) => {
    const email = applicationConfirmation({
      ...card,
      applicationType: type,
      productName: type === 'Card' ? card.productName : 'Personal Loan for Expats',
    });
    expect(email.subject).toBe(subject);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Layla Haddad');
      expect(part).toContain(type === 'Card' ? card.productName : 'Personal Loan for Expats');
      expect(part).toContain('Emirates NBD');
      expect(part).toContain('3-4 working days');
      expect(part).toContain('© 2024');
    }
  });

  it('names the product type in the wording', () => {
    expect(applicationConfirmation(card).text).toContain('credit card application');
    expect(applicationConfirmation({ ...card, applicationType: 'Loan' }).text).toContain(
      'loan application',
    );
  });

  it('references the inline product image only when images are wanted', () => {
    expect(applicationConfirmation(card).html).toContain('src="cid:product-image"');
    const plain = applicationConfirmation({ ...card, containImages: false });
    expect(plain.html).not.toContain('cid:');
    expect(plain.html).not.toContain('<img');
    expect(applicationConfirmation(card).text).not.toContain('cid:');
  });

  it.each(HOSTILE)('escapes hostile user data in the HTML: %s', (hostile) => {
    const email = applicationConfirmation({
      ...card,
      customerName: hostile,
      productName: hostile,
      organizationName: hostile,
    });
    const withoutOwnImage = email.html.replace(/<img src="cid:product-image"[^>]*>/, '');
    expectNoRawMarkup(withoutOwnImage);
    expect(email.html).toContain(
      hostile
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')
        .replaceAll('"', '&quot;')
        .replaceAll("'", '&#39;'),
    );
    // The plain-text part is not HTML: it carries the name as written.
    expect(email.text).toContain(hostile);
    expect(email.subject).not.toContain(hostile);
  });
});

describe('support emails', () => {
  const form = {
    fullName: 'Omar Farouk',
    email: 'omar.farouk@example.com',
    message: 'My card has not arrived.\nCould you check?',
  };

  it('gives the support inbox the sender name, email and message', () => {
    const email = supportInboxMessage(form);
    expect(email.subject).toContain('Omar Farouk');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('Omar Farouk');
      expect(part).toContain('omar.farouk@example.com');
      expect(part).toContain('My card has not arrived.');
      expect(part).toContain('Could you check?');
      expect(part).toContain('© 2024');
    }
  });

  it('escapes the message and the email in the inbox HTML', () => {
    const message = `<img src=x onerror=alert(1)> "quotes" & 'apostrophes' <script>alert(1)</script>`;
    const email = supportInboxMessage({
      ...form,
      email: '"><script>alert(1)</script>@example.com',
      message,
    });
    expectNoRawMarkup(email.html);
    expect(email.html).toContain(
      '&lt;img src=x onerror=alert(1)&gt; &quot;quotes&quot; &amp; &#39;apostrophes&#39;',
    );
    expect(email.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.com');
    expect(email.text).toContain(message);
  });

  it('acknowledges the sender with the fixed wording of SPEC section 2', () => {
    const email = supportAcknowledgement('Omar Farouk');
    for (const part of [email.html, email.text]) {
      expect(part).toContain(ACK_TEXT);
      expect(part).toContain('Our team aims to respond to inquiries within 2-3 business days.');
      expect(part).toContain('Omar Farouk');
      expect(part).toContain('© 2024');
    }
  });

  it('escapes the sender name in the acknowledgement', () => {
    const email = supportAcknowledgement(HOSTILE.join(' '));
    expectNoRawMarkup(email.html);
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('in Arabic', () => {
  const arabicCard: ConfirmationInput = {
    ...card,
    customerName: 'ليلى حداد',
    productName: 'بطاقة الإمارات دبي الوطني جو فور إت البلاتينية',
    organizationName: 'بنك الإمارات دبي الوطني',
    language: 'ar',
    country: 'ae',
  };

  it('writes the confirmation right to left, in both parts, with the Arabic subject', () => {
    const email = applicationConfirmation(arabicCard);
    expect(email.subject).toBe('تم استلام طلب بطاقتك الائتمانية');
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    expect(email.html).toContain('<body dir="rtl"');
    // Every table and cell says its direction, for the clients that ignore the html element's.
    expect(email.html.match(/<table [^>]*>/g)!.every((t) => t.includes('dir="rtl"'))).toBe(true);
    expect(email.html.match(/<td [^>]*style/g)!.every((td) => td.includes('dir="rtl"'))).toBe(true);
    expect(email.html).not.toContain('letter-spacing');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('ليلى حداد');
      expect(part).toContain(arabicCard.productName);
      expect(part).toContain(arabicCard.organizationName);
      expect(part).toContain('3 إلى 4 أيام عمل');
      expect(part).toContain('© 2024 ميزان');
      expect(part).not.toContain('working days');
      expect(part).not.toContain('Mizan');
    }
  });

  it.each([
    ['ae', false, 'تم استلام طلب قرضك الشخصي'],
    ['sa', false, 'تم استلام طلب تمويلك الشخصي'],
    ['ae', true, 'تم استلام طلب تمويلك الشخصي'],
  ] as const)('names a loan in %s (Islamic: %s) as %s', (country, isIslamic, subject) => {
    const email = applicationConfirmation({
      ...arabicCard,
      applicationType: 'Loan',
      country,
      isIslamic,
    });
    expect(email.subject).toBe(subject);
  });

  it('names the bank once when the loan’s Arabic name already names it', () => {
    const email = applicationConfirmation({
      ...arabicCard,
      applicationType: 'Loan',
      productName: 'القرض الشخصي من البنك العربي',
      organizationName: 'البنك العربي',
    });
    expect(email.text).toContain(
      'استلمنا طلبك للحصول على القرض الشخصي من البنك العربي، وأحلناه إلى البنك العربي.',
    );
    for (const part of [email.html, email.text]) {
      expect(part).not.toMatch(/من (<strong>)?البنك العربي(<\/strong>)? من/);
    }
  });

  it('starts every line of the Arabic plain text with an Arabic letter', () => {
    // Plain-text readers set each paragraph's direction from its first letter: an Arabic first
    // letter keeps every line right to left, Latin product or bank names included.
    const emails = [
      applicationConfirmation({ ...arabicCard, productName: 'Citi Premier Credit Card' }),
      applicationConfirmation({ ...arabicCard, applicationType: 'Loan', country: 'sa' }),
      supportAcknowledgement('Omar Farouk', 'ar'),
    ];
    for (const { text } of emails) {
      const lines = text.split('\n').filter((line) => line.trim() !== '');
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) expect(line, line).toMatch(/^[^\p{L}]*\p{Script=Arabic}/u);
    }
  });

  it.each(HOSTILE)('escapes hostile user data in the Arabic HTML: %s', (hostile) => {
    const email = applicationConfirmation({
      ...arabicCard,
      customerName: hostile,
      productName: hostile,
      organizationName: hostile,
    });
    expectNoRawMarkup(email.html.replace(/<img src="cid:product-image"[^>]*>/, ''));
    expect(email.text).toContain(hostile);
    const ack = supportAcknowledgement(hostile, 'ar');
    expectNoRawMarkup(ack.html);
  });

  it('acknowledges a support request with the support page’s Arabic wording', () => {
    const email = supportAcknowledgement('عمر فاروق', 'ar');
    expect(email.subject).toBe('استلمنا رسالتك');
    expect(email.html).toContain('<html lang="ar" dir="rtl">');
    for (const part of [email.html, email.text]) {
      expect(part).toContain('مرحباً عمر فاروق');
      expect(part).toContain('شكراً لتواصلك معنا! تم إرسال استفسارك بنجاح.');
      expect(part).toContain('يسعى فريقنا إلى الرد على الاستفسارات خلال 2 إلى 3 أيام عمل.');
      expect(part).not.toContain('Thank you');
    }
  });

  it('keeps the inbox copy English, with the message as written and the sender’s language', () => {
    const message = 'لم تصلني بطاقتي حتى الآن.\nهل يمكنكم التحقق؟';
    const form = { fullName: 'عمر فاروق', email: 'omar@example.com', message };
    const email = supportInboxMessage({ ...form, language: 'ar' });
    expect(email.subject).toBe('Support request from عمر فاروق');
    expect(email.html).toContain('<html lang="en">');
    expect(email.html).toContain(`<p dir="auto" style="white-space:pre-wrap;`);
    for (const part of [email.html, email.text]) {
      expect(part).toContain('New support request');
      expect(part).toContain('Language:');
      expect(part).toContain('Arabic (acknowledged in Arabic)');
      expect(part).toContain('لم تصلني بطاقتي حتى الآن.');
    }
    expect(email.text).toContain(`Message:\n${message}\n`);
    // An English sender's copy has no language line: it is as it was before Arabic.
    const english = supportInboxMessage(form);
    expect(english.text).not.toContain('Language:');
    expect(supportInboxMessage({ ...form, language: 'en' })).toEqual(english);
  });

  it('leaves the English emails as they were', () => {
    expect(applicationConfirmation({ ...card, language: 'en' })).toEqual(
      applicationConfirmation(card),
    );
    expect(applicationConfirmation(card).html).toContain('<html lang="en">');
    expect(applicationConfirmation(card).html).not.toContain('rtl');
    expect(supportAcknowledgement('Omar Farouk', 'en')).toEqual(
      supportAcknowledgement('Omar Farouk'),
    );
  });
});

describe('retry back-off', () => {
  const base = 1000;
  const max = 60_000;
  const top = () => 1;
  const bottom = () => 0;

  it('doubles with each attempt up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, base, max, top))).toEqual([
      1000, 2000, 4000, 8000, 16_000,
    ]);
    expect(retryDelayMs(7, base, max, top)).toBe(60_000);
    expect(retryDelayMs(50, base, max, top)).toBe(60_000);
    expect(retryDelayMs(700, base, max, top)).toBe(60_000);
  });

  it('treats attempt 0 like the first attempt', () => {
    expect(retryDelayMs(0, base, max, top)).toBe(1000);
  });

  it('jitters between half and all of the ceiling', () => {
    expect(retryDelayMs(3, base, max, bottom)).toBe(2000);
    expect(retryDelayMs(3, base, max, () => 0.5)).toBe(3000);
    expect(retryDelayMs(3, base, max, () => 0.999999)).toBe(4000);
    expect(retryDelayMs(40, base, max, bottom)).toBe(30_000);
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const ceiling = Math.min(max, base * 2 ** (attempt - 1));
      const delay = retryDelayMs(attempt, base, max);
      expect(delay).toBeGreaterThanOrEqual(ceiling / 2);
      expect(delay).toBeLessThanOrEqual(ceiling);
    }
  });
});

import {
  CONFIRMATION_EMAIL_SUBJECTS,
  EMAIL_COPYRIGHT_YEAR,
  EMAIL_PROCESSING_TIME,
  EMAIL_PROCESSING_TIME_AR,
  SUPPORT_REPLY_TIME,
  SUPPORT_REPLY_TIME_AR,
  type Country,
  type Language,
  type ProductType,
} from '@mizan/contracts';
import { escapeHtml } from './escape-html.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export const PRODUCT_IMAGE_CID = 'product-image';

const FOOTER_TEXT: Record<Language, string> = {
  en: `© ${EMAIL_COPYRIGHT_YEAR} Mizan. All rights reserved.`,
  ar: `© ${EMAIL_COPYRIGHT_YEAR} ميزان. جميع الحقوق محفوظة.`,
};

const SIGNATURE: Record<Language, string> = { en: 'The Mizan team', ar: 'فريق ميزان' };

/**
 * What differs between the English and the Arabic layout. Arabic runs right to left, said three
 * ways because mail clients honour different ones: `dir` on the html element and on every table
 * and cell, `align="right"` on cells (old Outlook), and `direction`/`text-align` inline styles
 * (clients that strip attributes). Tahoma first: it has Arabic on every Windows and Outlook
 * install. No letter spacing in Arabic: it breaks the joined letters apart.
 */
const LAYOUT = {
  en: {
    html: '<html lang="en">',
    body: 'font-family:Arial,Helvetica,sans-serif;color:#0f172a',
    dir: '',
    cell: '',
    brand: 'Mizan',
    brandStyle: 'font-size:22px;font-weight:bold;letter-spacing:0.5px',
    text: 'font-size:16px;line-height:1.6',
    footer: 'font-size:12px',
  },
  ar: {
    html: '<html lang="ar" dir="rtl">',
    body: 'font-family:Tahoma,Arial,Helvetica,sans-serif;color:#0f172a;direction:rtl;text-align:right',
    dir: ' dir="rtl"',
    cell: ' dir="rtl" align="right"',
    brand: 'ميزان',
    brandStyle: 'font-size:22px;font-weight:bold;text-align:right',
    text: 'font-size:16px;line-height:1.8;direction:rtl;text-align:right',
    footer: 'font-size:12px;direction:rtl;text-align:right',
  },
} as const;

/** One table-based layout (what email clients render reliably), inline styles only. */
function layout(language: Language, title: string, bodyHtml: string): string {
  const l = LAYOUT[language];
  return `<!doctype html>
${l.html}<head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body${l.dir} style="margin:0;padding:0;background:#f1f5f9;${l.body}">
<table role="presentation"${l.dir} width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation"${l.dir} width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td${l.cell} style="background:#0f766e;padding:20px 32px;color:#ffffff;${l.brandStyle}">${l.brand}</td></tr>
<tr><td${l.cell} style="padding:32px;${l.text}">${bodyHtml}</td></tr>
<tr><td${l.cell} style="padding:16px 32px;background:#f8fafc;color:#64748b;${l.footer}">${escapeHtml(FOOTER_TEXT[language])}</td></tr>
</table></td></tr></table></body></html>`;
}

export interface ConfirmationInput {
  applicationType: ProductType;
  customerName: string;
  /** In `language` (the catalogue's Arabic name where it has one). */
  productName: string;
  organizationName: string;
  containImages: boolean;
  /** Default English. */
  language?: Language;
  /** Names the loan in Arabic: قرض شخصي in the UAE, تمويل شخصي in Saudi Arabia. */
  country?: Country;
  /** An Islamic product is a تمويل (financing) in Arabic wherever it is sold. */
  isIslamic?: boolean;
}

/**
 * The Arabic subject, possessive like the English ("Your ... Application Received"). A loan is a
 * قرض in the UAE and a تمويل (financing) in Saudi Arabia, and an Islamic product is a تمويل
 * wherever it is sold, as the catalogue's Arabic names say.
 */
function arabicSubject(input: ConfirmationInput): string {
  if (input.applicationType === 'Card') return 'تم استلام طلب بطاقتك الائتمانية';
  return input.country === 'sa' || input.isIslamic
    ? 'تم استلام طلب تمويلك الشخصي'
    : 'تم استلام طلب قرضك الشخصي';
}

function productImage(input: ConfirmationInput, product: string): string {
  return input.containImages
    ? `<p style="margin:24px 0;text-align:center"><img src="cid:${PRODUCT_IMAGE_CID}" width="320" alt="${product}" style="max-width:100%;height:auto;border-radius:12px"></p>`
    : '';
}

/**
 * The English sentences in Arabic, not word for word: "your application for <product>, passed to
 * <bank>" because the catalogue's Arabic loan names already say the type and the bank ("القرض
 * الشخصي من البنك العربي"), so "<type> for <product> from <bank>" would say both twice.
 */
function arabicConfirmation(input: ConfirmationInput): RenderedEmail {
  const subject = arabicSubject(input);
  const name = escapeHtml(input.customerName);
  const product = escapeHtml(input.productName);
  const bank = escapeHtml(input.organizationName);
  const html = layout(
    'ar',
    subject,
    `<h1 style="font-size:22px;margin:0 0 16px">شكراً لك، ${name}</h1>
<p>استلمنا طلبك للحصول على <strong>${product}</strong>، وأحلناه إلى <strong>${bank}</strong>.</p>${productImage(input, product)}
<p>تستغرق المعالجة عادةً <strong>${EMAIL_PROCESSING_TIME_AR}</strong>، وسيتواصل معك ${bank} مباشرةً بشأن الخطوات التالية.</p>
<p>إذا كانت لديك أي أسئلة، يمكنك الرد على هذه الرسالة أو زيارة صفحة المساعدة والدعم.</p>
<p style="margin-top:24px">${SIGNATURE.ar}</p>`,
  );
  const text = [
    `شكراً لك، ${input.customerName}`,
    '',
    `استلمنا طلبك للحصول على ${input.productName}، وأحلناه إلى ${input.organizationName}.`,
    `تستغرق المعالجة عادةً ${EMAIL_PROCESSING_TIME_AR}، وسيتواصل معك ${input.organizationName} مباشرةً بشأن الخطوات التالية.`,
    '',
    'إذا كانت لديك أي أسئلة، يمكنك الرد على هذه الرسالة أو زيارة صفحة المساعدة والدعم.',
    '',
    SIGNATURE.ar,
    '',
    FOOTER_TEXT.ar,
  ].join('\n');
  return { subject, html, text };
}

export function applicationConfirmation(input: ConfirmationInput): RenderedEmail {
  if (input.language === 'ar') return arabicConfirmation(input);
  const subject = CONFIRMATION_EMAIL_SUBJECTS[input.applicationType];
  const what = input.applicationType === 'Card' ? 'credit card' : 'loan';
  const name = escapeHtml(input.customerName);
  const product = escapeHtml(input.productName);
  const bank = escapeHtml(input.organizationName);
  const html = layout(
    'en',
    subject,
    `<h1 style="font-size:22px;margin:0 0 16px">Thank you, ${name}</h1>
<p>We have received your ${what} application for <strong>${product}</strong> from <strong>${bank}</strong> and passed it to the bank.</p>${productImage(input, product)}
<p>Processing usually takes <strong>${EMAIL_PROCESSING_TIME}</strong>. ${bank} will contact you directly about the next steps.</p>
<p>If you have any questions, reply to this email or visit our Help &amp; Support page.</p>
<p style="margin-top:24px">${SIGNATURE.en}</p>`,
  );
  const text = [
    `Thank you, ${input.customerName}`,
    '',
    `We have received your ${what} application for ${input.productName} from ${input.organizationName} and passed it to the bank.`,
    `Processing usually takes ${EMAIL_PROCESSING_TIME}. ${input.organizationName} will contact you directly about the next steps.`,
    '',
    'If you have any questions, reply to this email or visit our Help & Support page.',
    '',
    SIGNATURE.en,
    '',
    FOOTER_TEXT.en,
  ].join('\n');
  return { subject, html, text };
}

export interface SupportInput {
  fullName: string;
  email: string;
  message: string;
  /** The sender's; default English. */
  language?: Language;
}

/** What the support team reads about an Arabic sender. */
export const SENDER_LANGUAGE_AR = 'Arabic (acknowledged in Arabic)';

/**
 * To the support inbox: who wrote and what, each piece escaped. Always English (the team's
 * language), with the visitor's message as they wrote it, in whatever script (`dir="auto"` sets
 * an Arabic message right to left). An Arabic sender's copy says so, since they were thanked in
 * Arabic and will expect the reply in it; an English sender's copy is as it always was.
 */
export function supportInboxMessage(input: SupportInput): RenderedEmail {
  const subject = `Support request from ${input.fullName}`;
  const arabicSender = input.language === 'ar';
  const html = layout(
    'en',
    subject,
    `<h1 style="font-size:20px;margin:0 0 16px">New support request</h1>
<p><strong>Name:</strong> ${escapeHtml(input.fullName)}<br>
<strong>Email:</strong> ${escapeHtml(input.email)}${arabicSender ? `<br>\n<strong>Language:</strong> ${SENDER_LANGUAGE_AR}` : ''}</p>
<p><strong>Message:</strong></p>
<p dir="auto" style="white-space:pre-wrap;background:#f8fafc;padding:16px;border-radius:8px">${escapeHtml(input.message)}</p>`,
  );
  const text = [
    'New support request',
    '',
    `Name: ${input.fullName}`,
    `Email: ${input.email}`,
    ...(arabicSender ? [`Language: ${SENDER_LANGUAGE_AR}`] : []),
    '',
    'Message:',
    input.message,
    '',
    FOOTER_TEXT.en,
  ].join('\n');
  return { subject, html, text };
}

export const SUPPORT_ACKNOWLEDGEMENT_SUBJECT = 'We have received your message';
export const SUPPORT_ACKNOWLEDGEMENT_SUBJECT_AR = 'استلمنا رسالتك';

/** The acknowledgement's words (SPEC section 3's thank-you, as the support page says it). */
const ACKNOWLEDGEMENT = {
  en: {
    subject: SUPPORT_ACKNOWLEDGEMENT_SUBJECT,
    hello: 'Hello',
    lines: [
      'Thank you for reaching out! Your inquiry has been successfully submitted.',
      `Our team aims to respond to inquiries within ${SUPPORT_REPLY_TIME}.`,
    ],
  },
  ar: {
    subject: SUPPORT_ACKNOWLEDGEMENT_SUBJECT_AR,
    hello: 'مرحباً',
    lines: [
      'شكراً لتواصلك معنا! تم إرسال استفسارك بنجاح.',
      `يسعى فريقنا إلى الرد على الاستفسارات خلال ${SUPPORT_REPLY_TIME_AR}.`,
    ],
  },
} as const;

/** To the sender, in the language they wrote in: fixed wording; only their name is filled in. */
export function supportAcknowledgement(fullName: string, language: Language = 'en'): RenderedEmail {
  const words = ACKNOWLEDGEMENT[language];
  const html = layout(
    language,
    words.subject,
    `<h1 style="font-size:22px;margin:0 0 16px">${words.hello} ${escapeHtml(fullName)}</h1>
${words.lines.map((line) => `<p>${line}</p>`).join('\n')}
<p style="margin-top:24px">${SIGNATURE[language]}</p>`,
  );
  const text = [
    `${words.hello} ${fullName}`,
    '',
    ...words.lines,
    '',
    SIGNATURE[language],
    '',
    FOOTER_TEXT[language],
  ].join('\n');
  return { subject: words.subject, html, text };
}

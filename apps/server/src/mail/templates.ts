import {
  EMAIL_COPYRIGHT_YEAR,
  interpolate,
  type Country,
  type Language,
  type ProductType,
  type TextValues,
  WITHDRAWAL_LINK_DAYS,
  DATA_REQUEST_DUE_DAYS,
  DATA_REQUEST_LINK_DAYS,
  type DataRequestKind,
} from '@mizan/contracts';
import { productKind, t, type TextKey } from '../texts/index.ts';
import { escapeHtml } from './escape-html.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export const PRODUCT_IMAGE_CID = 'product-image';

/**
 * A catalogue text for an email's HTML: the text escaped, its <b> as <strong>, and every value
 * (user data) escaped.
 */
function html(language: Language, key: TextKey, values: Readonly<Record<string, string>> = {}) {
  const template = escapeHtml(t(language, key)).replace(/&lt;(\/?)b&gt;/g, '<$1strong>');
  const escaped = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, escapeHtml(value)]),
  );
  return interpolate(template, escaped);
}

/** A catalogue text for an email's plain-text part: its tags dropped, the values as written. */
function plain(language: Language, key: TextKey, values: TextValues = {}) {
  return interpolate(t(language, key).replace(/<\/?b>/g, ''), values);
}

const footer = (language: Language) => t(language, 'mail.footer', { year: EMAIL_COPYRIGHT_YEAR });

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
    brandStyle: 'font-size:22px;font-weight:bold;letter-spacing:0.5px',
    text: 'font-size:16px;line-height:1.6',
    footer: 'font-size:12px',
  },
  ar: {
    html: '<html lang="ar" dir="rtl">',
    body: 'font-family:Tahoma,Arial,Helvetica,sans-serif;color:#0f172a;direction:rtl;text-align:right',
    dir: ' dir="rtl"',
    cell: ' dir="rtl" align="right"',
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
<tr><td${l.cell} style="background:#0f766e;padding:20px 32px;color:#ffffff;${l.brandStyle}">${html(language, 'mail.brand')}</td></tr>
<tr><td${l.cell} style="padding:32px;${l.text}">${bodyHtml}</td></tr>
<tr><td${l.cell} style="padding:16px 32px;background:#f8fafc;color:#64748b;${l.footer}">${escapeHtml(footer(language))}</td></tr>
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
  /** The one-click withdrawal page with the application's token (submit makes it). */
  withdrawalUrl?: string;
}

/** The withdrawal paragraph: the link as a button-like anchor in HTML, written out in text. */
function withdrawal(input: ConfirmationInput, language: Language, bank: string) {
  if (!input.withdrawalUrl) return { html: '', text: [] };
  const values = { bank, days: String(WITHDRAWAL_LINK_DAYS) };
  const url = escapeHtml(input.withdrawalUrl);
  return {
    html: `
<p style="margin-top:24px">${html(language, 'mail.confirmation.withdraw', values)}<br>
<a href="${url}" style="color:#0f766e;font-weight:bold">${html(language, 'mail.confirmation.withdrawLink')}</a></p>`,
    text: ['', plain(language, 'mail.confirmation.withdraw', values), input.withdrawalUrl],
  };
}

function productImage(input: ConfirmationInput, product: string): string {
  return input.containImages
    ? `<p style="margin:24px 0;text-align:center"><img src="cid:${PRODUCT_IMAGE_CID}" width="320" alt="${product}" style="max-width:100%;height:auto;border-radius:12px"></p>`
    : '';
}

/**
 * SPEC's confirmation. The Arabic is not word for word: "your application for <product>, passed
 * to <bank>", because the catalogue's Arabic loan names already say the type and the bank
 * ("القرض الشخصي من البنك العربي"), so "<type> for <product> from <bank>" would say both twice.
 * The product is named as its market names it: a loan is a تمويل (financing) in Saudi Arabia,
 * and an Islamic product is one wherever it is sold, as the catalogue's Arabic names say.
 */
export function applicationConfirmation(input: ConfirmationInput): RenderedEmail {
  const language = input.language ?? 'en';
  const kind = productKind(input.applicationType, input.country ?? 'ae', input.isIslamic);
  const subject = t(language, `mail.confirmation.subject.${kind}`);
  const names = {
    name: input.customerName,
    product: input.productName,
    bank: input.organizationName,
    processingTime: t(language, 'mail.processingTime'),
  };
  const withdraw = withdrawal(input, language, input.organizationName);
  const body = `<h1 style="font-size:22px;margin:0 0 16px">${html(language, 'mail.confirmation.thanks', names)}</h1>
<p>${html(language, `mail.confirmation.received.${kind}`, names)}</p>${productImage(input, escapeHtml(input.productName))}
<p>${html(language, 'mail.confirmation.processing', names)}</p>
<p>${html(language, 'mail.confirmation.questions')}</p>${withdraw.html}
<p style="margin-top:24px">${html(language, 'mail.signature')}</p>`;
  const text = [
    plain(language, 'mail.confirmation.thanks', names),
    '',
    plain(language, `mail.confirmation.received.${kind}`, names),
    plain(language, 'mail.confirmation.processing', names),
    '',
    plain(language, 'mail.confirmation.questions'),
    ...withdraw.text,
    '',
    plain(language, 'mail.signature'),
    '',
    footer(language),
  ].join('\n');
  return { subject, html: layout(language, subject, body), text };
}

export interface SupportInput {
  fullName: string;
  email: string;
  message: string;
  /** The sender's; default English. */
  language?: Language;
}

/** The support team's language: their copy of a request is always English. */
const TEAM_LANGUAGE: Language = 'en';

/**
 * To the support inbox: who wrote and what, each piece escaped. Always English (the team's
 * language), with the visitor's message as they wrote it, in whatever script (`dir="auto"` sets
 * an Arabic message right to left). An Arabic sender's copy says so, since they were thanked in
 * Arabic and will expect the reply in it; an English sender's copy is as it always was.
 */
export function supportInboxMessage(input: SupportInput): RenderedEmail {
  const language = TEAM_LANGUAGE;
  const subject = t(language, 'mail.inbox.subject', { name: input.fullName });
  const who = { name: input.fullName, email: input.email };
  const sender =
    input.language === 'ar' ? { language: t(language, 'mail.inbox.arabicSender') } : undefined;
  const body = `<h1 style="font-size:20px;margin:0 0 16px">${html(language, 'mail.inbox.heading')}</h1>
<p>${html(language, 'mail.inbox.name', who)}<br>
${html(language, 'mail.inbox.email', who)}${sender ? `<br>\n${html(language, 'mail.inbox.language', sender)}` : ''}</p>
<p>${html(language, 'mail.inbox.message')}</p>
<p dir="auto" style="white-space:pre-wrap;background:#f8fafc;padding:16px;border-radius:8px">${escapeHtml(input.message)}</p>`;
  const text = [
    plain(language, 'mail.inbox.heading'),
    '',
    plain(language, 'mail.inbox.name', who),
    plain(language, 'mail.inbox.email', who),
    ...(sender ? [plain(language, 'mail.inbox.language', sender)] : []),
    '',
    plain(language, 'mail.inbox.message'),
    input.message,
    '',
    footer(language),
  ].join('\n');
  return { subject, html: layout(language, subject, body), text };
}

/**
 * To the sender, in the language they wrote in (SPEC section 3's thank-you, as the support page
 * says it): fixed wording; only their name is filled in.
 */
export function supportAcknowledgement(fullName: string, language: Language = 'en'): RenderedEmail {
  const subject = t(language, 'mail.acknowledgement.subject');
  const name = { name: fullName };
  const replyTime = { replyTime: t(language, 'mail.replyTime') };
  const body = `<h1 style="font-size:22px;margin:0 0 16px">${html(language, 'mail.acknowledgement.hello', name)}</h1>
<p>${html(language, 'mail.acknowledgement.thanks')}</p>
<p>${html(language, 'mail.acknowledgement.replyTime', replyTime)}</p>
<p style="margin-top:24px">${html(language, 'mail.signature')}</p>`;
  const text = [
    plain(language, 'mail.acknowledgement.hello', name),
    '',
    plain(language, 'mail.acknowledgement.thanks'),
    plain(language, 'mail.acknowledgement.replyTime', replyTime),
    '',
    plain(language, 'mail.signature'),
    '',
    footer(language),
  ].join('\n');
  return { subject, html: layout(language, subject, body), text };
}

/**
 * The link that confirms a data request (issue 25), sent only to an address we hold data for.
 * It names no one (the request gives no name) and says what happens if the reader did not ask.
 */
export function dataRequestConfirmation(
  kind: DataRequestKind,
  confirmUrl: string,
  language: Language,
): RenderedEmail {
  const subject = t(language, `mail.dataRequest.subject.${kind}`);
  const days = { days: String(DATA_REQUEST_LINK_DAYS), dueDays: String(DATA_REQUEST_DUE_DAYS) };
  const url = escapeHtml(confirmUrl);
  const body = `<h1 style="font-size:22px;margin:0 0 16px">${html(language, 'mail.dataRequest.hello')}</h1>
<p>${html(language, `mail.dataRequest.asked.${kind}`)}</p>
<p>${html(language, 'mail.dataRequest.confirm', days)}<br>
<a href="${url}" style="color:#0f766e;font-weight:bold">${html(language, 'mail.dataRequest.link')}</a></p>
<p>${html(language, 'mail.dataRequest.ignore')}</p>
<p style="margin-top:24px">${html(language, 'mail.signature')}</p>`;
  const text = [
    plain(language, 'mail.dataRequest.hello'),
    '',
    plain(language, `mail.dataRequest.asked.${kind}`),
    plain(language, 'mail.dataRequest.confirm', days),
    confirmUrl,
    '',
    plain(language, 'mail.dataRequest.ignore'),
    '',
    plain(language, 'mail.signature'),
    '',
    footer(language),
  ].join('\n');
  return { subject, html: layout(language, subject, body), text };
}

export interface ApprovalInput {
  applicationType: ProductType;
  customerName: string;
  /** In `language`, like the confirmation's. */
  productName: string;
  organizationName: string;
  /** The bonus as the visitor reads it: "AED 200", "SAR 205", "200 د.إ.". */
  bonus: string;
  language: Language;
  country: Country;
  isIslamic?: boolean;
}

/**
 * When the bank reports the approval (issue 24): the bank approved <product>, and the bonus the
 * site promised is on its way, with the terms' "normally within 60 days" of the bank's
 * confirmation (Terms of service, section 7), so the email promises no more than the terms do.
 */
export function applicationApproved(input: ApprovalInput): RenderedEmail {
  const { language } = input;
  const kind = productKind(input.applicationType, input.country, input.isIslamic);
  const subject = t(language, `mail.approval.subject.${kind}`);
  const names = {
    name: input.customerName,
    product: input.productName,
    bank: input.organizationName,
    amount: input.bonus,
  };
  const body = `<h1 style="font-size:22px;margin:0 0 16px">${html(language, 'mail.approval.congratulations', names)}</h1>
<p>${html(language, 'mail.approval.approved', names)}</p>
<p>${html(language, 'mail.approval.bonus', names)}</p>
<p>${html(language, 'mail.approval.nextSteps', names)}</p>
<p>${html(language, 'mail.confirmation.questions')}</p>
<p style="margin-top:24px">${html(language, 'mail.signature')}</p>`;
  const text = [
    plain(language, 'mail.approval.congratulations', names),
    '',
    plain(language, 'mail.approval.approved', names),
    plain(language, 'mail.approval.bonus', names),
    plain(language, 'mail.approval.nextSteps', names),
    '',
    plain(language, 'mail.confirmation.questions'),
    '',
    plain(language, 'mail.signature'),
    '',
    footer(language),
  ].join('\n');
  return { subject, html: layout(language, subject, body), text };
}

import {
  EMAIL_COPYRIGHT_YEAR,
  EMAIL_PROCESSING_TIME,
  SUPPORT_REPLY_TIME,
  type ProductType,
} from '@mizan/contracts';
import { escapeHtml } from './escape-html.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export const PRODUCT_IMAGE_CID = 'product-image';

export const CONFIRMATION_SUBJECTS: Record<ProductType, string> = {
  Card: 'Your Credit Card Application Received',
  Loan: 'Your Loan Application Received',
};

const FOOTER_TEXT = `© ${EMAIL_COPYRIGHT_YEAR} Mizan. All rights reserved.`;

/** One table-based layout (what email clients render reliably), inline styles only. */
function layout(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#0f766e;padding:20px 32px;color:#ffffff;font-size:22px;font-weight:bold;letter-spacing:0.5px">Mizan</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding:16px 32px;background:#f8fafc;color:#64748b;font-size:12px">${escapeHtml(FOOTER_TEXT)}</td></tr>
</table></td></tr></table></body></html>`;
}

export interface ConfirmationInput {
  applicationType: ProductType;
  customerName: string;
  productName: string;
  organizationName: string;
  containImages: boolean;
}

export function applicationConfirmation(input: ConfirmationInput): RenderedEmail {
  const subject = CONFIRMATION_SUBJECTS[input.applicationType];
  const what = input.applicationType === 'Card' ? 'credit card' : 'loan';
  const name = escapeHtml(input.customerName);
  const product = escapeHtml(input.productName);
  const bank = escapeHtml(input.organizationName);
  const image = input.containImages
    ? `<p style="margin:24px 0;text-align:center"><img src="cid:${PRODUCT_IMAGE_CID}" width="320" alt="${product}" style="max-width:100%;height:auto;border-radius:12px"></p>`
    : '';
  const html = layout(
    subject,
    `<h1 style="font-size:22px;margin:0 0 16px">Thank you, ${name}</h1>
<p>We have received your ${what} application for <strong>${product}</strong> from <strong>${bank}</strong> and passed it to the bank.</p>${image}
<p>Processing usually takes <strong>${EMAIL_PROCESSING_TIME}</strong>. ${bank} will contact you directly about the next steps.</p>
<p>If you have any questions, reply to this email or visit our Help &amp; Support page.</p>
<p style="margin-top:24px">The Mizan team</p>`,
  );
  const text = [
    `Thank you, ${input.customerName}`,
    '',
    `We have received your ${what} application for ${input.productName} from ${input.organizationName} and passed it to the bank.`,
    `Processing usually takes ${EMAIL_PROCESSING_TIME}. ${input.organizationName} will contact you directly about the next steps.`,
    '',
    'If you have any questions, reply to this email or visit our Help & Support page.',
    '',
    'The Mizan team',
    '',
    FOOTER_TEXT,
  ].join('\n');
  return { subject, html, text };
}

export interface SupportInput {
  fullName: string;
  email: string;
  message: string;
}

/** To the support inbox: who wrote and what, each piece escaped. */
export function supportInboxMessage(input: SupportInput): RenderedEmail {
  const subject = `Support request from ${input.fullName}`;
  const html = layout(
    subject,
    `<h1 style="font-size:20px;margin:0 0 16px">New support request</h1>
<p><strong>Name:</strong> ${escapeHtml(input.fullName)}<br>
<strong>Email:</strong> ${escapeHtml(input.email)}</p>
<p><strong>Message:</strong></p>
<p style="white-space:pre-wrap;background:#f8fafc;padding:16px;border-radius:8px">${escapeHtml(input.message)}</p>`,
  );
  const text = [
    'New support request',
    '',
    `Name: ${input.fullName}`,
    `Email: ${input.email}`,
    '',
    'Message:',
    input.message,
    '',
    FOOTER_TEXT,
  ].join('\n');
  return { subject, html, text };
}

export const SUPPORT_ACKNOWLEDGEMENT_SUBJECT = 'We have received your message';

/** To the sender: fixed wording; only their name is filled in. */
export function supportAcknowledgement(fullName: string): RenderedEmail {
  const lines = [
    'Thank you for reaching out! Your inquiry has been successfully submitted.',
    `Our team aims to respond to inquiries within ${SUPPORT_REPLY_TIME}.`,
  ];
  const html = layout(
    SUPPORT_ACKNOWLEDGEMENT_SUBJECT,
    `<h1 style="font-size:22px;margin:0 0 16px">Hello ${escapeHtml(fullName)}</h1>
${lines.map((line) => `<p>${line}</p>`).join('\n')}
<p style="margin-top:24px">The Mizan team</p>`,
  );
  const text = [`Hello ${fullName}`, '', ...lines, '', 'The Mizan team', '', FOOTER_TEXT].join(
    '\n',
  );
  return { subject: SUPPORT_ACKNOWLEDGEMENT_SUBJECT, html, text };
}

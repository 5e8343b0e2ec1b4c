// Shared helpers for the email tests: the app wired to a real SMTP peer, polling waits, the
// outbox as stored, and the web client's calls (a whole card or loan journey, a support form).
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { outboxEmails, supportRequests } from '../../src/db/schema/index.ts';
import type { MailOptions } from '../../src/plugins/mail.ts';
import type { SmtpPeer } from './smtp-peer.ts';

// Responses are read loosely: each assertion says what it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const MAIL_FROM_ADDRESS = 'no-reply@mizan.test';
export const MAIL_FROM = `Mizan Test <${MAIL_FROM_ADDRESS}>`;
export const SUPPORT_INBOX = 'help@mizan.test';
export const CARD_SUBJECT = 'Your Credit Card Application Received';
export const LOAN_SUBJECT = 'Your Loan Application Received';
export const ACK_SUBJECT = 'We have received your message';
export const ACK_TEXT = 'Thank you for reaching out! Your inquiry has been successfully submitted.';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Mail options that send through the peer with quick polling and retries. */
export function peerMail(peer: SmtpPeer): Partial<MailOptions> {
  return {
    smtpUrl: peer.url,
    from: MAIL_FROM,
    supportEmail: SUPPORT_INBOX,
    pollIntervalMs: 50,
    retryBaseMs: 50,
    retryMaxMs: 300,
  };
}

let counter = 0;
/** An address no other test (or run) uses, so that counts per recipient stay exact. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}${counter}@example.com`;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Falsy = false | 0 | '' | null | undefined;

/** Polls every 50 ms until `check` returns a truthy value; fails with `what` after the timeout. */
export async function waitFor<T>(
  what: string,
  check: () => T | Falsy | Promise<T | Falsy>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result as T;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await pause(50);
  }
}

export type OutboxRow = typeof outboxEmails.$inferSelect;

export function outboxRows(db: Database): Promise<OutboxRow[]> {
  return db.select().from(outboxEmails);
}

export async function tableCounts(db: Database) {
  return {
    supportRequests: await db.$count(supportRequests),
    outboxEmails: await db.$count(outboxEmails),
  };
}

/**
 * Waits until the outbox holds nothing pending (every message handed to the SMTP peer), then
 * a little longer, so that a message sent twice or sent late would have arrived by now.
 */
export async function settle(app: App, graceMs = 400): Promise<void> {
  await waitFor('the outbox to drain', async () => {
    const rows = await outboxRows(app.db);
    return rows.every((row) => row.status !== 'pending');
  });
  await app.mail.worker.drain();
  await pause(graceMs);
}

type Method = 'GET' | 'POST' | 'PUT';

export function send(
  app: App,
  method: Method,
  url: string,
  payload?: unknown,
  country: 'AE' | 'SA' = 'AE',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: { 'x-country-key': country, 'content-type': 'application/json' },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** A call that must succeed; answers the parsed body. */
export async function ok(app: App, method: Method, url: string, payload?: unknown): Promise<Json> {
  const response = await send(app, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** RFC 9457 problem details with status 400; answers the body. */
export function expectBadRequest(response: LightMyRequestResponse): Json {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.headers['content-type']).toContain('application/problem+json');
  const body = response.json();
  expect(body).toMatchObject({
    title: expect.any(String),
    detail: expect.any(String),
    status: 400,
  });
  return body;
}

export interface Applicant {
  name: string;
  email: string;
}

export interface Started {
  customerId: string;
  applicationId: string;
  locationId: number;
}

/** Personal details, then the application (SPEC section 4, "Personal details submit"). */
export async function startApplication(
  app: App,
  applicant: Applicant,
  type: 'Card' | 'Loan',
): Promise<Started> {
  const profile = await ok(app, 'POST', '/api/customer-profiles/public', {
    name: applicant.name,
    email: applicant.email,
    mobileNumber: '+971501234567',
    promoCode: '',
  });
  const locationId = Number(String(profile.promoCode).split('-')[1]);
  const created = await ok(app, 'POST', '/api/applications/public', {
    customer: { customerId: profile.customerId },
    location: { locationId },
    applicationType: type,
    status: 'Created',
  });
  return { customerId: profile.customerId, applicationId: created.applicationId, locationId };
}

/** Answers every question with its best option: the highest salary band, no hard stop. */
async function answerBest(app: App, applicationId: string, type: 'Card' | 'Loan') {
  const questions: Json[] = await ok(app, 'GET', `/api/questions/public?productType=${type}`);
  const pick = (q: Json) => {
    const safe = q.options.filter((o: Json) => !o.hardStop);
    // The salary question lists bands lowest first; every other lists its best option first.
    return /^What is your monthly salary/.test(q.question) ? safe[safe.length - 1] : safe[0];
  };
  await ok(
    app,
    'POST',
    '/api/screenings/public/bulk',
    questions.map((q) => ({
      questionId: q.questionId,
      applicationId,
      response: pick(q).optionId,
      screeningId: null,
    })),
  );
}

/** The product the visitor would pick on step 4: the top card match, or the first loan offer. */
async function chooseProduct(app: App, applicationId: string, type: 'Card' | 'Loan') {
  if (type === 'Loan') {
    const offers: Json[] = await ok(
      app,
      'GET',
      `/api/recommendations/public/loan/${applicationId}`,
    );
    expect(offers.length).toBeGreaterThan(0);
    return offers[0];
  }
  const groups: Json[] = await ok(app, 'GET', '/api/productFeatures/public');
  const chosen = ['cashback', 'travel', 'fee'].map(
    (word) => groups.find((g) => g.featureName.toLowerCase().includes(word)).subFeatures[0],
  );
  const preferences = chosen.map((f: Json, index) => ({
    featureId: f.featureId,
    priority: index + 1,
  }));
  await ok(app, 'POST', '/api/recommendations/public', { applicationId, preferences });
  const ids = chosen.map((f: Json) => f.featureId).join(',');
  const page = await ok(
    app,
    'GET',
    `/api/recommendations/public/${applicationId}/filter?page=0&size=10&preferences=${ids}`,
  );
  expect(page.content.length).toBeGreaterThan(0);
  return page.content[0];
}

export interface Submitted extends Started {
  /** The PUT body, to send again as a retry. */
  submission: Json;
  productName: string;
  organizationName: string;
}

/** A whole journey up to the application being created and answered, but not submitted. */
export async function answeredApplication(app: App, applicant: Applicant, type: 'Card' | 'Loan') {
  const started = await startApplication(app, applicant, type);
  await answerBest(app, started.applicationId, type);
  return started;
}

/** A whole journey ending with PUT Submitted (SPEC section 4, "Apply"). */
export async function submitJourney(
  app: App,
  applicant: Applicant,
  type: 'Card' | 'Loan',
): Promise<Submitted> {
  const started = await answeredApplication(app, applicant, type);
  const product = await chooseProduct(app, started.applicationId, type);
  const submission = {
    applicationId: started.applicationId,
    customer: { customerId: started.customerId },
    location: { locationId: started.locationId },
    product: { productId: product.productId },
    applicationType: type,
    clientRiskProfile: null,
    status: 'Submitted',
  };
  const submitted = await ok(app, 'PUT', '/api/applications/public', submission);
  expect(submitted.status).toBe('Submitted');
  return {
    ...started,
    submission,
    productName: submitted.product.productName,
    organizationName: submitted.product.organizationName,
  };
}

/** The web client's confirmation-email call (SPEC section 7). */
export function emailCall(app: App, body: Record<string, unknown>) {
  return send(app, 'POST', '/api/email/public', {
    containImages: true,
    subject: CARD_SUBJECT,
    body: '<p>hi</p>',
    ...body,
  });
}

export interface SupportForm {
  fullName: string;
  email: string;
  message: string;
  agreeToTerms: boolean;
}

export const supportForm = (overrides: Partial<SupportForm> = {}): SupportForm => ({
  fullName: 'Omar Farouk',
  email: uniqueEmail('omar'),
  message: 'My card has not arrived yet.',
  agreeToTerms: true,
  ...overrides,
});

export function postSupport(app: App, form: unknown) {
  return send(app, 'POST', '/api/support-requests/public', form);
}

export const inboxSubject = (fullName: string) => `Support request from ${fullName}`;

// Helpers for the email tests: the app wired to a real SMTP peer, polling waits, the outbox as
// stored, and the web client's mail calls (its confirmation-email call, the support form). The
// calls and journeys that are not about mail are in ../helpers/api.ts.
import { afterAll, beforeAll, expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { outbox, supportRequests } from '../../src/db/schema/index.ts';
import type { AppOptions } from '../../src/app.ts';
import { send, type Json } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import type { DatabaseKind } from '../helpers/test-database.ts';
import { SmtpPeer } from './smtp-peer.ts';

export const MAIL_FROM_ADDRESS = 'no-reply@mizan.test';
export const MAIL_FROM = `Mizan Test <${MAIL_FROM_ADDRESS}>`;
export const SUPPORT_INBOX = 'help@mizan.test';
export const CARD_SUBJECT = 'Your Credit Card Application Received';
export const LOAN_SUBJECT = 'Your Loan Application Received';
export const ACK_SUBJECT = 'We have received your message';
export const ACK_TEXT = 'Thank you for reaching out! Your inquiry has been successfully submitted.';

/** Mail options that send through the peer with quick polling and retries. */
export function peerMail(peer: SmtpPeer): AppOptions['mail'] {
  return {
    smtpUrl: peer.url,
    from: MAIL_FROM,
    supportEmail: SUPPORT_INBOX,
    pollIntervalMs: 50,
    retryBaseMs: 50,
    retryMaxMs: 300,
  };
}

/**
 * A fresh SMTP peer and an app on a fresh `kind` database that mails through it, started before
 * the tests of the enclosing describe block and closed after them. Answers getters, since both
 * exist only once those tests run.
 */
export function useMailApp(kind: DatabaseKind): { app: () => App; peer: () => SmtpPeer } {
  let peer: SmtpPeer | undefined;
  let app: App | undefined;
  beforeAll(async () => {
    peer = await SmtpPeer.start();
    app = await buildTestApp(kind, { mail: peerMail(peer) });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await peer?.stop();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`the ${what} is not started yet (use it in a test)`);
    return value;
  };
  return { app: () => started(app, 'app'), peer: () => started(peer, 'SMTP peer') };
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

export type OutboxRow = typeof outbox.$inferSelect;

export function outboxRows(db: Database): Promise<OutboxRow[]> {
  return db.select().from(outbox);
}

export async function tableCounts(db: Database) {
  return {
    supportRequests: await db.$count(supportRequests),
    outbox: await db.$count(outbox),
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
  await app.queue.drain();
  await pause(graceMs);
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

/** The web client's confirmation-email call (SPEC section 7). */
export function emailCall(app: App, body: Record<string, unknown>) {
  return send(app, 'POST', '/api/email/public', {
    country: 'ae',
    payload: { containImages: true, subject: CARD_SUBJECT, body: '<p>hi</p>', ...body },
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
  return send(app, 'POST', '/api/support-requests/public', { country: 'ae', payload: form });
}

export const inboxSubject = (fullName: string) => `Support request from ${fullName}`;

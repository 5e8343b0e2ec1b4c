// A person's data requests answered end to end (issue 25): the person applies for a card (its
// lead delivered to a bank's webhook, a real peer) and for a loan (its lead written to a bank's
// CSV file), writes to support, and gets emails through a real SMTP peer; another person does
// the same. The console exports the person's data (theirs, all of it, nobody else's), then erases
// them: afterwards no table holds their name, address or phone in any form, the CSV file no
// longer has their lead, both banks are told, and the other person and the counts are untouched.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, notInArray, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import {
  applications,
  auditLog,
  dataRequests,
  funnelEvents,
  organizations,
  outbox,
} from '../../src/db/schema/index.ts';
import { send, submitJourney, UNKNOWN_ID, type Json } from '../helpers/api.ts';
import { consoleCall, sessionFor, type TestSession } from '../helpers/console.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { peerMail, postSupport, settle, supportForm, waitFor } from '../mail/helpers.ts';
import { SmtpPeer } from '../mail/smtp-peer.ts';
import { BankPeer } from '../partners/bank-peer.ts';
import { deliveryRows, QUICK_DELIVERY, setEveryBank } from '../partners/delivery-helpers.ts';
import { confirmedRequest, deliveryFiles, tablesHolding } from './helpers.ts';

const PERSON = {
  name: 'Zubaida Qarawi',
  email: 'zubaida.qarawi@example.com',
  mobileNumber: '+971527364519',
  message: 'Please call me back about my Qarawi account.',
};
const OTHER = {
  name: 'Hamdan Sulaiti',
  email: 'hamdan.sulaiti@example.com',
  mobileNumber: '+971558812437',
  message: 'Where is my Sulaiti card?',
};
/** What must be gone: the name's words, the address, the phone's digits in any format. */
const traces = (who: typeof PERSON) => [
  ...who.name.split(' '),
  who.email,
  who.mobileNumber.slice(4),
];

describe.each(databaseKinds)('erasing a person (%s)', (kind) => {
  let app: App;
  let mailbox: SmtpPeer;
  let bank: BankPeer;
  let secret: string;
  let support: TestSession;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mizan-erasure-'));
  const applicationIds: Record<'person' | 'other', string[]> = { person: [], other: [] };
  let cardSubmission: Json;

  const events = (applicationId: string) =>
    bank.accepted
      .map((request) => new Webhook(secret).verify(request.body, request.headers) as Json)
      .filter((event) => event.data.applicationId === applicationId);

  async function journeys(who: typeof PERSON, key: 'person' | 'other') {
    const profile = { name: who.name, email: who.email, mobileNumber: who.mobileNumber };
    const card = await submitJourney(app, 'ae', 'Card', profile);
    applicationIds[key].push(card.applicationId);
    if (key === 'person') cardSubmission = card.submission;
    const form = supportForm({ fullName: who.name, email: who.email, message: who.message });
    expect((await postSupport(app, form)).statusCode).toBe(201);
  }

  beforeAll(async () => {
    mailbox = await SmtpPeer.start();
    bank = await BankPeer.start();
    app = await buildTestApp(kind, {
      mail: peerMail(mailbox),
      dataDir,
      delivery: QUICK_DELIVERY,
    });
    await app.ready();
    support = await sessionFor(app, 'support');

    // Cards go to their bank's webhook; then every other bank takes its leads as files.
    secret = await setEveryBank(app.db, app.secretBox, 'webhook', bank.url);
    await journeys(PERSON, 'person');
    await journeys(OTHER, 'other');
    await waitFor('both card leads at the bank', () =>
      [...applicationIds.person, ...applicationIds.other].every((id) => events(id).length === 1),
    );
    const cardBanks = (await deliveryRows(app.db)).map((row) => row.organizationId!);
    await app.db
      .update(organizations)
      .set({ deliveryMethod: 'csv' })
      .where(notInArray(organizations.id, cardBanks));
    for (const [who, key] of [
      [PERSON, 'person'],
      [OTHER, 'other'],
    ] as const) {
      const loan = await submitJourney(app, 'ae', 'Loan', {
        name: who.name,
        email: who.email,
        mobileNumber: who.mobileNumber,
      });
      applicationIds[key].push(loan.applicationId);
    }
    await settle(app);
  });
  afterAll(async () => {
    await app?.close();
    await bank?.stop();
    await mailbox?.stop();
  });

  /** The funnel's events and its daily roll-up, in a fixed order. */
  const funnel = async () => ({
    events: await app.db.select().from(funnelEvents).orderBy(funnelEvents.id),
    daily: await app.db
      .execute(sql`select * from funnel_daily order by 1, 2, 3, 4`)
      .then((result) => (result as unknown as { rows: unknown[] }).rows),
  });

  const exportCall = (id: string, session: TestSession = support) =>
    consoleCall(app, 'POST', `/api/console/data-requests/${id}/export`, { session });
  const eraseCall = (id: string, session: TestSession = support) =>
    consoleCall(app, 'POST', `/api/console/data-requests/${id}/erase`, { session });

  it('exports everything held about the address, and nothing of anybody else', async () => {
    // The address as the visitor typed it: found whatever its case.
    const id = await confirmedRequest(app.db, 'Zubaida.Qarawi@Example.com', 'export');
    const response = await exportCall(id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="mizan-data-${id}.json"`,
    );
    const data = response.json();
    expect(data.email).toBe(PERSON.email);
    expect(data.customers).toHaveLength(2);
    expect(data.customers[0]).toMatchObject({
      name: PERSON.name,
      email: PERSON.email,
      phone: PERSON.mobileNumber,
    });
    expect(data.applications.map((a: Json) => a.id).sort()).toEqual(
      [...applicationIds.person].sort(),
    );
    const card = data.applications.find((a: Json) => a.productType === 'Card');
    expect(card.status).toBe('Submitted');
    expect(card.answers.length).toBeGreaterThan(0);
    expect(card.answers[0]).toEqual({
      question: expect.any(String),
      answer: expect.any(String),
      at: expect.any(String),
    });
    expect(card.preferences.length).toBeGreaterThan(0);
    expect(card.recommendations).toEqual(expect.any(Array));
    expect(card.chosenProduct).toEqual({ product: expect.any(String), bank: expect.any(String) });
    expect(card.contact).toEqual({ channel: 'call', from: '09:00', to: '18:00' });
    expect(card.deliveries).toHaveLength(1);
    expect(card.deliveries[0].payload.data.applicant).toEqual({
      fullName: PERSON.name,
      email: PERSON.email,
      phone: PERSON.mobileNumber,
    });
    expect(data.supportRequests).toEqual([
      expect.objectContaining({ name: PERSON.name, email: PERSON.email, message: PERSON.message }),
    ]);
    // Two confirmations and the support acknowledgement to them, the support team's copy about them.
    expect(data.emails).toHaveLength(4);
    expect(data.emails.every((e: Json) => e.subject && e.text && e.sentAt)).toBe(true);

    const text = JSON.stringify(data).toLowerCase();
    for (const trace of traces(OTHER)) expect(text).not.toContain(trace.toLowerCase());
    for (const other of applicationIds.other) expect(text).not.toContain(other);

    const [request] = await app.db.select().from(dataRequests).where(eq(dataRequests.id, id));
    expect(request!.exportedAt).not.toBeNull();
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.target, id));
    expect(entry).toMatchObject({
      action: 'dataRequest.export',
      actorOperatorId: support.operatorId,
      after: { customers: 2, applications: 2, supportRequests: 1, emails: 4 },
    });
  });

  it('refuses other roles, unknown requests, unconfirmed ones, and erasing an export request', async () => {
    const id = await confirmedRequest(app.db, PERSON.email);
    for (const role of ['analyst', 'editor'] as const) {
      const session = await sessionFor(app, role);
      expect((await exportCall(id, session)).statusCode).toBe(403);
      expect((await eraseCall(id, session)).statusCode).toBe(403);
    }
    expect((await eraseCall(UNKNOWN_ID)).statusCode).toBe(404);
    expect((await exportCall(UNKNOWN_ID)).statusCode).toBe(404);
    const unconfirmed = await confirmedRequest(app.db, PERSON.email, 'erase', 'unconfirmed');
    expect((await eraseCall(unconfirmed)).statusCode).toBe(409);
    expect((await exportCall(unconfirmed)).statusCode).toBe(409);
    const exportOnly = await confirmedRequest(app.db, PERSON.email, 'export');
    const refused = await eraseCall(exportOnly);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('copy');
    // Nothing was erased by any of them.
    expect(await tablesHolding(app.db, [PERSON.email])).not.toEqual([]);
  });

  it('erases the person from every table, the outbox, the payloads and the files', async () => {
    const before = {
      applications: await app.db.$count(applications),
      funnel: await funnel(),
    };
    const loanFile = deliveryFiles(dataDir).find((f) => f.text.includes(PERSON.email));
    expect(loanFile, "the person's loan in a bank's file").toBeDefined();

    const id = await confirmedRequest(app.db, PERSON.email.toUpperCase());
    const response = await eraseCall(id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer.erased).toEqual({
      customers: 2,
      applications: 2,
      supportRequests: 1,
      emails: 4,
      deliveries: 2,
      banksTold: 2,
    });
    expect(answer.request).toMatchObject({ id, email: null, erasedAt: expect.any(String) });

    // The banks are told: the webhook's, and the file's (a row saying so).
    const [cardId, loanId] = applicationIds.person as [string, string];
    const told = await waitFor('the erasure at the bank', () => {
      const about = events(cardId);
      return about.length === 2 && about[1];
    });
    expect(told.type).toBe('application.erased');
    expect(told.data).toEqual({ applicationId: cardId });
    await waitFor('the erasure in the file', async () => {
      const [row] = await app.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(eq(outbox.dedupeKey, `delivery:application.erased:${loanId}`));
      return row?.status === 'sent';
    });

    // No table holds the name, the address or the phone; the files neither; the other's stay.
    expect(await tablesHolding(app.db, traces(PERSON))).toEqual([]);
    const files = deliveryFiles(dataDir);
    for (const { text } of files) {
      for (const trace of traces(PERSON)) expect(text).not.toContain(trace);
    }
    const after = files.find((f) => f.file === loanFile!.file)!;
    expect(after.text).toContain(OTHER.email);
    expect(after.text).toMatch(new RegExp(`"[^"]+","application.erased","[^"]+","${loanId}"`));
    expect((await tablesHolding(app.db, traces(OTHER))).length).toBeGreaterThan(0);

    // The counts hold: every application is still there, the funnel as it was.
    expect(await app.db.$count(applications)).toBe(before.applications);
    expect(await funnel()).toEqual(before.funnel);

    // The audit log says that it happened and how much, not to whom.
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.target, id));
    expect(entry).toMatchObject({ action: 'dataRequest.erase', after: answer.erased });

    // The person's browser still has the application: for the public calls it is gone.
    const resubmitted = await send(app, 'PUT', '/api/applications/public', {
      country: 'ae',
      payload: cardSubmission,
    });
    expect(resubmitted.statusCode).toBe(404);

    // A lead of theirs that had failed is never sent again: it no longer names anyone.
    const [lead] = await app.db
      .update(outbox)
      .set({ status: 'failed' })
      .where(eq(outbox.dedupeKey, `delivery:application.submitted:${cardId}`))
      .returning({ id: outbox.id });
    const admin = await sessionFor(app, 'admin');
    const retried = await consoleCall(app, 'POST', `/api/console/deliveries/${lead!.id}/retry`, {
      session: admin,
    });
    expect(retried.statusCode).toBe(409);
    expect(retried.json().title).toBe('Applicant erased');

    // Once erased, there is nothing left to erase or export.
    expect((await eraseCall(id)).statusCode).toBe(409);
    const again = await confirmedRequest(app.db, PERSON.email);
    const empty = await consoleCall(app, 'POST', `/api/console/data-requests/${again}/export`, {
      session: support,
    });
    expect(empty.json()).toMatchObject({ customers: [], applications: [], supportRequests: [] });
  });
});

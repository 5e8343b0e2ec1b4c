// The durable outbox (DESIGN.md: accepted writes are durable, mail is retried and not dropped):
// while the SMTP relay is down, submissions and support requests are still acknowledged and their
// emails wait in the outbox; when it comes back each is delivered exactly once. Closing the app
// with mail pending keeps the mail in the database for the next process.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { submitJourney } from '../helpers/api.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { createTestDatabase, databaseKinds } from '../helpers/test-database.ts';
import {
  ACK_SUBJECT,
  CARD_SUBJECT,
  LOAN_SUBJECT,
  SUPPORT_INBOX,
  inboxSubject,
  outboxRows,
  pause,
  peerMail,
  postSupport,
  supportForm,
  uniqueEmail,
  waitFor,
  type OutboxRow,
} from './helpers.ts';
import { SmtpPeer } from './smtp-peer.ts';

interface Expected {
  to: string;
  subject: string;
}

const EMAIL_ADDRESS = /[^\s@<>"']+@[^\s@<>"']+/;

describe.each(databaseKinds)('mail during an SMTP outage (%s)', (kind) => {
  let peer: SmtpPeer;

  beforeAll(async () => {
    peer = await SmtpPeer.start();
  });
  afterAll(() => peer?.stop());

  /** Two cards, a loan and two support requests, as visitors would send them. */
  async function visitorsWrite(app: App): Promise<Expected[]> {
    const expected: Expected[] = [];
    for (const [label, type] of [
      ['card1', 'Card'],
      ['loan', 'Loan'],
      ['card2', 'Card'],
    ] as const) {
      const email = uniqueEmail(label);
      await submitJourney(app, 'ae', type, { name: 'Layla Haddad', email });
      expected.push({ to: email, subject: type === 'Card' ? CARD_SUBJECT : LOAN_SUBJECT });
    }
    for (const fullName of ['Omar Farouk', 'Sara Ali']) {
      const form = supportForm({ fullName });
      const response = await postSupport(app, form);
      expect(response.statusCode, response.body).toBe(201);
      expected.push({ to: SUPPORT_INBOX, subject: inboxSubject(fullName) });
      expected.push({ to: form.email, subject: ACK_SUBJECT });
    }
    return expected;
  }

  /** How many messages each expected recipient + subject received since the `since`-th. */
  const deliveries = (expected: Expected[], since: number) => {
    const recent = peer.received.slice(since);
    return expected.map(({ to, subject }) => ({
      to,
      subject,
      count: recent.filter((mail) => mail.rcptTo.includes(to) && mail.parsed.subject === subject)
        .length,
    }));
  };

  /**
   * Waits until each expected message arrived (counting from the `since`-th message received),
   * then a while longer to catch duplicates.
   */
  async function expectDeliveredOnce(expected: Expected[], since: number) {
    await waitFor(`${expected.length} messages after the outage`, () =>
      deliveries(expected, since).every((delivery) => delivery.count > 0),
    );
    await pause(1000);
    expect(deliveries(expected, since)).toEqual(expected.map((e) => ({ ...e, count: 1 })));
    expect(peer.received.length - since).toBe(expected.length);
  }

  function expectNoAddressIn(rows: OutboxRow[]) {
    for (const row of rows) {
      expect(row.lastError, 'lastError').toEqual(expect.any(String));
      expect(row.lastError).not.toMatch(EMAIL_ADDRESS);
      expect(row.lastError).not.toContain(row.toAddress);
    }
  }

  describe('with the app running throughout', () => {
    let app: App;
    beforeAll(async () => {
      await peer.stop();
      app = await buildTestApp(kind, { mail: peerMail(peer) });
      await app.ready();
    });
    afterAll(() => app?.close());

    it('keeps retrying, then delivers each email exactly once', async () => {
      const received = peer.received.length;
      const expected = await visitorsWrite(app);
      expect(expected).toHaveLength(7);

      const failing = await waitFor('every email to have failed twice', async () => {
        const rows = await outboxRows(app.db);
        return rows.length === 7 && rows.every((r) => r.attempts >= 2 && r.lastError) && rows;
      });
      expect(failing.map((row) => row.status)).toEqual(Array(7).fill('pending'));
      expectNoAddressIn(failing);
      const attemptsBefore = new Map(failing.map((row) => [row.id, row.attempts]));
      await waitFor('attempts to keep increasing', async () =>
        (await outboxRows(app.db)).every((row) => row.attempts > attemptsBefore.get(row.id)!),
      );
      expect(peer.received.length).toBe(received);

      await peer.resume();
      await expectDeliveredOnce(expected, received);
      const rows = await outboxRows(app.db);
      expect(rows.map((row) => row.status)).toEqual(Array(7).fill('sent'));
      for (const row of rows) {
        expect(row.sentAt).toBeInstanceOf(Date);
        expect(row.lastError).toBeNull();
      }
    });
  });

  describe('with a relay that refuses recipients for now', () => {
    let app: App;
    beforeAll(async () => {
      await peer.resume();
      app = await buildTestApp(kind, { mail: peerMail(peer) });
      await app.ready();
    });
    afterAll(async () => {
      peer.refuseRecipients = false;
      await app?.close();
    });

    it('keeps the address its reply quotes out of the outbox, and retries', async () => {
      const received = peer.received.length;
      peer.refuseRecipients = true;
      const form = supportForm();
      expect((await postSupport(app, form)).statusCode).toBe(201);
      const refused = await waitFor('both emails to be refused', async () => {
        const rows = await outboxRows(app.db);
        return rows.length === 2 && rows.every((row) => row.lastError) && rows;
      });
      expect(refused.map((row) => row.lastError).join(' ')).toMatch(/450/);
      expectNoAddressIn(refused);

      peer.refuseRecipients = false;
      await expectDeliveredOnce(
        [
          { to: SUPPORT_INBOX, subject: inboxSubject('Omar Farouk') },
          { to: form.email, subject: ACK_SUBJECT },
        ],
        received,
      );
    });
  });

  describe('across a restart of the app', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    afterAll(() => database?.close());

    const start = () =>
      buildApp({
        database: database!,
        closeDatabase: false,
        rateLimits: false,
        mail: peerMail(peer),
        dataDir: mkdtempSync(path.join(tmpdir(), 'mizan-mail-test-')),
      });

    const pendingRows = async (db: Database) =>
      (await outboxRows(db)).filter((row) => row.status === 'pending');

    it('keeps pending mail in the database when the app closes, for the next one to send', async () => {
      await peer.stop();
      const received = peer.received.length;
      database = await createTestDatabase(kind);
      const first = await start();
      await first.ready();
      const expected = await visitorsWrite(first);
      await waitFor('a first failed attempt at each email', async () => {
        const rows = await outboxRows(first.db);
        return rows.length === 7 && rows.every((row) => row.lastError);
      });
      await first.close();

      const left = await pendingRows(database.db);
      expect(left).toHaveLength(7);
      expectNoAddressIn(left);
      expect(left.map((row) => row.toAddress).sort()).toEqual(expected.map((e) => e.to).sort());

      await peer.resume();
      const second = await start();
      await second.ready();
      try {
        await expectDeliveredOnce(expected, received);
        expect(await pendingRows(database.db)).toEqual([]);
      } finally {
        await second.close();
      }
    });
  });
});

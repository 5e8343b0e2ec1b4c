// A job done while the database cannot record it (issue 31): the SMTP server took the email, or
// the bank its lead, and the "sent" could not be written. The worker keeps that outcome, with
// the job's slot and lease, and records it when the database answers again, before it claims
// anything: the job is done once, even when the database was away for longer than the lease.
// Before, the job was dropped, its lease ran out, and it was sent again. At shutdown such an
// outcome is still recorded if the database comes back in time, and never holds the stop up
// for ever. PostgreSQL is made unreachable by a proxy that stops moving bytes; PGlite by a
// transaction that holds its one connection.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../src/catalogue/index.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { outbox } from '../../src/db/schema/index.ts';
import type { DatabaseTimeouts } from '../../src/db/timeouts.ts';
import { enqueueEmail } from '../../src/mail/outbox.ts';
import { smtpTransport } from '../../src/mail/transport.ts';
import { mailSender, messageIdOf } from '../../src/mail/sender.ts';
import { LEASE_MS, QueueWorker } from '../../src/queue/worker.ts';
import { deliverySender } from '../../src/partners/delivery-sender.ts';
import { queueDelivery, submittedEvent } from '../../src/partners/queue-delivery.ts';
import { startFreezableProxy, type FreezableProxy } from '../helpers/freezable-proxy.ts';
import { holdPglite, type HeldPglite } from '../helpers/frozen-pglite.ts';
import { createPostgresDatabase, databaseKinds } from '../helpers/test-database.ts';
import { BankPeer } from '../partners/bank-peer.ts';
import { setEveryBank } from '../partners/delivery-helpers.ts';
import { CARD_SUBJECT, MAIL_FROM, pause, uniqueEmail, waitFor } from './helpers.ts';
import { testSecretBox } from '../helpers/secrets.ts';
import { SmtpPeer } from './smtp-peer.ts';

/**
 * Statements and waits for a connection give up quickly, so the record fails at once. PGlite's
 * holder is ended after standing idle 2 x statementMs: longer than the freezes here.
 */
const TIMEOUTS: DatabaseTimeouts = { connectMs: 500, statementMs: 15_000, pingMs: 500 };
const POSTGRES_TIMEOUTS: DatabaseTimeouts = { connectMs: 500, statementMs: 500, pingMs: 500 };

/** The database made unreachable and reachable again. */
interface Outage {
  begin(): Promise<void>;
  end(): Promise<void>;
}

describe.each(databaseKinds)('a job done while the database is unreachable (%s)', (kind) => {
  let database: DatabaseHandle;
  let outage: Outage;
  let peer: SmtpPeer;
  let bank: BankPeer;
  let bankId: number;
  // The bank's secret is sealed with it and the worker opens it.
  const box = testSecretBox();
  const cleanup: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      cleanup.push(created.drop);
      const proxy: FreezableProxy = await startFreezableProxy();
      cleanup.push(() => proxy.close());
      database = await openDatabase({
        kind: 'postgres',
        url: proxy.urlFor(created.url),
        timeouts: POSTGRES_TIMEOUTS,
      });
      outage = { begin: async () => proxy.freeze(), end: async () => proxy.thaw() };
    } else {
      database = await openDatabase({ kind: 'pglite-memory', timeouts: TIMEOUTS });
      let held: HeldPglite | undefined;
      outage = {
        begin: async () => void (held = await holdPglite(database.db)),
        end: async () => held?.thaw(),
      };
    }
    cleanup.push(() => database.close());
    await seedIfEmpty(database.db);
    peer = await SmtpPeer.start();
    cleanup.push(() => peer.stop());
    bank = await BankPeer.start();
    cleanup.push(() => bank.stop());
    await setEveryBank(database.db, box, 'webhook', bank.url);
    const result = await database.db.execute(sql`SELECT min(id) AS id FROM organizations`);
    bankId = (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
  });
  afterEach(async () => {
    await outage.end();
    peer.beforeAccept = undefined;
    bank.beforeAnswer = undefined;
  });
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  const queueEmail = async () => {
    const to = uniqueEmail('recorded');
    await enqueueEmail(
      database.db,
      {
        dedupeKey: `card:${to}`,
        kind: 'card-confirmation',
        to,
        subject: CARD_SUBJECT,
        html: '',
        text: 'Received',
      },
      { exemptFromRecipientLimit: true },
    );
    const [row] = await database.db.select().from(outbox).where(eq(outbox.toAddress, to));
    return row!.id;
  };

  const queueLead = async () => {
    const id = await queueDelivery(
      database.db,
      bankId,
      submittedEvent({
        applicationId: randomUUID(),
        country: 'ae',
        productType: 'Card',
        language: 'en',
        product: { id: 1, key: 'card', name: 'Card' },
        applicant: { fullName: 'Layla Haddad', email: uniqueEmail('lead'), phone: '+971501234567' },
        contact: { channel: 'call', from: '09:00', to: '18:00' },
      }),
    );
    return id!;
  };

  const startWorker = () => {
    const worker = new QueueWorker({
      db: database.db,
      log: Fastify().log,
      pollIntervalMs: 50,
      senders: [
        mailSender({
          transport: smtpTransport(peer.url),
          from: MAIL_FROM,
          inlineImage: () => undefined,
        }),
        deliverySender(database.db, box, {
          dataDir: mkdtempSync(path.join(tmpdir(), 'mizan-')),
          // The bank's stand-in listens on 127.0.0.1.
          allowPrivateAddresses: true,
        }),
      ],
    });
    worker.start();
    return worker;
  };

  const emailsWith = (id: string) =>
    peer.received.filter((mail) => mail.parsed.headers.get('message-id') === messageIdOf(id));
  const leadsWith = (id: string) => bank.arrived.filter((request) => request.id === id);
  const rowOf = async (id: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;
  const pick = ({ status, attempts }: { status: string; attempts: number }) => ({
    status,
    attempts,
  });

  it('records the email and the lead when the database is back, and sends neither again', async () => {
    // Both peers hold their answer until both have their job; then the database goes away and
    // they answer: the worker hears "taken" with no database to record it in.
    let held = 0;
    let frozen!: () => void;
    const outageBegun = new Promise<void>((resolve) => (frozen = resolve));
    const holdUntilBoth = async () => {
      held += 1;
      if (held === 2) {
        await outage.begin();
        frozen();
      }
      await outageBegun;
    };
    peer.beforeAccept = holdUntilBoth;
    bank.beforeAnswer = holdUntilBoth;
    const email = await queueEmail();
    const lead = await queueLead();
    const worker = startWorker();
    try {
      await waitFor('both peers to hold their job', () => held === 2, 20_000);
      await outageBegun;
      await waitFor('both jobs taken', () => emailsWith(email).length && leadsWith(lead).length);
      // Longer than the lease: a job forgotten meanwhile is due again when the database is back.
      await pause(LEASE_MS + 2_000);
      await outage.end();

      await waitFor(
        'both jobs recorded sent',
        async () => (await rowOf(email)).status === 'sent' && (await rowOf(lead)).status === 'sent',
        20_000,
      );
      await worker.drain();
    } finally {
      await worker.stop();
    }
    const once = { received: 1, status: 'sent', attempts: 1 };
    // One claim each: neither job was handed to its sender again.
    expect({
      email: { received: emailsWith(email).length, ...pick(await rowOf(email)) },
      lead: { received: leadsWith(lead).length, ...pick(await rowOf(lead)) },
    }).toEqual({ email: once, lead: once });
  });

  it('records at shutdown an email sent while the database was away, once it answers', async () => {
    peer.beforeAccept = () => outage.begin();
    const email = await queueEmail();
    const worker = startWorker();
    await waitFor('the email taken', () => emailsWith(email).length > 0, 20_000);
    const stopped = worker.stop();
    // Long enough for the record to have failed (it gives up within a second here).
    await pause(3_000);
    await outage.end();
    await stopped;

    expect(await rowOf(email)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(emailsWith(email)).toHaveLength(1);
  });

  it('does not hold a shutdown up for ever while the database stays away', async () => {
    peer.beforeAccept = () => outage.begin();
    const email = await queueEmail();
    const worker = startWorker();
    await waitFor('the email taken', () => emailsWith(email).length > 0, 20_000);
    // The record is tried for a while, then given up on: the stop ends with the database away.
    await worker.stop();
    await outage.end();

    expect(await rowOf(email)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});

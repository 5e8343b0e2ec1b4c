// The outbox worker is woken one way: the database tells it when an email is committed to the
// outbox, by a request of this server or by any other process (drizzle/0006_outbox-notify.sql).
// Its own timer here is ten minutes, so only that notification can send the mail within seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { enqueueEmail } from '../../src/mail/outbox.ts';
import { buildTestAppOn } from '../helpers/test-app.ts';
import { createSharedTestDatabase, databaseKinds } from '../helpers/test-database.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import {
  peerMail,
  postSupport,
  SUPPORT_INBOX,
  supportForm,
  uniqueEmail,
  waitFor,
} from './helpers.ts';
import { SmtpPeer } from './smtp-peer.ts';

const TEN_MINUTES = 600_000;

describe.each(databaseKinds)('the outbox worker woken by the outbox (%s)', (kind) => {
  let peer: SmtpPeer;
  let app: App;
  /** Another process's connection to the same database (on PGlite, the one in-memory database). */
  let other: DatabaseHandle;
  let close: () => Promise<void>;

  beforeAll(async () => {
    peer = await SmtpPeer.start();
    const shared = await createSharedTestDatabase(kind);
    [, other] = shared.handles;
    close = shared.close;
    app = await buildTestAppOn(shared.handles[0], {
      closeDatabase: false,
      mail: { ...peerMail(peer), pollIntervalMs: TEN_MINUTES },
    });
    await app.ready();
    // The first pass at start has run; from now on the timer would wait ten minutes.
    await app.queue.drain();
  });
  afterAll(async () => {
    await app.close();
    await close();
    await peer.stop();
  });

  const received = (to: string) => peer.received.filter((mail) => mail.rcptTo.includes(to));

  it('sends what a request queued within seconds, though no route woke it', async () => {
    const form = supportForm({ email: uniqueEmail('woken') });
    expect((await postSupport(app, form)).statusCode).toBe(201);
    await waitFor('the acknowledgement', () => received(form.email).length === 1, 5_000);
    await waitFor('the support inbox copy', () =>
      peer.received.some(
        (mail) => mail.rcptTo.includes(SUPPORT_INBOX) && mail.raw.includes(form.email),
      ),
    );
  });

  it('sends what another process queued, once it committed', async () => {
    const to = uniqueEmail('elsewhere');
    await other.db.transaction(async (tx) => {
      await enqueueEmail(tx, {
        dedupeKey: `wake-test-${to}`,
        kind: 'support-ack',
        to,
        subject: 'Queued by another process',
        html: '<p>hello</p>',
        text: 'hello',
      });
    });
    await waitFor('the email queued elsewhere', () => received(to).length === 1, 5_000);
  });
});

// A worker killed with SIGKILL while sending leaves its claimed mail behind. The lease it held is
// short, so a worker in another process sends that mail seconds later, not minutes. A worker that
// is alive keeps its lease however slow the SMTP server is, so nothing is sent twice.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '../../src/db/client.ts';
import { enqueueEmail } from '../../src/mail/outbox.ts';
import { smtpTransport } from '../../src/mail/transport.ts';
import { mailSender } from '../../src/mail/sender.ts';
import { LEASE_MS, QueueWorker } from '../../src/queue/worker.ts';
import { createTestDatabase, databaseKinds, type DatabaseKind } from '../helpers/test-database.ts';
import { CARD_SUBJECT, MAIL_FROM, outboxRows, uniqueEmail, waitFor } from './helpers.ts';
import { postgresUrlOf } from '../server/postgres-url.ts';
import { SmtpPeer } from './smtp-peer.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/** An SMTP server that accepts connections and never greets: a send to it hangs. */
async function startBlackHole(): Promise<{
  server: Server;
  port: number;
  connected: Promise<void>;
}> {
  const sockets: Socket[] = [];
  let onConnection = () => {};
  const connected = new Promise<void>((resolve) => (onConnection = resolve));
  const server = createServer((socket) => {
    sockets.push(socket);
    socket.on('error', () => {});
    onConnection();
  });
  server.on('close', () => sockets.forEach((socket) => socket.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('black hole not listening');
  return { server, port: address.port, connected };
}

/** Queues one confirmation for `to`, as a submission would. */
function queueConfirmation(database: DatabaseHandle, to: string) {
  return enqueueEmail(
    database.db,
    {
      dedupeKey: `confirmation-${to}`,
      kind: 'card-confirmation',
      to,
      subject: CARD_SUBJECT,
      html: '<p>Received</p>',
      text: 'Received',
    },
    { exemptFromRecipientLimit: true },
  );
}

/** A worker in this process that sends through `smtpUrl`, polling every 100 ms. */
function startWorker(database: DatabaseHandle, smtpUrl: string) {
  const worker = new QueueWorker({
    db: database.db,
    log: Fastify().log,
    pollIntervalMs: 100,
    senders: [
      mailSender({
        transport: smtpTransport(smtpUrl),
        from: MAIL_FROM,
        inlineImage: () => undefined,
      }),
    ],
  });
  worker.start();
  return worker;
}

/** A database the test and a child process can both open: PostgreSQL, or PGlite on disk. */
async function sharedDatabase(kind: DatabaseKind) {
  if (kind === 'postgres') {
    const handle = await createTestDatabase('postgres');
    const target: DatabaseTarget = { kind: 'postgres', url: await postgresUrlOf(handle) };
    return { target, open: async () => handle, closeBetween: false };
  }
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'mizan-takeover-')), 'db');
  const target: DatabaseTarget = { kind: 'pglite', dataDir };
  // PGlite is one process's at a time: the test closes it while the child runs.
  return { target, open: () => openDatabase(target), closeBetween: true };
}

describe.each(databaseKinds)('mail claimed by a worker that was killed (%s)', (kind) => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {});
  });

  it('is sent by another worker within seconds', async () => {
    const shared = await sharedDatabase(kind);
    let database: DatabaseHandle = await shared.open();
    const to = uniqueEmail('takeover');
    await queueConfirmation(database, to);
    if (shared.closeBetween) await database.close();

    // The first worker claims the email and hangs on the SMTP greeting: then it is killed.
    const blackHole = await startBlackHole();
    cleanup.push(() => new Promise((resolve) => blackHole.server.close(resolve)));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'test/mail/claiming-worker.ts',
        JSON.stringify(shared.target),
        `smtp://127.0.0.1:${blackHole.port}`,
      ],
      { cwd: serverDir, stdio: 'inherit' },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    await blackHole.connected;
    child.kill('SIGKILL');
    await exited;
    const killedAt = Date.now();

    if (shared.closeBetween) database = await shared.open();
    cleanup.push(() => database.close());
    const [claimed] = await outboxRows(database.db);
    // Left claimed by the dead worker: one attempt made, leased beyond its death, not sent.
    expect(claimed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(claimed!.nextAttemptAt.getTime()).toBeGreaterThan(killedAt);

    const peer = await SmtpPeer.start();
    cleanup.push(() => peer.stop());
    const worker = startWorker(database, peer.url);
    cleanup.push(() => worker.stop());

    await waitFor('the email the killed worker had claimed', () => peer.to(to).length > 0, 30_000);
    const waitedMs = Date.now() - killedAt;
    // Within the lease and a poll; before, the lease alone was 120 s.
    expect(waitedMs).toBeLessThan(LEASE_MS + 5_000);
    await worker.stop();
    expect(peer.to(to, CARD_SUBJECT)).toHaveLength(1);
    const [sent] = await outboxRows(database.db);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stays with a live worker that sends slower than the lease, and is sent once', async () => {
    const database = await createTestDatabase(kind);
    cleanup.push(() => database.close());
    const peer = await SmtpPeer.start();
    cleanup.push(() => peer.stop());
    peer.acceptDelayMs = LEASE_MS + 3_000;
    const to = uniqueEmail('slow');
    await queueConfirmation(database, to);
    const workers = [startWorker(database, peer.url), startWorker(database, peer.url)];
    cleanup.push(() => Promise.all(workers.map((worker) => worker.stop())));

    await waitFor('the slow delivery', () => peer.to(to).length > 0, 30_000);
    const [sent] = await waitFor('the email marked sent', async () => {
      const rows = await outboxRows(database.db);
      return rows[0]?.status === 'sent' && rows;
    });
    // One claim, one delivery: the other worker never took it over while it was being sent.
    expect(sent).toMatchObject({ status: 'sent', attempts: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(peer.to(to)).toHaveLength(1);
  });
});

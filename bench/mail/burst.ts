// A burst of confirmation emails through the outbox worker, against a local SMTP server that
// greets 100 ms after each connection (as a real relay across a network would): prints how
// many messages per second reach the server and how many connections it took.
//
//   npx tsx bench/mail/burst.ts [messages=100] [runs=3]
//
// The outbox is in in-memory PGlite; the SMTP server is smtp-server on 127.0.0.1.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { enqueueEmail } from '../../apps/server/src/mail/outbox.ts';
import { smtpTransport } from '../../apps/server/src/mail/transport.ts';
import { mailSender } from '../../apps/server/src/mail/sender.ts';
import { QueueWorker } from '../../apps/server/src/queue/worker.ts';

const GREETING_DELAY_MS = 100;
const messages = Number(process.argv[2] ?? 100);
const runs = Number(process.argv[3] ?? 3);

/** An SMTP server that accepts everything, greeting each connection after a delay. */
async function startRelay() {
  const counts = { connections: 0, messages: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect: (_session, callback) => {
      counts.connections += 1;
      setTimeout(callback, GREETING_DELAY_MS);
    },
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () => {
        counts.messages += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    counts,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function burst(run: number) {
  const relay = await startRelay();
  const database = await openDatabase({ kind: 'pglite-memory' });
  for (let i = 0; i < messages; i += 1) {
    await enqueueEmail(
      database.db,
      {
        dedupeKey: `bench-${run}-${i}`,
        kind: 'card-confirmation',
        to: `applicant${i}@example.com`,
        subject: 'Your Credit Card Application Received',
        html: '<p>Thank you for your application.</p>',
        text: 'Thank you for your application.',
      },
      { exemptFromRecipientLimit: true },
    );
  }
  const worker = new QueueWorker({
    db: database.db,
    log: Fastify().log,
    senders: [
      mailSender({
        transport: smtpTransport(relay.url),
        from: 'Mizan <no-reply@mizan.example>',
        inlineImage: () => undefined,
      }),
    ],
  });
  const started = performance.now();
  const sent = await worker.drain();
  const seconds = (performance.now() - started) / 1000;
  await worker.stop();
  await database.close();
  await relay.close();
  if (sent !== messages || relay.counts.messages !== messages) {
    throw new Error(`sent ${sent}, relay received ${relay.counts.messages} of ${messages}`);
  }
  return { seconds, connections: relay.counts.connections };
}

console.log(`${messages} queued emails, SMTP greeting after ${GREETING_DELAY_MS} ms, ${runs} runs`);
console.log('run  seconds  messages/s  connections');
for (let run = 1; run <= runs; run += 1) {
  const { seconds, connections } = await burst(run);
  console.log(
    `${String(run).padStart(3)}  ${seconds.toFixed(2).padStart(7)}  ${(messages / seconds)
      .toFixed(1)
      .padStart(10)}  ${String(connections).padStart(11)}`,
  );
}

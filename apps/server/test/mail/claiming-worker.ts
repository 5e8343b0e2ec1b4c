// Run as its own process by takeover.test.ts: an outbox worker that claims what is due and
// starts sending it to the SMTP URL it is given, until the test kills it with SIGKILL.
import Fastify from 'fastify';
import { openDatabase, type DatabaseTarget } from '../../src/db/client.ts';
import { smtpTransport } from '../../src/mail/transport.ts';
import { mailSender } from '../../src/mail/sender.ts';
import { QueueWorker } from '../../src/queue/worker.ts';

const [target, smtpUrl] = process.argv.slice(2);
if (!target || !smtpUrl)
  throw new Error('usage: claiming-worker.ts <database target JSON> <smtp url>');

const database = await openDatabase(JSON.parse(target) as DatabaseTarget);
const worker = new QueueWorker({
  db: database.db,
  log: Fastify().log,
  senders: [
    mailSender({
      transport: smtpTransport(smtpUrl),
      from: 'Mizan Test <no-reply@mizan.test>',
      inlineImage: () => undefined,
    }),
  ],
});
worker.start();

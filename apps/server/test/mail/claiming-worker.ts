// Run as its own process by takeover.test.ts: an outbox worker that claims what is due and
// starts sending it to the SMTP URL it is given, until the test kills it with SIGKILL.
import Fastify from 'fastify';
import { openDatabase, type DatabaseTarget } from '../../src/db/client.ts';
import { smtpTransport } from '../../src/mail/transport.ts';
import { OutboxWorker } from '../../src/mail/worker.ts';

const [target, smtpUrl] = process.argv.slice(2);
if (!target || !smtpUrl)
  throw new Error('usage: claiming-worker.ts <database target JSON> <smtp url>');

const database = await openDatabase(JSON.parse(target) as DatabaseTarget);
const worker = new OutboxWorker({
  db: database.db,
  transport: smtpTransport(smtpUrl),
  from: 'Mizan Test <no-reply@mizan.test>',
  log: Fastify().log,
  inlineImage: () => undefined,
});
worker.start();

import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { mailSender } from '../mail/sender.ts';
import { fileTransport, smtpTransport, type MailTransport } from '../mail/transport.ts';
import { deliverySender, type DeliveryOptions } from '../partners/delivery-sender.ts';
import { siteLoad } from '../queue/site-load.ts';
import { OUTBOX_CHANNEL, QueueWorker } from '../queue/worker.ts';

export interface QueueOptions {
  database: DatabaseHandle;
  from: string;
  supportEmail: string;
  /** SMTP server URL; without it mail is written to `${dataDir}/mail` as .eml files. */
  smtpUrl?: string | undefined;
  /** DATA_DIR: mail written as files, csv deliveries. */
  dataDir: string;
  /** Tests shorten the worker's timings. */
  pollIntervalMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  transport?: MailTransport;
  /** Deliveries to banks, worked by the same worker; their dataDir is DATA_DIR where omitted. */
  delivery?: Partial<DeliveryOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one durable queue's worker: emails and deliveries to banks (decision 0025). */
    queue: QueueWorker;
    mail: { supportEmail: string };
    deliveries: {
      /** Where csv deliveries are written (an erasure takes its leads out of the files). */
      dataDir: string;
      /** DELIVERY_ALLOW_PRIVATE_ADDRESSES: what a bank's webhook address may be (banks.ts). */
      allowPrivateAddresses: boolean;
    };
  }
}

/**
 * The queue's worker (mail and deliveries to banks, decision 0025) runs while the app runs and
 * flushes what is due when it closes. It is woken by the database, when a job is committed to
 * the outbox by any process or made due again by "retry now" (services/console/deliveries.ts);
 * nobody calls it.
 */
export default fp(
  async function queue(app: FastifyInstance, options: QueueOptions) {
    const transport =
      options.transport ??
      (options.smtpUrl
        ? smtpTransport(options.smtpUrl)
        : fileTransport(path.join(options.dataDir, 'mail')));
    const allowPrivateAddresses = options.delivery?.allowPrivateAddresses ?? false;
    // Said at every start: a setting for tests and a bank's stand-in must not go unnoticed.
    if (allowPrivateAddresses) {
      app.log.warn(
        'DELIVERY_ALLOW_PRIVATE_ADDRESSES is set: bank webhooks may reach private and loopback addresses',
      );
    }
    const load = siteLoad(() => options.database.poolStats().waiting);
    // Its statements give way to visitors' (on PGlite, one connection for both).
    const db = options.database.background;
    const deliveryDataDir = options.delivery?.dataDir ?? options.dataDir;
    const worker = new QueueWorker({
      db,
      log: app.log.child({ component: 'queue' }),
      pollIntervalMs: options.pollIntervalMs,
      siteBusy: load.busy,
      senders: [
        mailSender({
          transport,
          from: options.from,
          inlineImage: (name) => app.images.get('products', name),
          retryBaseMs: options.retryBaseMs,
          retryMaxMs: options.retryMaxMs,
        }),
        deliverySender(db, app.secretBox, { ...options.delivery, dataDir: deliveryDataDir }),
      ],
    });
    app.decorate('queue', worker);
    app.decorate('mail', { supportEmail: options.supportEmail });
    app.decorate('deliveries', {
      dataDir: deliveryDataDir,
      allowPrivateAddresses,
    });
    // Listening before the first pass: an email queued meanwhile is not missed.
    const stopListening = await options.database.listen(OUTBOX_CHANNEL, () => worker.wake());
    app.addHook('onReady', async () => worker.start());
    // Runs after in-flight requests have finished and before the database closes.
    app.addHook('onClose', async () => {
      await stopListening();
      await worker.stop();
      load.stop();
    });
  },
  { name: 'queue', dependencies: ['database', 'images'] },
);

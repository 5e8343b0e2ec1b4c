import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { OUTBOX_CHANNEL, OutboxWorker } from '../mail/worker.ts';
import { fileTransport, smtpTransport, type MailTransport } from '../mail/transport.ts';
import { deliverySender, type DeliveryOptions } from '../partners/delivery-sender.ts';
import { siteLoad } from '../queue/site-load.ts';

export interface MailOptions {
  database: DatabaseHandle;
  from: string;
  supportEmail: string;
  /** SMTP server URL; without it mail is written to `${dataDir}/mail` as .eml files. */
  smtpUrl?: string | undefined;
  dataDir: string;
  /** Tests shorten the worker's timings. */
  pollIntervalMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  transport?: MailTransport;
  /** Deliveries to banks, worked by the same worker; dataDir is the mail's where omitted. */
  delivery?: Partial<DeliveryOptions>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      worker: OutboxWorker;
      supportEmail: string;
      /** Where csv deliveries are written (an erasure takes its leads out of the files). */
      deliveryDataDir: string;
      /** DELIVERY_ALLOW_PRIVATE_ADDRESSES: what a bank's webhook address may be (banks.ts). */
      deliveryAllowsPrivateAddresses: boolean;
    };
  }
}

/**
 * The outbox worker (mail and deliveries to banks, decision 0025) runs while the app runs and
 * flushes what is due when it closes. It is woken by the database, when a job is committed to
 * the outbox by any process or made due again by "retry now" (services/console/deliveries.ts);
 * nobody calls it.
 */
export default fp(
  async function mail(app: FastifyInstance, options: MailOptions) {
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
    const worker = new OutboxWorker({
      // Its statements give way to visitors' (on PGlite, one connection for both).
      db: options.database.background,
      transport,
      from: options.from,
      log: app.log.child({ component: 'outbox' }),
      inlineImage: (name) => app.images.get('products', name),
      pollIntervalMs: options.pollIntervalMs,
      retryBaseMs: options.retryBaseMs,
      retryMaxMs: options.retryMaxMs,
      siteBusy: load.busy,
      others: [
        deliverySender(options.database.background, app.secretBox, {
          dataDir: options.dataDir,
          ...options.delivery,
        }),
      ],
    });
    app.decorate('mail', {
      worker,
      supportEmail: options.supportEmail,
      deliveryDataDir: options.delivery?.dataDir ?? options.dataDir,
      deliveryAllowsPrivateAddresses: allowPrivateAddresses,
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
  { name: 'mail', dependencies: ['database', 'images'] },
);

import { retryDelayMs, type OutboxRow, type Outcome, type QueueSender } from '../queue/worker.ts';
import { PRODUCT_IMAGE_CID } from './templates.ts';
import { SMTP_POOL_SIZE, type MailTransport } from './transport.ts';

/** An email's Message-ID: its outbox row's id, so a copy can be found by it. */
export const messageIdOf = (outboxId: string) => `<${outboxId}@mail.mizan>`;

export interface MailSenderOptions {
  transport: MailTransport;
  from: string;
  /** Inline images by file name (the product art). */
  inlineImage: (name: string) => { body: Buffer; contentType: string } | undefined;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

/** After this many failed attempts (about a week at the longest delay) a message is parked. */
const MAX_ATTEMPTS = 700;

/**
 * The mail queue's sender: each email through the SMTP transport, concurrently enough to keep
 * every pooled connection busy, with a stable Message-ID so that a resend after a crash can be
 * recognised downstream.
 */
export function mailSender(options: MailSenderOptions): QueueSender {
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
  return {
    queue: 'mail',
    concurrency: 2 * SMTP_POOL_SIZE,
    close: () => options.transport.close(),
    async send(row: OutboxRow): Promise<Outcome> {
      const image = row.inlineImage ? options.inlineImage(row.inlineImage) : undefined;
      try {
        await options.transport.send({
          messageId: messageIdOf(row.id),
          from: options.from,
          to: row.toAddress ?? undefined,
          subject: row.subject ?? undefined,
          html: row.html ?? undefined,
          text: row.text ?? undefined,
          attachments: image
            ? [
                {
                  filename: row.inlineImage ?? 'product.svg',
                  content: image.body,
                  contentType: image.contentType,
                  cid: PRODUCT_IMAGE_CID,
                },
              ]
            : [],
        });
        return { outcome: 'sent' };
      } catch (error) {
        const message = String((error as Error).message);
        if (row.attempts >= MAX_ATTEMPTS) return { outcome: 'failed', error: message };
        return {
          outcome: 'retry',
          inMs: retryDelayMs(row.attempts, retryBaseMs, retryMaxMs),
          error: message,
        };
      }
    },
  };
}

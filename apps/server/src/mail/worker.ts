import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/partners.ts';
import { scrubPersonalData } from '../lib/scrub.ts';
import { PRODUCT_IMAGE_CID } from './templates.ts';
import { SMTP_POOL_SIZE, type MailTransport } from './transport.ts';

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  /** Inline images by file name (the product art). */
  inlineImage: (name: string) => { body: Buffer; contentType: string } | undefined;
  pollIntervalMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

type OutboxRow = typeof outbox.$inferSelect;

/** Notified when an email is committed to the outbox (drizzle/0006_outbox-notify.sql). */
export const OUTBOX_CHANNEL = 'mizan_outbox_queued';

/** After this many failed attempts (about a week at the longest delay) a message is parked. */
const MAX_ATTEMPTS = 700;
/**
 * A claimed message is not handed to another worker for this long. The lease is short so that
 * a worker that died (kill -9, a lost machine) holds its messages back for seconds only; a live
 * worker renews it every third of it while it sends, however long the SMTP server takes.
 */
export const LEASE_MS = 10_000;
/** Messages claimed at once and sent concurrently: keeps every pooled SMTP connection busy. */
const BATCH_SIZE = 2 * SMTP_POOL_SIZE;

/** Capped exponential back-off with jitter: between half and all of base * 2^(attempt-1). */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Sends what the outbox holds. Messages are claimed with FOR UPDATE SKIP LOCKED under a lease,
 * so several server processes can run workers against one database without sending twice; a
 * message is marked sent only after the SMTP server accepted it, and carries a stable
 * Message-ID so that a resend after a crash can be recognised downstream.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private rerun = false;
  private readonly pollIntervalMs: number;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 2000;
    this.retryBaseMs = options.retryBaseMs ?? 5000;
    this.retryMaxMs = options.retryMaxMs ?? 15 * 60_000;
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Run now rather than at the next poll: the outbox's notification (plugins/mail.ts) calls it. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.rerun = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox worker failed'))
      .finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        if (this.rerun) {
          this.rerun = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), this.pollIntervalMs);
        }
      });
  }

  /** Stops polling after one last pass over what is due (graceful shutdown). */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    await this.running;
    if (!this.stopped) {
      this.stopped = true;
      await this.drain().catch((error: unknown) =>
        this.options.log.error({ err: error }, 'outbox flush failed'),
      );
    }
    this.options.transport.close();
  }

  /** Sends every message that is due; returns how many were sent. */
  async drain(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      if (batch.length === 0) return sent;
      sent += await this.deliverBatch(batch);
    }
  }

  /** Sends a batch concurrently (the transport's pool sets the pace), renewing its lease. */
  private async deliverBatch(batch: OutboxRow[]): Promise<number> {
    const inFlight = new Set(batch.map((row) => row.id));
    // One renewal at a time: while the database hangs each one waits out its time-out, longer
    // than this interval, and they must not pile up on the pool.
    let renewing: Promise<void> | undefined;
    const heartbeat = setInterval(() => {
      renewing ??= this.renewLeases([...inFlight]).finally(() => (renewing = undefined));
    }, LEASE_MS / 3);
    try {
      // allSettled: a failure (the database gone while marking one sent) must not leave the
      // others running unwatched.
      const results = await Promise.allSettled(
        batch.map((row) => this.deliver(row).finally(() => inFlight.delete(row.id))),
      );
      const failed = results.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
      return results.filter((result) => result.status === 'fulfilled' && result.value).length;
    } finally {
      clearInterval(heartbeat);
    }
  }

  /**
   * Pushes the lease of messages still being sent further out. GREATEST: never brings forward a
   * retry time that a failed attempt has just set.
   */
  private async renewLeases(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.options.db
      .update(outbox)
      .set({
        nextAttemptAt: sql`greatest(${outbox.nextAttemptAt}, now() + make_interval(secs => ${LEASE_MS / 1000}))`,
      })
      .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')))
      .catch((error: unknown) => this.options.log.warn({ err: error }, 'outbox lease not renewed'));
  }

  private async claim(): Promise<OutboxRow[]> {
    const result = await this.options.db.execute(sql`
      UPDATE outbox SET next_attempt_at = now() + make_interval(secs => ${LEASE_MS / 1000}),
        attempts = attempts + 1
      WHERE id IN (
        SELECT id FROM outbox
        WHERE queue = 'mail' AND status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at
        LIMIT ${BATCH_SIZE}
        FOR UPDATE SKIP LOCKED
      )
      RETURNING id`);
    const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    if (ids.length === 0) return [];
    return this.options.db.select().from(outbox).where(inArray(outbox.id, ids));
  }

  private async deliver(row: OutboxRow): Promise<boolean> {
    const image = row.inlineImage ? this.options.inlineImage(row.inlineImage) : undefined;
    try {
      await this.options.transport.send({
        messageId: `<${row.id}@mail.mizan>`,
        from: this.options.from,
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
    } catch (error) {
      const parked = row.attempts >= MAX_ATTEMPTS;
      const delay = retryDelayMs(row.attempts, this.retryBaseMs, this.retryMaxMs);
      await this.options.db
        .update(outbox)
        .set({
          status: parked ? 'failed' : 'pending',
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
          lastError: scrubPersonalData(String((error as Error).message)).slice(0, 500),
        })
        .where(eq(outbox.id, row.id));
      this.options.log.warn(
        { emailId: row.id, kind: row.kind, attempt: row.attempts, retryInMs: delay, parked },
        'email not sent yet',
      );
      return false;
    }
    await this.options.db
      .update(outbox)
      .set({ status: 'sent', sentAt: new Date(), lastError: null })
      .where(eq(outbox.id, row.id));
    this.options.log.info({ emailId: row.id, kind: row.kind }, 'email sent');
    return true;
  }
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/queue.ts';
import { scrubPersonalData } from '../lib/scrub.ts';

// The one durable queue (decision 0025): the outbox table holds emails and deliveries to banks,
// and one worker loop claims what is due and hands each job to the sender of its queue.

export type OutboxRow = typeof outbox.$inferSelect;
export type QueueName = 'mail' | 'delivery';

/** Notified when a job is committed to the outbox (drizzle/0013_bank-pipeline.sql), or retried. */
export const OUTBOX_CHANNEL = 'mizan_outbox_queued';

/**
 * A claimed job is not handed to another worker for this long. The lease is short so that a
 * worker that died (kill -9, a lost machine) holds its jobs back for seconds only; a live worker
 * renews it every third of it while it works, however long the SMTP server or the bank takes.
 */
export const LEASE_MS = 10_000;

/** Capped exponential back-off with jitter: between half and all of base * 2^(attempt-1). */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number, random = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempt - 1, 40)));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** What became of one attempt; the worker records it. */
export type Outcome =
  | { outcome: 'sent'; status?: number }
  | { outcome: 'retry'; inMs: number; error: string; status?: number | null }
  | { outcome: 'failed'; error: string; status?: number | null };

/** Does the jobs of one queue. */
export interface QueueSender {
  queue: QueueName;
  /** Jobs of this queue worked on at once by one process. */
  concurrency: number;
  /** At most this many at once per bank (jobs grouped by organization_id); none when omitted. */
  perBank?: number;
  send(row: OutboxRow): Promise<Outcome>;
  /**
   * Called in the transaction that marks the queue's jobs sent, with those jobs: whatever follows
   * from a job done commits with it, or neither does.
   */
  afterSent?(tx: SentExecutor, rows: readonly OutboxRow[]): Promise<void>;
  close?(): void;
}

/** What afterSent may use of the transaction. */
export type SentExecutor = Pick<Database, 'insert' | 'select' | 'update' | 'execute'>;

export interface QueueWorkerOptions {
  db: Database;
  log: FastifyBaseLogger;
  senders: QueueSender[];
  pollIntervalMs?: number;
  /**
   * True while the site is busy (queue/site-load.ts): the worker then holds back its claims (up
   * to YIELD_MAX_MS a pass), so that a burst of deliveries does not slow the site down.
   */
  siteBusy?: () => boolean;
}

/** The longest a pass waits for the site to be less busy before it claims anyway. */
const YIELD_MAX_MS = 1000;

/** How often outcomes the database did not take are offered to it again. */
const RECORD_RETRY_MS = 1000;

/**
 * At shutdown, how long outcomes not recorded yet are still offered to the database (each is
 * tried at least once more). Past a lease, another process may be doing the job again anyway.
 */
const RECORD_AT_STOP_MS = LEASE_MS;

/**
 * Records of finished jobs that may be under way at once. Jobs that finish while this many are
 * in flight are recorded together in the next one (a burst to a bank is thousands of answers a
 * minute); below it a job is recorded as soon as it is done, with no record to wait for.
 */
const RECORDS_AT_ONCE = 4;

interface Running {
  row: OutboxRow;
  done: Promise<void>;
}

/** An attempt whose outcome the database has not taken yet. */
interface Unrecorded {
  row: OutboxRow;
  result: Outcome;
  /** true once recorded; false when given up on at shutdown. */
  settle: (recorded: boolean) => void;
}

/**
 * Works what the outbox holds. Jobs are claimed with FOR UPDATE SKIP LOCKED under a lease, so
 * several server processes can run workers against one database without doing a job twice; a
 * job is marked done only after its peer (SMTP server, bank) took it. Jobs run concurrently up
 * to each queue's limit and, for deliveries, a limit per bank, so that a slow bank holds back
 * neither other banks nor mail. A freed slot is filled at once.
 */
export class QueueWorker {
  private timer: NodeJS.Timeout | undefined;
  private pass: Promise<void> | undefined;
  private stopped = true;
  private rerun = false;
  private discover = true;
  private readonly banksWithWork = new Set<number>();
  /** Queues a finished job freed a slot of since the last fill: only those are claimed for. */
  private readonly freed = new Set<string>();
  private filling: Promise<number> = Promise.resolve(0);
  private readonly running = new Map<string, Running>();
  private heartbeat: NodeJS.Timeout | undefined;
  private renewing: Promise<void> | undefined;
  private sentCount = 0;
  private sentBatch: {
    row: OutboxRow;
    status: number | undefined;
    resolve: () => void;
    reject: (error: unknown) => void;
  }[] = [];
  private flushScheduled = false;
  private flushesUnderWay = 0;
  /**
   * Jobs done whose outcome could not be recorded (the database did not answer), by id. Each
   * keeps its slot, and its lease is renewed with the others', until the outcome is recorded.
   */
  private readonly unrecorded = new Map<string, Unrecorded>();
  private recordingLater: Promise<void> | undefined;
  /** Set by stop(): outcomes still unrecorded then are given up on after this time. */
  private giveUpRecordingAt = Infinity;
  private readonly pollIntervalMs: number;

  constructor(private readonly options: QueueWorkerOptions) {
    this.pollIntervalMs = options.pollIntervalMs ?? 2000;
  }

  start(): void {
    this.stopped = false;
    this.giveUpRecordingAt = Infinity;
    this.wake();
  }

  /** Claim now rather than at the next poll: the outbox's notification calls it. */
  wake(): void {
    this.discover = true;
    this.refill();
  }

  /** Fills free slots; looks for banks with new work only when woken from outside. */
  private refill(): void {
    if (this.stopped) return;
    if (this.pass) {
      this.rerun = true;
      return;
    }
    clearTimeout(this.timer);
    const discover = this.discover;
    this.discover = false;
    this.pass = this.fill(discover)
      .then(() => undefined)
      .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox worker failed'))
      .finally(() => {
        this.pass = undefined;
        if (this.stopped) return;
        if (this.rerun) {
          this.rerun = false;
          this.refill();
        } else {
          this.timer = setTimeout(() => this.wake(), this.pollIntervalMs);
        }
      });
  }

  /** Stops claiming, lets running jobs finish, then works what is due once more (shutdown). */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    const wasRunning = !this.stopped;
    this.stopped = true;
    this.giveUpRecordingAt = Date.now() + RECORD_AT_STOP_MS;
    await this.pass;
    await this.settled();
    if (wasRunning) {
      await this.drain().catch((error: unknown) =>
        this.options.log.error({ err: error }, 'outbox flush failed'),
      );
    }
    for (const sender of this.options.senders) sender.close?.();
  }

  /** Works every job that is due until none is left; answers how many were done meanwhile. */
  async drain(): Promise<number> {
    const before = this.sentCount;
    let discover = true;
    for (;;) {
      // Banks with new work are looked for first and whenever all is done, not at each job.
      const claimed = await this.fill(discover || this.running.size === 0);
      discover = false;
      if (claimed === 0 && this.running.size === 0) return this.sentCount - before;
      if (this.running.size > 0) {
        await Promise.race([...this.running.values()].map((job) => job.done));
      }
    }
  }

  /** How many jobs this process is working on, by queue (the metrics read it). */
  inFlight(): Record<QueueName, number> {
    const counts: Record<QueueName, number> = { mail: 0, delivery: 0 };
    for (const { row } of this.running.values()) counts[row.queue as QueueName] += 1;
    return counts;
  }

  private async settled(): Promise<void> {
    while (this.running.size > 0) {
      await Promise.all([...this.running.values()].map((job) => job.done));
    }
  }

  /** Claims into every free slot; one fill at a time, so slots are never counted twice. */
  private fill(discover = true): Promise<number> {
    const next = this.filling.then(
      () => this.fillOnce(discover),
      () => this.fillOnce(discover),
    );
    this.filling = next.catch(() => 0);
    return next;
  }

  private async fillOnce(discover: boolean): Promise<number> {
    // Nothing new is claimed before what was done while the database was away is recorded: the
    // database's first answers go to those records, which no claim must overtake.
    if (this.unrecorded.size > 0) return 0;
    const busy = this.options.siteBusy;
    for (const started = Date.now(); busy?.() && Date.now() - started < YIELD_MAX_MS;) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    let claimed = 0;
    // Woken from outside, every queue is looked at; after a finished job, only the queues that
    // have a free slot again (a burst of deliveries does not ask for mail at each answer).
    const senders = discover
      ? this.options.senders
      : this.options.senders.filter((sender) => this.freed.has(sender.queue));
    this.freed.clear();
    for (const sender of senders) {
      if (sender.perBank) {
        claimed += await this.claimPerBank(sender, discover);
      } else {
        const rows = await this.claimFor(sender);
        for (const row of rows) this.begin(sender, row);
        claimed += rows.length;
      }
    }
    return claimed;
  }

  private runningOf(queue: string, bankId?: number | null) {
    let count = 0;
    for (const { row } of this.running.values()) {
      if (row.queue === queue && (bankId === undefined || row.organizationId === bankId))
        count += 1;
    }
    return count;
  }

  private claimFor(sender: QueueSender): Promise<OutboxRow[]> {
    const free = sender.concurrency - this.runningOf(sender.queue);
    if (free <= 0) return Promise.resolve([]);
    return this.claim(sender.queue, free);
  }

  /**
   * Banks with due deliveries, each filled up to its own limit. Which banks have due work is
   * looked up (a scan of what is pending) only when woken from outside (a poll, a notification,
   * a drain); a slot freed by a finished job is refilled from the banks already known to have
   * work, a cheap indexed claim, until a bank has nothing due left.
   */
  private async claimPerBank(sender: QueueSender, discover: boolean): Promise<number> {
    if (sender.concurrency - this.runningOf(sender.queue) <= 0) return 0;
    if (discover) {
      const result = await this.options.db.execute(sql`
        SELECT DISTINCT organization_id AS bank FROM outbox
        WHERE queue = ${sender.queue} AND status = 'pending' AND next_attempt_at <= now()`);
      for (const { bank } of (result as unknown as { rows: { bank: number }[] }).rows) {
        this.banksWithWork.add(bank);
      }
    }
    let claimed = 0;
    for (const bankId of [...this.banksWithWork]) {
      const free = Math.min(
        (sender.perBank ?? 0) - this.runningOf(sender.queue, bankId),
        sender.concurrency - this.runningOf(sender.queue),
      );
      if (free <= 0) continue;
      const rows = await this.claim(sender.queue, free, bankId);
      if (rows.length < free) this.banksWithWork.delete(bankId);
      // Started at once, so that the queue's free slots are counted with them for the next bank.
      for (const row of rows) this.begin(sender, row);
      claimed += rows.length;
    }
    return claimed;
  }

  /**
   * Takes up to `limit` due jobs of the queue (of one bank), oldest first, under a lease. SKIP
   * LOCKED: another worker claiming at the same moment takes other rows.
   */
  private claim(queue: string, limit: number, bankId?: number): Promise<OutboxRow[]> {
    const ofBank = bankId === undefined ? sql`` : sql`AND organization_id = ${bankId}`;
    return this.options.db
      .update(outbox)
      .set({
        nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_MS / 1000})`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(
        inArray(
          outbox.id,
          sql`(SELECT id FROM outbox
            WHERE queue = ${queue} AND status = 'pending' AND next_attempt_at <= now() ${ofBank}
            ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)`,
        ),
      )
      .returning();
  }

  private begin(sender: QueueSender, row: OutboxRow) {
    if (this.running.has(row.id)) return;
    const done = this.work(sender, row)
      .catch((error: unknown) =>
        this.options.log.error({ err: error, jobId: row.id, queue: row.queue }, 'job failed'),
      )
      .finally(() => {
        this.running.delete(row.id);
        this.freed.add(row.queue);
        if (this.running.size === 0) this.stopHeartbeat();
        // A slot is free: fill it now rather than at the next poll.
        this.refill();
      });
    this.running.set(row.id, { row, done });
    this.startHeartbeat();
  }

  private async work(sender: QueueSender, row: OutboxRow): Promise<void> {
    let result: Outcome;
    try {
      result = await sender.send(row);
    } catch (error) {
      // A sender's own fault (a bug, a full disk): retried like any other failure.
      result = { outcome: 'retry', inMs: 60_000, error: String((error as Error).message) };
    }
    const facts = {
      jobId: row.id,
      queue: row.queue,
      kind: row.kind,
      bankId: row.organizationId ?? undefined,
      attempt: row.attempts,
      lastStatus: result.outcome === 'sent' ? result.status : (result.status ?? undefined),
    };
    try {
      await this.record(row, result);
    } catch (error) {
      // The database did not answer. Done and forgotten, the job would be due again once its
      // lease ran out, and done twice: the outcome is kept, with the job's slot and lease, and
      // recorded when the database answers again.
      this.options.log.warn({ ...facts, err: error }, 'job done, not recorded yet');
      if (!(await this.recordLater(row, result))) return;
    }
    if (result.outcome === 'sent') {
      this.sentCount += 1;
      this.options.log.info(facts, row.queue === 'mail' ? 'email sent' : 'delivered');
    } else {
      const retryInMs = result.outcome === 'retry' ? result.inMs : undefined;
      this.options.log.warn(
        { ...facts, ...(retryInMs === undefined ? { failed: true } : { retryInMs }) },
        row.queue === 'mail' ? 'email not sent yet' : 'not delivered yet',
      );
    }
  }

  /** Records what became of an attempt. */
  private async record(row: OutboxRow, result: Outcome): Promise<void> {
    if (result.outcome === 'sent') return this.markSent(row, result.status);
    const inMs = result.outcome === 'retry' ? result.inMs : undefined;
    const retry = inMs !== undefined;
    await this.options.db
      .update(outbox)
      .set({
        status: retry ? 'pending' : 'failed',
        ...(retry && { nextAttemptAt: sql`now() + make_interval(secs => ${inMs / 1000})` }),
        lastError: scrubPersonalData(result.error).slice(0, 500),
        ...(result.status !== undefined && { lastStatus: result.status }),
      })
      .where(eq(outbox.id, row.id));
  }

  /**
   * Keeps an outcome the database did not take and offers it again every RECORD_RETRY_MS, with
   * the others kept, until it is recorded. Answers false only when it was given up on at
   * shutdown (the job will be done again by the next process, after its lease).
   */
  private recordLater(row: OutboxRow, result: Outcome): Promise<boolean> {
    return new Promise((settle) => {
      this.unrecorded.set(row.id, { row, result, settle });
      this.recordingLater ??= this.retryRecords().finally(() => (this.recordingLater = undefined));
    });
  }

  private async retryRecords(): Promise<void> {
    while (this.unrecorded.size > 0) {
      await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
      const kept = [...this.unrecorded.values()];
      // Together: the sent ones go in one statement.
      const results = await Promise.allSettled(kept.map((job) => this.record(job.row, job.result)));
      const failure = results.find((result) => result.status === 'rejected');
      if (failure) {
        this.options.log.warn(
          { err: failure.reason, jobs: kept.length },
          'jobs done, still not recorded',
        );
      }
      const givingUp = Date.now() >= this.giveUpRecordingAt;
      kept.forEach((job, index) => {
        const recorded = results[index]!.status === 'fulfilled';
        if (!recorded && !givingUp) return;
        this.unrecorded.delete(job.row.id);
        if (!recorded) {
          this.options.log.error(
            { jobId: job.row.id, queue: job.row.queue, outcome: job.result.outcome },
            'job done, not recorded: it will be done again',
          );
        }
        job.settle(recorded);
      });
    }
  }

  /**
   * Records a job done. A process killed between a peer's answer and this record does the job
   * again, so it is written at once: jobs done in the same turn of the event loop share one
   * statement per queue, and only when RECORDS_AT_ONCE records are already under way (a burst)
   * do the next jobs wait, to be recorded together. Each job's promise settles with its row.
   */
  private markSent(row: OutboxRow, status: number | undefined): Promise<void> {
    return new Promise((resolve, reject) => {
      this.sentBatch.push({ row, status, resolve, reject });
      this.scheduleFlush();
    });
  }

  private scheduleFlush() {
    if (this.flushScheduled || this.flushesUnderWay >= RECORDS_AT_ONCE) return;
    this.flushScheduled = true;
    // The answers that arrive in this turn of the event loop go in the same statement.
    setImmediate(() => {
      this.flushScheduled = false;
      const batch = this.sentBatch.splice(0);
      this.flushesUnderWay += 1;
      // An email's record does not wait for a delivery's follow-ups, nor the other way round.
      void Promise.all(
        this.options.senders.map((sender) =>
          this.recordSent(
            sender,
            batch.filter(({ row }) => row.queue === sender.queue),
          ),
        ),
      ).finally(() => {
        this.flushesUnderWay -= 1;
        if (this.sentBatch.length > 0) this.scheduleFlush();
      });
    });
  }

  /** Marks one queue's jobs sent, with what follows from them, in one transaction if any. */
  private async recordSent(sender: QueueSender, batch: typeof this.sentBatch): Promise<void> {
    if (batch.length === 0) return;
    const byStatus = new Map<number | undefined, string[]>();
    for (const { row, status } of batch) {
      byStatus.set(status, [...(byStatus.get(status) ?? []), row.id]);
    }
    const record = async (db: SentExecutor) => {
      for (const [status, ids] of byStatus) {
        await db
          .update(outbox)
          .set({
            status: 'sent',
            sentAt: new Date(),
            lastError: null,
            ...(status !== undefined && { lastStatus: status }),
          })
          .where(inArray(outbox.id, ids));
      }
      await sender.afterSent?.(
        db,
        batch.map(({ row }) => row),
      );
    };
    try {
      // A transaction only when there is more than the marking to commit with it.
      if (sender.afterSent) await this.options.db.transaction(record);
      else await record(this.options.db);
      for (const waiter of batch) waiter.resolve();
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }

  private startHeartbeat() {
    // One renewal at a time: while the database hangs each one waits out its time-out, longer
    // than this interval, and they must not pile up on the pool.
    this.heartbeat ??= setInterval(() => {
      this.renewing ??= this.renewLeases([...this.running.keys()]).finally(
        () => (this.renewing = undefined),
      );
    }, LEASE_MS / 3);
  }

  private stopHeartbeat() {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  /**
   * Pushes the lease of jobs still being worked on further out. GREATEST: never brings forward
   * a retry time that a failed attempt has just set.
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
}

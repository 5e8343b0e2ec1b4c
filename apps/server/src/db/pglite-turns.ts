import type { PGlite, Transaction } from '@electric-sql/pglite';
import { idleInTransactionMs, type DatabaseTimeouts } from './timeouts.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

/**
 * PGlite's single connection, handed out in turns. PGlite queues its callers itself, but a
 * caller in its queue cannot be taken out again: one that gave up would still run when the
 * queue moved. So callers queue here first, and one whose wait ran out leaves the queue and
 * never runs.
 */
export class Turns {
  private busy = false;
  private readonly waiting: (() => void)[] = [];
  /** Background work (the outbox worker): its turn comes when no one else waits. */
  private readonly later: (() => void)[] = [];

  /**
   * Runs `work` when its turn comes, if it comes within `waitMs` (Infinity: however late);
   * background work goes after every caller that is waiting.
   */
  async run<T>(work: () => Promise<T>, waitMs: number, background = false): Promise<T> {
    await this.turn(waitMs, background ? this.later : this.waiting);
    try {
      return await work();
    } finally {
      this.next();
    }
  }

  private turn(waitMs: number, queue: (() => void)[]): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer =
        waitMs === Infinity
          ? undefined
          : setTimeout(() => {
              queue.splice(queue.indexOf(start), 1);
              reject(new DatabaseUnavailableError(`PGlite was busy for more than ${waitMs} ms`));
            }, waitMs);
      queue.push(start);
    });
  }

  /** The connection in use (1) or not (0), and how many callers (not background) wait for it. */
  stats(): { inUse: number; waiting: number } {
    return { inUse: this.busy ? 1 : 0, waiting: this.waiting.length };
  }

  private next() {
    const start = this.waiting.shift() ?? this.later.shift();
    if (start) start();
    else this.busy = false;
  }
}

type QueryArgs = Parameters<PGlite['query']>;

/** What Drizzle's PGlite driver calls on its client. */
export interface PgliteClient {
  query: PGlite['query'];
  transaction<T>(callback: (tx: Pick<Transaction, 'query'>) => Promise<T>): Promise<T>;
}

const closedError = (cause?: unknown) =>
  new DatabaseUnavailableError('PGlite is closed', { cause });

/**
 * PGlite behind Turns, for Drizzle. A statement waits for its turn at most connectMs. A
 * transaction holds the connection for as long as it runs, so one that waits on something else
 * than the database for longer than idleInTransactionMs (code that hangs) is ended: rolled
 * back, the connection given to the next caller, and its later statements refused, so that
 * nothing it does after that is stored.
 */
export function pgliteInTurns(client: PGlite, timeouts: DatabaseTimeouts) {
  const turns = new Turns();
  const inTurn = async <T>(
    work: () => Promise<T>,
    waitMs: number,
    background = false,
  ): Promise<T> => {
    if (client.closed) throw closedError();
    return turns.run(
      async () => {
        if (client.closed) throw closedError();
        // Closed while it ran: PGlite's own error says so only in words.
        return work().catch((error: unknown) => {
          throw client.closed ? closedError(error) : error;
        });
      },
      waitMs,
      background,
    );
  };
  // Background statements wait longer: they give way to visitors, and a burst of visitors must
  // delay them rather than fail them.
  const backgroundWaitMs = 10 * timeouts.connectMs;

  const db: PgliteClient = {
    query: ((...args: QueryArgs) =>
      inTurn(() => client.query(...args), timeouts.connectMs)) as PGlite['query'],
    transaction: (callback) =>
      inTurn(
        () =>
          client.transaction((tx) => endedWhenIdle(tx, callback, idleInTransactionMs(timeouts))),
        timeouts.connectMs,
      ),
  };
  const background: PgliteClient = {
    query: ((...args: QueryArgs) =>
      inTurn(() => client.query(...args), backgroundWaitMs, true)) as PGlite['query'],
    transaction: (callback) =>
      inTurn(
        () =>
          client.transaction((tx) => endedWhenIdle(tx, callback, idleInTransactionMs(timeouts))),
        backgroundWaitMs,
        true,
      ),
  };
  return {
    db,
    /** The same database for background work, which goes after every waiting caller. */
    background,
    ping: (ms: number) => inTurn(() => client.query('select 1'), ms).then(() => undefined),
    stats: () => turns.stats(),
    /** Work that must wait for its turn however long it takes (shutting down). */
    whenFree: <T>(work: () => Promise<T>) => inTurn(work, Infinity),
  };
}

async function endedWhenIdle<T>(
  tx: Transaction,
  callback: (tx: Pick<Transaction, 'query'>) => Promise<T>,
  idleMs: number,
): Promise<T> {
  let ended: DatabaseUnavailableError | undefined;
  let timer: NodeJS.Timeout | undefined;
  let endIdle: (error: Error) => void = () => {};
  const idle = new Promise<never>((_, reject) => (endIdle = reject));
  const armIdleTimer = () => {
    timer = setTimeout(() => {
      ended = new DatabaseUnavailableError(`a PGlite transaction stood idle for ${idleMs} ms`);
      endIdle(ended);
    }, idleMs);
  };
  const guarded: Pick<Transaction, 'query'> = {
    query: (async (...args: QueryArgs) => {
      if (ended) throw ended;
      clearTimeout(timer);
      try {
        return await tx.query(...args);
      } finally {
        if (!ended) armIdleTimer();
      }
    }) as Transaction['query'],
  };
  armIdleTimer();
  try {
    // PGlite rolls back when this rejects, before it lets the next caller in.
    return await Promise.race([callback(guarded), idle]);
  } finally {
    clearTimeout(timer);
  }
}

import pg from 'pg';
import { idleInTransactionMs, statementDeadlineMs, type DatabaseTimeouts } from './timeouts.ts';
import { DatabaseUnavailableError, settleWithin } from './unavailable.ts';

/** TCP keepalive on every connection, so that a peer that vanished is noticed while idle. */
const KEEPALIVE_DELAY_MS = 10_000;

/** The connection settings every client of the server gets, from the time-outs. */
export function postgresClientConfig(url: string, timeouts: DatabaseTimeouts) {
  return {
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    // Sent at start-up, enforced by the server: a slow statement is cancelled cleanly and the
    // connection kept; a transaction whose client went quiet is ended and its locks released.
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: idleInTransactionMs(timeouts),
    deadlineMs: statementDeadlineMs(timeouts),
  };
}

type QueryArgs = [text: string | pg.QueryConfig, values?: unknown[]];

/**
 * A client that waits for no answer longer than its deadline. The server's statement_timeout
 * cannot help when the server itself (or the network to it) is frozen, and pg's own
 * query_timeout leaves the client waiting for the lost answer with later queries queued behind
 * it, and a pool would hand it out again (node-postgres issue 3399). So on a missed deadline the
 * connection is thrown away: its socket destroyed, which also rolls back on the server whatever
 * transaction it had open, and taken out of the pool. Every failure after a loss is a
 * DatabaseUnavailableError.
 */
export class BoundedClient extends pg.Client {
  /** Set by the pool while the client is checked out. */
  declare release?: (error?: Error) => void;
  private lost: DatabaseUnavailableError | undefined;
  private readonly deadlineMs: number;

  constructor(config: pg.ClientConfig & { deadlineMs: number }) {
    super(config);
    this.deadlineMs = config.deadlineMs;
    // A connection that dies emits 'error'; without a listener, one that is checked out (no pool
    // listener then) would end the process.
    this.on('error', (error) => this.markLost('lost the connection to PostgreSQL', error));
    this.on('end', () => this.markLost('the connection to PostgreSQL ended'));
  }

  // pg's overloads, of which the pool, Drizzle and the listener use (text or config, values?).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    if (args.some((arg) => typeof arg === 'function')) {
      throw new TypeError('BoundedClient.query takes no callback: await its promise');
    }
    return this.queryWithin(this.deadlineMs, ...(args as QueryArgs));
  }

  /** One query, given up on (and the connection with it) after `ms`. */
  async queryWithin(ms: number, ...args: QueryArgs): Promise<pg.QueryResult> {
    if (this.lost) throw this.lost;
    const answer = super.query(...(args as [string, unknown[]]));
    try {
      return await settleWithin(answer, ms, () => this.abandon(ms));
    } catch (error) {
      // Errors with a SQLSTATE came from a live server; anything else after a loss is the loss.
      if (this.lost && !(error instanceof pg.DatabaseError)) throw this.lost;
      throw error;
    }
  }

  /**
   * Says goodbye to the server, or, if it does not answer within `ms` (a graceful end waits for
   * the server to close its side), just closes the socket.
   */
  async close(ms: number): Promise<void> {
    const ended = this.end();
    await settleWithin(ended, ms, () => new DatabaseUnavailableError('no goodbye')).catch(() => {
      this.connection.stream.destroy();
      return ended;
    });
  }

  private abandon(ms: number): DatabaseUnavailableError {
    const error = new DatabaseUnavailableError(`PostgreSQL did not answer within ${ms} ms`);
    this.lost = error;
    this.connection.stream.destroy();
    this.release?.(error);
    return error;
  }

  private markLost(message: string, cause?: Error) {
    this.lost ??= new DatabaseUnavailableError(message, { cause });
  }

  /** Why the connection can no longer be used, if it can't. */
  get lostError(): DatabaseUnavailableError | undefined {
    return this.lost;
  }
}

/**
 * The pool of BoundedClients. Two guarantees on top of pg.Pool:
 * - a client whose connection was lost or abandoned is removed from the pool whoever releases
 *   it, however often (Drizzle 0.45 never releases a client whose BEGIN failed, and releases
 *   one whose ROLLBACK failed without the error, which would hand a broken connection out again);
 * - a statement outside a transaction runs in one of its own (BEGIN, statement, COMMIT), so
 *   that one caught in a freeze and abandoned cannot commit when its bytes reach the server
 *   later: PostgreSQL commits only on a COMMIT, sent after the statement's answer came back.
 */
export class BoundedPool extends pg.Pool {
  constructor(config: pg.PoolConfig & { deadlineMs: number }) {
    super({ ...config, Client: BoundedClient as unknown as new () => pg.ClientBase });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      error: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): void;
  override connect(callback?: (...args: never[]) => void): Promise<pg.PoolClient> | void {
    if (callback) throw new TypeError('BoundedPool.connect takes no callback: await its promise');
    return this.checkOut();
  }

  private async checkOut(): Promise<pg.PoolClient> {
    let client: pg.PoolClient;
    try {
      client = await super.connect();
    } catch (error) {
      // No free connection in time, or none could be opened: the server is not there for us.
      throw new DatabaseUnavailableError('no connection to PostgreSQL', { cause: error });
    }
    const bounded = client as unknown as BoundedClient;
    const poolRelease = client.release;
    let released = false;
    client.release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      poolRelease(bounded.lostError ?? error);
    };
    return client;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  override query(...args: any[]): any {
    if (args.some((arg) => typeof arg === 'function')) {
      throw new TypeError('BoundedPool.query takes no callback: await its promise');
    }
    return this.inOwnTransaction(...(args as QueryArgs));
  }

  private async inOwnTransaction(...args: QueryArgs): Promise<pg.QueryResult> {
    const client = await this.connect();
    try {
      await client.query('BEGIN');
      const result = await client.query(...(args as [string, unknown[]]));
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      // A statement the server refused leaves its transaction aborted: end it before the
      // connection is used again, or discard the connection.
      await client.query('ROLLBACK').then(
        () => client.release(),
        (rollbackFailed: Error) => client.release(rollbackFailed),
      );
      throw error;
    }
  }

  /** `select 1`, answered within `ms` (waiting for a connection included) or not at all. */
  async ping(ms: number): Promise<void> {
    const until = Date.now() + ms;
    const late = () => new DatabaseUnavailableError(`PostgreSQL did not answer within ${ms} ms`);
    const client = await settleWithin(this.connect(), ms, late, (arrived) => arrived.release());
    try {
      const bounded = client as unknown as BoundedClient;
      await bounded.queryWithin(Math.max(1, until - Date.now()), 'select 1');
    } finally {
      client.release();
    }
  }
}

/**
 * How long the server waits for its database before it answers 503 (decision 0016). The
 * defaults keep a promise: health answers within 5 s, and any other call within 10 s
 * (connectMs + statementMs + STATEMENT_GRACE_MS), however the database hangs.
 */
export interface DatabaseTimeouts {
  /** Longest wait for a connection: a new one, a free one of the pool, or PGlite's turn. */
  connectMs: number;
  /**
   * Longest a statement may run. PostgreSQL enforces it itself (statement_timeout) and the
   * client gives up STATEMENT_GRACE_MS later, for a server that never answers at all.
   */
  statementMs: number;
  /** Longest health's ping waits for its answer, whatever else is waiting. */
  pingMs: number;
}

export const DEFAULT_DATABASE_TIMEOUTS: Readonly<DatabaseTimeouts> = {
  connectMs: 3_000,
  statementMs: 5_000,
  pingMs: 2_000,
};

/**
 * Past the server's own statement_timeout: a live server cancels a slow statement itself and
 * says so (57014), keeping the connection; only a server that answers nothing meets this.
 */
export const STATEMENT_GRACE_MS = 500;

/** When the client stops waiting for a statement's answer. */
export const statementDeadlineMs = (timeouts: DatabaseTimeouts) =>
  timeouts.statementMs + STATEMENT_GRACE_MS;

/**
 * A transaction left waiting between two of its statements this long is ended and rolled back
 * (PostgreSQL's idle_in_transaction_session_timeout; on PGlite, so that it gives up its single
 * connection). The server's own gaps between statements are milliseconds: anything near this is
 * a caller that hangs or is gone.
 */
export const idleInTransactionMs = (timeouts: DatabaseTimeouts) => 2 * timeouts.statementMs;

/**
 * How often the LISTEN connection, which otherwise only receives, asks the server something to
 * find out whether it still answers.
 */
export const listenHeartbeatMs = (timeouts: DatabaseTimeouts) => 2 * timeouts.statementMs;

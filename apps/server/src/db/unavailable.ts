/**
 * The database did not answer in time, or cannot be reached: nothing was wrong with the call,
 * and the same call will work once the database is back. Every time-out of db/ throws this, and
 * wraps what a lost connection or a closed store threw, so that callers decide by its class
 * rather than by the wording of a driver's message.
 */
export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

// What "the database cannot be reached" looks like when it comes with a code rather than as a
// DatabaseUnavailableError: node's socket errors, and PostgreSQL's SQLSTATEs for a server that
// is shutting down, crashed, starting up, out of connections, or whose database was dropped.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '3D000',
  // query_canceled: the server's statement_timeout ended a statement it was too slow to finish.
  '57014',
  // idle_in_transaction_session_timeout ended the session.
  '25P03',
]);

/** True when `error` (or what it wraps, as Drizzle does) means the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let cause = error;
  for (let depth = 0; depth < 5 && cause instanceof Error; depth += 1) {
    if (cause instanceof DatabaseUnavailableError) return true;
    const { code } = cause as Error & { code?: unknown };
    // Class 08: connection exceptions.
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    cause = cause.cause;
  }
  return false;
}

/**
 * `work`, or a rejection with `late()` if it has not settled within `ms`. What `work` does
 * afterwards is ignored, except that a value it still produces is handed to `discard` (a
 * connection that arrived too late goes back to the pool).
 */
export function settleWithin<T>(
  work: Promise<T>,
  ms: number,
  late: () => Error,
  discard: (value: T) => void = () => {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      reject(late());
    }, ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        if (timedOut) discard(value);
        else resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (!timedOut) reject(error as Error);
      },
    );
  });
}

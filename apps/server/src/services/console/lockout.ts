import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/console.ts';

// After 5 failed sign-ins for an email within 15 minutes, sign-in with it is refused for a
// minute, then for twice as long after each further failure, up to an hour (issue 22). Kept in
// the database, so every server process counts the same failures; by email, known or not, so the
// answer tells nobody whether an operator has it. Attempts from the operator's trusted device
// (device-cookies.ts) have a count of their own, by the device's nonce: strangers' failures lock
// out strangers only (decision 0032).

/** Whose failures an attempt counts with: the email's untrusted clients, or one trusted device. */
export interface AttemptCounter {
  email: string;
  /** The trusted device's nonce; undefined: an untrusted client. */
  device?: string | undefined;
}

const countedWith = ({ email, device }: AttemptCounter) =>
  and(
    eq(signInFailures.email, email),
    device === undefined ? isNull(signInFailures.device) : eq(signInFailures.device, device),
  );

export const LOCKOUT = {
  failures: 5,
  windowMs: 15 * 60_000,
  firstLockMs: 60_000,
  longestLockMs: 60 * 60_000,
} as const;

/** How far back failures can still matter: a chain ends after a lock and 15 quiet minutes. */
export const LOOKBACK = sql`now() - interval '1 day'`;

/** When sign-in is allowed again, from the times of its failures (ascending). */
export function lockedUntil(failures: readonly number[]): number {
  let strikes = 0;
  let until = 0;
  failures.forEach((at, index) => {
    // Quiet for the window after the last lock ended: the count starts over.
    if (strikes > 0 && at > until + LOCKOUT.windowMs) strikes = 0;
    if (strikes > 0) {
      strikes += 1;
    } else {
      const inWindow = failures
        .slice(0, index + 1)
        .filter((earlier) => earlier > at - LOCKOUT.windowMs).length;
      if (inWindow >= LOCKOUT.failures) strikes = 1;
    }
    if (strikes > 0) {
      until = at + Math.min(LOCKOUT.firstLockMs * 2 ** (strikes - 1), LOCKOUT.longestLockMs);
    }
  });
  return until;
}

/** Seconds until the counter's clients may try again; 0 when they may now. */
export async function lockoutSeconds(db: Database, counter: AttemptCounter, now = Date.now()) {
  const rows = await db
    .select({ at: signInFailures.at })
    .from(signInFailures)
    .where(and(countedWith(counter), gt(signInFailures.at, LOOKBACK)))
    .orderBy(asc(signInFailures.at))
    .limit(500);
  const until = lockedUntil(rows.map((row) => row.at.getTime()));
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

/**
 * Lets an attempt go on, counted as failed, or answers the seconds it must wait.
 * The attempt is counted before the password is checked (and undone by clearFailures on
 * success), and the check and the count are one step under a lock on the email: attempts running
 * at once for one email, on any connection or server process, each see the ones before, so they
 * cannot all slip under the limit while argon2id runs. Failures older than the look-back go.
 */
export async function admitAttempt(db: Database, counter: AttemptCounter): Promise<number> {
  const { email, device } = counter;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${email}:${device ?? ''}`}))`,
    );
    const wait = await lockoutSeconds(tx, counter);
    if (wait > 0) return wait;
    await tx
      .delete(signInFailures)
      .where(and(countedWith(counter), lt(signInFailures.at, LOOKBACK)));
    await tx.insert(signInFailures).values({ email, device });
    return 0;
  });
}

/**
 * A successful sign-in starts its own count over: a trusted device's success leaves the
 * strangers' count standing.
 */
export const clearFailures = (db: Database, counter: AttemptCounter) =>
  db.delete(signInFailures).where(countedWith(counter));

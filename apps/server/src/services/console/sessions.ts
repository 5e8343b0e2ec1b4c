import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { OperatorRole } from '@mizan/contracts/console';
import type { Database } from '../../db/client.ts';
import { operators, operatorSessions } from '../../db/schema/console.ts';
import { randomToken, tokenHash } from './secrets.ts';
import type { ConsoleSettings } from './settings.ts';

/** The operator a request acts for: what routes and the audit log know of them. */
export interface SignedInOperator {
  id: string;
  email: string;
  role: OperatorRole;
}

export interface ConsoleSession {
  /** The row's id (never the cookie's value, which is stored only as a hash). */
  id: string;
  csrfToken: string;
  operator: SignedInOperator;
}

/**
 * A new session for the operator: a fresh random id at every sign-in (so a session id planted
 * before sign-in is worthless), stored only as its hash. Answers the id for the cookie.
 */
export async function startSession(db: Database, operatorId: string) {
  const cookieId = randomToken();
  const csrfToken = randomToken();
  await db.insert(operatorSessions).values({ operatorId, idHash: tokenHash(cookieId), csrfToken });
  return { cookieId, csrfToken };
}

/**
 * The live session the cookie's id names, its last use moved to now unless the request is
 * background polling (`activity: 'background'`, which must not keep an unattended session alive);
 * undefined when there is none, it ended, it was idle too long or is too old, or its operator is
 * disabled. One statement, so a sign-out by another server process is seen at once.
 */
export async function findSession(
  db: Database,
  cookieId: string,
  settings: Pick<ConsoleSettings, 'sessionIdleS' | 'sessionMaxS'>,
  activity: 'operator' | 'background' = 'operator',
): Promise<ConsoleSession | undefined> {
  const [row] = await db
    .update(operatorSessions)
    .set({
      lastSeenAt: activity === 'operator' ? sql`now()` : sql`${operatorSessions.lastSeenAt}`,
    })
    .from(operators)
    .where(
      and(
        eq(operatorSessions.idHash, tokenHash(cookieId)),
        eq(operators.id, operatorSessions.operatorId),
        isNull(operatorSessions.endedAt),
        isNull(operators.disabledAt),
        sql`${operatorSessions.lastSeenAt} > now() - make_interval(secs => ${settings.sessionIdleS})`,
        sql`${operatorSessions.createdAt} > now() - make_interval(secs => ${settings.sessionMaxS})`,
      ),
    )
    .returning({
      id: operatorSessions.id,
      csrfToken: operatorSessions.csrfToken,
      operatorId: operators.id,
      email: operators.email,
      role: operators.role,
    });
  if (!row) return undefined;
  return {
    id: row.id,
    csrfToken: row.csrfToken,
    operator: { id: row.operatorId, email: row.email, role: row.role },
  };
}

/**
 * Gives the session a new random id, everything else kept (its CSRF token, its times): after a
 * password change the id the old password's holder may have seen opens nothing. Answers the new
 * id for the cookie.
 */
export async function renewSessionId(db: Database, sessionId: string): Promise<string> {
  const cookieId = randomToken();
  await db
    .update(operatorSessions)
    .set({ idHash: tokenHash(cookieId) })
    .where(eq(operatorSessions.id, sessionId));
  return cookieId;
}

/** Ends one session (sign-out). */
export async function endSession(db: Database, sessionId: string) {
  await db
    .update(operatorSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.endedAt)));
}

/**
 * Ends every session of the operator (sign-out everywhere, disable, reset), or every one but
 * `except` (a password change keeps the session that made it); answers how many ended.
 */
export async function endEverySession(
  db: Database,
  operatorId: string,
  except?: string,
): Promise<number> {
  const ended = await db
    .update(operatorSessions)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(operatorSessions.operatorId, operatorId),
        isNull(operatorSessions.endedAt),
        except === undefined ? undefined : ne(operatorSessions.id, except),
      ),
    )
    .returning({ id: operatorSessions.id });
  return ended.length;
}

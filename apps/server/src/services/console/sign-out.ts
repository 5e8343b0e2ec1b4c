import type { Database } from '../../db/client.ts';
import { AUDIT_ACTIONS, recordAudit } from '../../records/audit.ts';
import { endEverySession, endSession, type ConsoleSession } from './sessions.ts';

/** Ends the session the request came with, and says so in the audit log. */
export async function signOut(db: Database, session: ConsoleSession, ip: string) {
  await db.transaction(async (tx) => {
    await endSession(tx, session.id);
    await recordAudit(tx, {
      actor: session.operator,
      action: AUDIT_ACTIONS.signOut,
      target: session.operator.id,
      ip,
    });
  });
}

/** Ends every session of the operator, on every device; answers how many ended. */
export async function signOutEverywhere(db: Database, session: ConsoleSession, ip: string) {
  return db.transaction(async (tx) => {
    const ended = await endEverySession(tx, session.operator.id);
    await recordAudit(tx, {
      actor: session.operator,
      action: AUDIT_ACTIONS.signOutEverywhere,
      target: session.operator.id,
      after: { sessionsEnded: ended },
      ip,
    });
    return ended;
  });
}

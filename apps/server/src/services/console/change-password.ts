import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { operators } from '../../db/schema/console.ts';
import { AUDIT_ACTIONS, recordAudit } from '../../records/audit.ts';
import { deviceNonceFor, type TrustedDevice } from './device-cookies.ts';
import { admitAttempt, clearFailures } from './lockout.ts';
import { checkPassword, hashPassword, isWeakPassword } from './passwords.ts';
import { lockedOut, weakPassword, wrongCurrentPassword } from './problems.ts';
import { endEverySession, renewSessionId, type ConsoleSession } from './sessions.ts';
import type { ConsoleSettings } from './settings.ts';
import { secondFactor } from './sign-in.ts';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  code: string;
}

/**
 * A signed-in operator changes their own password, proving it is them with the current password
 * and a code (a session left open on a shared computer is not enough). A wrong pair counts toward
 * the lockout like a failed sign-in (the trusted device's own count, or the email's). On success every other session of the operator ends
 * (whoever knew the old password is signed out) and this one gets a new id (ASVS 5.0 7.2.4,
 * 7.4.3), answered for the cookie: the old id answers 401.
 */
export async function changePassword(
  db: Database,
  box: SecretBox,
  session: ConsoleSession,
  change: PasswordChange,
  settings: Pick<ConsoleSettings, 'argon2'>,
  ip: string,
  device?: TrustedDevice,
): Promise<{ sessionsEnded: number; cookieId: string }> {
  const { email } = session.operator;
  if (isWeakPassword(change.newPassword, email)) throw weakPassword('newPassword');
  const counter = { email, device: deviceNonceFor(device, session.operator.id) };
  const wait = await admitAttempt(db, counter);
  if (wait > 0) throw lockedOut(wait);

  const [operator] = await db.select().from(operators).where(eq(operators.id, session.operator.id));
  const passwordOk = await checkPassword(
    operator?.passwordHash,
    change.currentPassword,
    settings.argon2,
  );
  const factor =
    passwordOk && operator ? await secondFactor(db, box, operator, change.code) : undefined;
  const actor = { id: session.operator.id, email };
  if (!factor) {
    await recordAudit(db, {
      actor,
      action: AUDIT_ACTIONS.passwordChangeFailed,
      target: actor.id,
      ip,
    });
    throw wrongCurrentPassword();
  }

  const passwordHash = await hashPassword(change.newPassword, settings.argon2);
  return db.transaction(async (tx) => {
    await tx.update(operators).set({ passwordHash }).where(eq(operators.id, actor.id));
    const ended = await endEverySession(tx, actor.id, session.id);
    const cookieId = await renewSessionId(tx, session.id);
    await clearFailures(tx, counter);
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.passwordChanged,
      target: actor.id,
      after: { factor, otherSessionsEnded: ended },
      ip,
    });
    return { sessionsEnded: ended, cookieId };
  });
}

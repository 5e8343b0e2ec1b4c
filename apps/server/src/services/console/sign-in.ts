import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { operatorRecoveryCodes, operators } from '../../db/schema/console.ts';
import { AUDIT_ACTIONS, recordAudit } from '../../records/audit.ts';
import { deviceNonceFor, type TrustedDevice } from './device-cookies.ts';
import { normalizeEmail } from './emails.ts';
import { admitAttempt, clearFailures } from './lockout.ts';
import { operatorByEmail } from './operators.ts';
import { checkPassword } from './passwords.ts';
import { lockedOut, signInFailed } from './problems.ts';
import { looksLikeRecoveryCode, recoveryCodeHash } from './recovery-codes.ts';
import { startSession, type SignedInOperator } from './sessions.ts';
import type { ConsoleSettings } from './settings.ts';
import { acceptedStep } from './totp.ts';

export interface SignInAttempt {
  email: string;
  password: string;
  code: string;
}

export interface SignedIn {
  operator: SignedInOperator;
  /** The new session's id, for the cookie only. */
  cookieId: string;
  csrfToken: string;
  /** How the second factor was given. */
  factor: 'totp' | 'recovery';
}

/** A recovery code of the operator's, spent now; false when it is none, or already spent. */
async function spendRecoveryCode(db: Database, operatorId: string, code: string) {
  const spent = await db
    .update(operatorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(operatorRecoveryCodes.operatorId, operatorId),
        eq(operatorRecoveryCodes.codeHash, recoveryCodeHash(code)),
        isNull(operatorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: operatorRecoveryCodes.id });
  return spent.length > 0;
}

/**
 * The authenticator's code, accepted once: the step is recorded only if it is later than the
 * last one, in one statement, so the same code sent twice at once is still accepted once.
 */
async function acceptTotp(
  db: Database,
  operatorId: string,
  secret: string,
  code: string,
  last: number | null,
) {
  const step = acceptedStep(secret, code, last);
  if (step === undefined) return false;
  const accepted = await db
    .update(operators)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(operators.id, operatorId),
        or(isNull(operators.lastTotpStep), lt(operators.lastTotpStep, step)),
      ),
    )
    .returning({ id: operators.id });
  return accepted.length > 0;
}

/**
 * The operator's second factor, spent: their authenticator's code (accepted once) or one of their
 * recovery codes; undefined when the code is neither. Ask only after the password is right.
 */
export async function secondFactor(
  db: Database,
  box: SecretBox,
  operator: Pick<typeof operators.$inferSelect, 'id' | 'totpSecret' | 'lastTotpStep'>,
  code: string,
): Promise<SignedIn['factor'] | undefined> {
  if (!operator.totpSecret) return undefined;
  if (looksLikeRecoveryCode(code)) {
    return (await spendRecoveryCode(db, operator.id, code)) ? 'recovery' : undefined;
  }
  const accepted = await acceptTotp(
    db,
    operator.id,
    box.open('totp', operator.totpSecret),
    code.trim(),
    operator.lastTotpStep,
  );
  return accepted ? 'totp' : undefined;
}

/**
 * Signs in with email, password and code (the authenticator's or a recovery code). Every failure
 * is the same 401, in about the same time whether the email is known or not (an unknown email is
 * checked against a dummy hash), and counts toward the lockout (429 with Retry-After): the
 * email's, or, from that operator's trusted device (`device`, its cookie checked), the device's
 * own. Each attempt is in the audit log with the email tried, never the password or the code.
 */
export async function signIn(
  db: Database,
  box: SecretBox,
  attempt: SignInAttempt,
  settings: Pick<ConsoleSettings, 'argon2'>,
  ip: string,
  device?: TrustedDevice,
): Promise<SignedIn> {
  const email = normalizeEmail(attempt.email);
  const operator = await operatorByEmail(db, email);
  const actor = { id: operator?.id ?? null, email };
  const counter = { email, device: deviceNonceFor(device, operator?.id) };
  // The audit log says which count an attempt went to: an admin can tell strangers' guessing
  // (untrusted) from an operator's own browser.
  const trustedDevice = counter.device !== undefined;

  // Counted as a failure until it succeeds (lockout.ts says why).
  const wait = await admitAttempt(db, counter);
  if (wait > 0) {
    await recordAudit(db, {
      actor,
      action: AUDIT_ACTIONS.signInLockedOut,
      target: email,
      after: { trustedDevice },
      ip,
    });
    throw lockedOut(wait);
  }

  const passwordOk = await checkPassword(operator?.passwordHash, attempt.password, settings.argon2);
  // The second factor is looked at only after the password: nobody can spend an operator's
  // recovery codes or authenticator steps without it.
  const factor =
    passwordOk && operator && operator.disabledAt === null
      ? await secondFactor(db, box, operator, attempt.code)
      : undefined;

  if (!operator || !factor) {
    await recordAudit(db, {
      actor,
      action: AUDIT_ACTIONS.signInFailed,
      target: email,
      after: { trustedDevice },
      ip,
    });
    throw signInFailed();
  }

  return db.transaction(async (tx) => {
    await clearFailures(tx, counter);
    const session = await startSession(tx, operator.id);
    await recordAudit(tx, {
      actor,
      action: AUDIT_ACTIONS.signIn,
      target: operator.id,
      after: { factor, trustedDevice },
      ip,
    });
    return {
      operator: { id: operator.id, email: operator.email, role: operator.role },
      ...session,
      factor,
    };
  });
}

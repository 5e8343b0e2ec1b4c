import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SecretBox } from '../../secrets/secret-box.ts';
import { operatorRecoveryCodes, operators, operatorSetupTokens } from '../../db/schema/console.ts';
import { AUDIT_ACTIONS, recordAudit } from '../../records/audit.ts';
import { hashPassword, isWeakPassword } from './passwords.ts';
import {
  invalidSetUpLink,
  passwordNotSetYet,
  spentSetUpLink,
  weakPassword,
  wrongCode,
} from './problems.ts';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { tokenHash } from './secrets.ts';
import type { ConsoleSettings } from './settings.ts';
import { acceptedStep, newAuthenticator } from './totp.ts';

// Set-up, from the one-time link: a password first, then an authenticator confirmed by its first
// code, which answers the recovery codes and spends the link.

/** The operator a live set-up link is for: 400 for a link nobody issued, 410 used or expired. */
async function operatorOfLink(db: Database, token: string) {
  const [row] = await db
    .select({
      tokenId: operatorSetupTokens.id,
      live: sql<boolean>`${operatorSetupTokens.usedAt} is null and ${operatorSetupTokens.expiresAt} > now() and ${operators.disabledAt} is null`,
      operator: operators,
    })
    .from(operatorSetupTokens)
    .innerJoin(operators, eq(operators.id, operatorSetupTokens.operatorId))
    .where(eq(operatorSetupTokens.tokenHash, tokenHash(token)));
  if (!row) throw invalidSetUpLink();
  if (!row.live) throw spentSetUpLink();
  return row;
}

/**
 * Sets the password (12-128 characters, not easy to guess), once per link; answers the
 * authenticator to add.
 */
export async function setUpPassword(
  db: Database,
  box: SecretBox,
  { token, password }: { token: string; password: string },
  settings: Pick<ConsoleSettings, 'argon2'>,
  ip: string,
) {
  const { operator } = await operatorOfLink(db, token);
  if (isWeakPassword(password, operator.email)) throw weakPassword();
  const totp = newAuthenticator(operator.email);
  const passwordHash = await hashPassword(password, settings.argon2);
  await db.transaction(async (tx) => {
    // Once per link: the password is chosen by the first to send one. Whoever else holds the
    // link (a leaked copy) cannot replace the password and the authenticator before the
    // operator confirms them.
    const chosen = await tx
      .update(operators)
      .set({ passwordHash, pendingTotpSecret: box.seal('totp', totp.secret) })
      .where(and(eq(operators.id, operator.id), isNull(operators.passwordHash)))
      .returning({ id: operators.id });
    if (chosen.length === 0) throw spentSetUpLink();
    await recordAudit(tx, {
      actor: { id: operator.id, email: operator.email },
      action: AUDIT_ACTIONS.setUpPassword,
      target: operator.id,
      ip,
    });
  });
  return { totp };
}

/**
 * Confirms the authenticator by a current code: it becomes the operator's, the link is spent,
 * and 10 new recovery codes are answered (stored only as hashes; shown this once).
 */
export async function confirmSetUp(
  db: Database,
  box: SecretBox,
  { token, code }: { token: string; code: string },
  ip: string,
) {
  const { tokenId, operator } = await operatorOfLink(db, token);
  if (!operator.passwordHash || !operator.pendingTotpSecret) throw passwordNotSetYet();
  const step = acceptedStep(box.open('totp', operator.pendingTotpSecret), code, null);
  if (step === undefined) throw wrongCode();
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    // Spent here, once: two confirmations racing cannot both succeed.
    const spent = await tx
      .update(operatorSetupTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(operatorSetupTokens.id, tokenId), isNull(operatorSetupTokens.usedAt)))
      .returning({ id: operatorSetupTokens.id });
    if (spent.length === 0) throw spentSetUpLink();
    // Still sealed: the pending key becomes the operator's as it is stored.
    await tx
      .update(operators)
      .set({ totpSecret: operator.pendingTotpSecret, pendingTotpSecret: null, lastTotpStep: step })
      .where(eq(operators.id, operator.id));
    await tx.delete(operatorRecoveryCodes).where(eq(operatorRecoveryCodes.operatorId, operator.id));
    await tx
      .insert(operatorRecoveryCodes)
      .values(codes.map((one) => ({ operatorId: operator.id, codeHash: recoveryCodeHash(one) })));
    await recordAudit(tx, {
      actor: { id: operator.id, email: operator.email },
      action: AUDIT_ACTIONS.setUpConfirmed,
      target: operator.id,
      ip,
    });
  });
  return { recoveryCodes: codes };
}

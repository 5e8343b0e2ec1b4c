import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { operatorSetupTokens } from '../../db/schema/console.ts';
import { randomToken, tokenHash } from './secrets.ts';

export const SETUP_LINK_HOURS = 24;

/**
 * A new one-time set-up link for the operator, valid 24 hours; any earlier link of theirs stops
 * working. Only the token's hash is stored: the link is shown once, to whoever asked for it.
 */
export async function issueSetUpLink(db: Database, operatorId: string, publicUrl: string) {
  await db
    .update(operatorSetupTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(operatorSetupTokens.operatorId, operatorId), isNull(operatorSetupTokens.usedAt)));
  const token = randomToken();
  await db.insert(operatorSetupTokens).values({
    operatorId,
    tokenHash: tokenHash(token),
    expiresAt: sql`now() + make_interval(hours => ${SETUP_LINK_HOURS})`,
  });
  return `${publicUrl}/console/setup?token=${token}`;
}

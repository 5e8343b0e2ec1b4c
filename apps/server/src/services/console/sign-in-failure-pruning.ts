import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { signInFailures } from '../../db/schema/console.ts';
import { LOOKBACK } from './lockout.ts';

// Failed sign-ins are counted by the email tried, known or not (lockout.ts), and an email's old
// failures went only when that email was tried again: anyone could leave rows for a million
// emails nobody has. Once past the lockout's look-back a failure counts for nothing, so the daily
// retention job (services/retention.ts) deletes every such row (issue 32).

/** Deletes the failures the lockout no longer reads. */
export async function pruneExpiredSignInFailures(db: Database): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.at, LOOKBACK));
}

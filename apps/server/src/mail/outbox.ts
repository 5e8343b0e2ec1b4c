import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema/queue.ts';
import type { RenderedEmail } from './templates.ts';

/** A database handle or an open transaction: queue mail inside the caller's transaction. */
export type Executor = Pick<Database, 'insert' | 'select' | 'execute'>;

export interface QueuedEmail extends RenderedEmail {
  /** Queuing the same key again does nothing: one confirmation per application. */
  dedupeKey: string;
  kind:
    | 'card-confirmation'
    | 'loan-confirmation'
    | 'support-inbox'
    | 'support-ack'
    | 'application-approved'
    | 'data-request';
  to: string;
  inlineImage?: string | null;
}

/** No address gets more than this many emails from us in a day, whoever asks. */
export const MAX_EMAILS_PER_RECIPIENT_PER_DAY = 5;

/**
 * Stores an email for the worker to send. Returns false when it was already queued or when the
 * recipient has had their share for the day (both deliver nothing new). Where the limit applies
 * the caller must be inside a transaction: the per-recipient lock taken here lasts until it
 * commits, so simultaneous requests cannot all slip under the limit.
 */
export async function enqueueEmail(
  db: Executor,
  email: QueuedEmail,
  options: { exemptFromRecipientLimit?: boolean } = {},
): Promise<boolean> {
  // Addresses are kept in lower case, so one mailbox is one recipient however it is typed.
  const to = email.to.toLowerCase();
  if (!options.exemptFromRecipientLimit) {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${to}))`);
    const [recent] = await db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.toAddress, to), gte(outbox.createdAt, sql`now() - interval '1 day'`)));
    if ((recent?.n ?? 0) >= MAX_EMAILS_PER_RECIPIENT_PER_DAY) return false;
  }
  const inserted = await db
    .insert(outbox)
    .values({
      dedupeKey: email.dedupeKey,
      kind: email.kind,
      toAddress: to,
      subject: email.subject,
      html: email.html,
      text: email.text,
      inlineImage: email.inlineImage ?? null,
    })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning({ id: outbox.id });
  return inserted.length > 0;
}

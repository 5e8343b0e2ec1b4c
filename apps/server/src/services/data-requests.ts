import { and, count, eq, gte, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  DATA_REQUEST_DUE_DAYS,
  DATA_REQUEST_LINK_DAYS,
  DATA_REQUESTS_PER_ADDRESS_PER_DAY,
  type DataRequestConfirmed,
  type DataRequestKind,
  type Language,
} from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import { supportRequests } from '../db/schema/mail.ts';
import { dataRequests } from '../db/schema/privacy.ts';
import { customers } from '../db/schema/visitors.ts';
import { Problem } from '../lib/problem.ts';
import { enqueueEmail, type Executor } from '../mail/outbox.ts';
import { dataRequestConfirmation } from '../mail/templates.ts';
import { emailHash } from '../privacy/email-hash.ts';
import { localize } from '../texts/index.ts';
import { randomToken, tokenHash } from './console/secrets.ts';

// A visitor's request for a copy or the erasure of their data (issue 25). The public answer is
// the same whatever happens, so that the form tells no one who is a customer; only an address
// we hold data for is sent a link, and only the link's owner can confirm it. The link's token is
// 256 random bits of which only the sha256 is stored, as the withdrawal link's (decision 0027).

const DAY_MS = 24 * 60 * 60 * 1000;

/** The confirmation page of the site in the request's language, Arabic under /ar. */
export function dataRequestConfirmUrl(publicUrl: string, language: Language, token: string) {
  const prefix = language === 'ar' ? '/ar' : '';
  return `${publicUrl.replace(/\/$/, '')}${prefix}/your-data/confirm?token=${encodeURIComponent(token)}`;
}

/** Whether we hold data for the address: a customer or a support request not erased. */
async function holdsDataFor(db: Executor, email: string): Promise<boolean> {
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(sql`lower(${customers.email})`, email), isNull(customers.erasedAt)))
    .limit(1);
  if (customer) return true;
  const [support] = await db
    .select({ id: supportRequests.id })
    .from(supportRequests)
    .where(and(eq(sql`lower(${supportRequests.email})`, email), isNull(supportRequests.erasedAt)))
    .limit(1);
  return support !== undefined;
}

/** What happened, for the log and the tests: the visitor is told the same either way. */
export type DataRequestOutcome = 'linkSent' | 'unknownAddress' | 'overLimit';

export interface DataRequestContext {
  language: Language;
  publicUrl: string;
  hashKey: Buffer;
}

/**
 * Records the request and, for a known address, queues its link in the same transaction. At most
 * DATA_REQUESTS_PER_ADDRESS_PER_DAY per address in 24 hours, known or not: an advisory lock per
 * address hash makes the count and the insert one step for simultaneous requests. The address is
 * stored only when it is known (the request needs it); an unknown one is kept as its hash alone.
 */
export async function createDataRequest(
  db: Database,
  request: { email: string; kind: DataRequestKind },
  context: DataRequestContext,
): Promise<DataRequestOutcome> {
  const email = request.email.trim().toLowerCase();
  const hash = emailHash(context.hashKey, email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`data-request:${hash}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(dataRequests)
      .where(
        and(
          eq(dataRequests.emailHash, hash),
          gte(dataRequests.requestedAt, sql`now() - interval '1 day'`),
        ),
      );
    if ((recent?.n ?? 0) >= DATA_REQUESTS_PER_ADDRESS_PER_DAY) return 'overLimit';

    if (!(await holdsDataFor(tx, email))) {
      await tx
        .insert(dataRequests)
        .values({ kind: request.kind, emailHash: hash, language: context.language });
      return 'unknownAddress';
    }

    const token = randomToken();
    const [created] = await tx
      .insert(dataRequests)
      .values({
        kind: request.kind,
        email,
        emailHash: hash,
        language: context.language,
        tokenHash: tokenHash(token),
        tokenExpiresAt: new Date(Date.now() + DATA_REQUEST_LINK_DAYS * DAY_MS),
      })
      .returning({ id: dataRequests.id });
    if (!created) throw new Error('insert returned no row');
    const url = dataRequestConfirmUrl(context.publicUrl, context.language, token);
    await enqueueEmail(
      tx,
      {
        ...dataRequestConfirmation(request.kind, url, context.language),
        dedupeKey: `data-request:${created.id}`,
        kind: 'data-request',
        to: email,
      },
      // The limit per address above guards this mail; the general one (5 a day) must not
      // swallow the link of someone who exercises a legal right.
      { exemptFromRecipientLimit: true },
    );
    return 'linkSent';
  });
}

const unknownLink = () =>
  new Problem(
    404,
    localize('problems.dataRequest.unknown.title'),
    localize('problems.dataRequest.unknown.detail'),
  );

const expiredLink = () =>
  new Problem(
    410,
    localize('problems.dataRequest.expired.title'),
    localize('problems.dataRequest.expired.detail', { days: DATA_REQUEST_LINK_DAYS }),
  );

type ConfirmedRow = { kind: string; confirmedAt: Date | null; dueAt: Date | null };

const confirmedAnswer = (row: ConfirmedRow): DataRequestConfirmed => ({
  kind: row.kind as DataRequestKind,
  confirmedAt: row.confirmedAt!.toISOString(),
  dueAt: row.dueAt!.toISOString(),
});

/**
 * Confirms the request of a link: the DATA_REQUEST_DUE_DAYS to answer start now. A link used
 * before answers its confirmation again and changes nothing (of simultaneous uses, the guarded
 * update lets one through); an unused link past its expiry is 410; a token we never issued 404.
 */
export async function confirmDataRequest(
  db: Database,
  token: string,
): Promise<DataRequestConfirmed> {
  const hash = tokenHash(token);
  const find = async () => {
    const [row] = await db.select().from(dataRequests).where(eq(dataRequests.tokenHash, hash));
    if (!row) throw unknownLink();
    return row;
  };
  const row = await find();
  if (row.confirmedAt) return confirmedAnswer(row);
  const now = new Date();
  if (!row.tokenExpiresAt || row.tokenExpiresAt <= now) throw expiredLink();
  const [confirmed] = await db
    .update(dataRequests)
    .set({
      state: 'confirmed',
      confirmedAt: now,
      dueAt: new Date(now.getTime() + DATA_REQUEST_DUE_DAYS * DAY_MS),
    })
    .where(and(eq(dataRequests.id, row.id), eq(dataRequests.state, 'unconfirmed')))
    .returning();
  return confirmedAnswer(confirmed ?? (await find()));
}

/**
 * Data minimisation: once a link has expired unused, nobody can confirm its request, so its
 * address is no longer needed and is forgotten (the keyed hash stays for the daily limit, the
 * token's hash so that the link still answers "expired"). Run by the daily retention job.
 */
export async function forgetUnconfirmedAddresses(db: Database, now = new Date()): Promise<number> {
  const forgotten = await db
    .update(dataRequests)
    .set({ email: null })
    .where(
      and(
        eq(dataRequests.state, 'unconfirmed'),
        isNotNull(dataRequests.email),
        lte(dataRequests.tokenExpiresAt, now),
      ),
    )
    .returning({ id: dataRequests.id });
  return forgotten.length;
}

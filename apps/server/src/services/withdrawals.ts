import { and, eq, isNull } from 'drizzle-orm';
import {
  WITHDRAWAL_LINK_DAYS,
  type Language,
  type Withdrawal,
  type WithdrawalPreview,
} from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import { applications } from '../db/schema/visitors.ts';
import { Problem } from '../lib/problem.ts';
import { localize } from '../texts/index.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { followUpEvent, queueDelivery } from '../partners/queue-delivery.ts';
import { randomToken, tokenHash } from './console/secrets.ts';
import { recordFunnelStep } from '../records/funnel-events.ts';

// The one-click withdrawal link of the confirmation email (docs/decisions/0027): a random
// 256-bit token, of which only the sha256 is stored. Unguessable, so it needs no signature; used
// once, because a withdrawal cannot happen twice; valid WITHDRAWAL_LINK_DAYS days.

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link's token, what is stored of it, and when it stops working. */
export function issueWithdrawalToken(now = new Date()) {
  const token = randomToken();
  return {
    token,
    hash: tokenHash(token),
    expiresAt: new Date(now.getTime() + WITHDRAWAL_LINK_DAYS * DAY_MS),
  };
}

/** The withdrawal page of the site in the visitor's language, Arabic under /ar as every page. */
export function withdrawalUrl(publicUrl: string, language: Language, token: string): string {
  const prefix = language === 'ar' ? '/ar' : '';
  return `${publicUrl.replace(/\/$/, '')}${prefix}/withdraw?token=${encodeURIComponent(token)}`;
}

const unknownLink = () =>
  new Problem(
    404,
    localize('problems.withdrawal.unknown.title'),
    localize('problems.withdrawal.unknown.detail'),
  );

const expiredLink = () =>
  new Problem(
    410,
    localize('problems.withdrawal.expired.title'),
    localize('problems.withdrawal.expired.detail', { days: WITHDRAWAL_LINK_DAYS }),
  );

type LinkedApplication = Pick<
  typeof applications.$inferSelect,
  'id' | 'productId' | 'withdrawnAt' | 'withdrawalExpiresAt'
>;

/** The application a token was issued for; 404 (the same for any token we never issued). */
async function applicationOfToken(db: Database, token: string): Promise<LinkedApplication> {
  const [row] = await db
    .select({
      id: applications.id,
      productId: applications.productId,
      withdrawnAt: applications.withdrawnAt,
      withdrawalExpiresAt: applications.withdrawalExpiresAt,
    })
    .from(applications)
    .where(eq(applications.withdrawalTokenHash, tokenHash(token)));
  if (!row || row.productId === null) throw unknownLink();
  return row;
}

const isExpired = (application: LinkedApplication, now: Date) =>
  !application.withdrawalExpiresAt || application.withdrawalExpiresAt <= now;

function names(catalogue: Catalogue, productId: number, language: Language) {
  const product = catalogue.product(productId);
  if (!product) throw new Error(`application's product ${productId} is not in the catalogue`);
  return {
    product,
    bankName: product.organizationName[language],
    productName: product.name[language],
  };
}

/** What the link would withdraw, before the visitor confirms. */
export async function previewWithdrawal(
  db: Database,
  catalogue: Catalogue,
  token: string,
  language: Language,
): Promise<WithdrawalPreview> {
  const application = await applicationOfToken(db, token);
  const { bankName, productName } = names(catalogue, application.productId!, language);
  const state = application.withdrawnAt
    ? 'withdrawn'
    : isExpired(application, new Date())
      ? 'expired'
      : 'open';
  return {
    state,
    bankName,
    productName,
    withdrawnAt: application.withdrawnAt?.toISOString() ?? null,
  };
}

/**
 * Withdraws the link's application and queues the bank's application.withdrawn delivery, in one
 * transaction. A link used before answers its withdrawal again and changes nothing (used once:
 * the guarded update below lets one request through, however many arrive together); a link
 * past its expiry is 410, even unused.
 */
export async function withdrawApplication(
  db: Database,
  catalogue: Catalogue,
  token: string,
  language: Language,
): Promise<Withdrawal> {
  const application = await applicationOfToken(db, token);
  const { product, bankName, productName } = names(catalogue, application.productId!, language);
  const answer = (withdrawnAt: Date): Withdrawal => ({
    applicationId: application.id,
    bankName,
    productName,
    withdrawnAt: withdrawnAt.toISOString(),
  });
  if (application.withdrawnAt) return answer(application.withdrawnAt);
  const now = new Date();
  if (isExpired(application, now)) throw expiredLink();

  const withdrawnAt = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(applications)
      .set({ status: 'Withdrawn', withdrawnAt: now })
      .where(
        and(
          eq(applications.id, application.id),
          eq(applications.status, 'Submitted'),
          isNull(applications.withdrawnAt),
        ),
      )
      .returning({ withdrawnAt: applications.withdrawnAt });
    if (!updated) return null;
    await recordFunnelStep(tx, 'withdrawn', application.id);
    await queueDelivery(
      tx,
      product.organizationId,
      followUpEvent('application.withdrawn', application.id),
    );
    return now;
  });
  if (withdrawnAt) return answer(withdrawnAt);
  // Another request with the same link won: answer its withdrawal. (An application that is no
  // longer Submitted without having been withdrawn has nothing a link could withdraw.)
  const again = await applicationOfToken(db, token);
  if (again.withdrawnAt) return answer(again.withdrawnAt);
  throw unknownLink();
}

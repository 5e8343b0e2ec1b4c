import { and, eq, gte, sql } from 'drizzle-orm';
import type { Country, Language, ProductType, SupportFormSchema } from '@mizan/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { supportRequests } from '../db/schema/mail.ts';
import { applications, customers } from '../db/schema/visitors.ts';
import { enqueueEmail, type Executor } from '../mail/outbox.ts';
import {
  applicationConfirmation,
  supportAcknowledgement,
  supportInboxMessage,
} from '../mail/templates.ts';
import type { CatalogueProduct } from '../catalogue/index.ts';

export interface ConfirmationFacts {
  applicationId: string;
  applicationType: ProductType;
  country: Country;
  /** The application's: the email is written in it. */
  language: Language;
  customer: { name: string; email: string };
  product: CatalogueProduct;
  /** The one-click withdrawal page, with the token made for this application at submit. */
  withdrawalUrl: string;
}

/**
 * The confirmation of a submitted application: queued once per application, whoever asks. It is
 * exempt from the per-recipient limit (others could otherwise use up an applicant's share) and
 * cannot repeat, being keyed by the application.
 */
export function queueConfirmation(db: Executor, facts: ConfirmationFacts, containImages = true) {
  const { language } = facts;
  const rendered = applicationConfirmation({
    applicationType: facts.applicationType,
    customerName: facts.customer.name,
    productName: facts.product.name[language],
    organizationName: facts.product.organizationName[language],
    containImages,
    language,
    country: facts.country,
    isIslamic: facts.product.isIslamic,
    withdrawalUrl: facts.withdrawalUrl,
  });
  return enqueueEmail(
    db,
    {
      ...rendered,
      dedupeKey: `confirmation:${facts.applicationId}`,
      kind: facts.applicationType === 'Card' ? 'card-confirmation' : 'loan-confirmation',
      to: facts.customer.email,
      inlineImage: containImages ? facts.product.image : null,
    },
    { exemptFromRecipientLimit: true },
  );
}

/** How long after submitting the client may still ask for its confirmation. */
const CONFIRMATION_WINDOW = sql`interval '1 hour'`;

/**
 * SPEC section 7's email call, kept for its shape (the web no longer makes it). Only an
 * applicant who submitted within the last hour qualifies, and their confirmation was queued by
 * the submission itself, in its transaction, with the only withdrawal link there is (its token
 * exists nowhere else, only its hash): so asking changes nothing and sends nothing twice. Any other recipient gets nothing. Returns whether the address
 * qualified (for the log only: the answer to the client is the same either way).
 */
export async function requestConfirmation(db: Database, to: string): Promise<boolean> {
  const [recent] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(customers, eq(applications.customerId, customers.id))
    .where(
      and(
        eq(customers.email, to),
        eq(applications.status, 'Submitted'),
        gte(applications.submittedAt, sql`now() - ${CONFIRMATION_WINDOW}`),
      ),
    )
    .limit(1);
  return recent !== undefined;
}

/**
 * Stores the request and queues both emails in one transaction: all or nothing. The inbox copy
 * is English; the acknowledgement is in the sender's language.
 */
export async function createSupportRequest(
  db: Database,
  form: z.output<typeof SupportFormSchema>,
  visitor: { country: Country; language: Language },
  supportEmail: string,
): Promise<string> {
  const { country, language } = visitor;
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(supportRequests)
      .values({
        fullName: form.fullName,
        email: form.email,
        message: form.message,
        country,
        language,
      })
      .returning({ id: supportRequests.id });
    if (!created) throw new Error('insert returned no row');
    await enqueueEmail(
      tx,
      {
        ...supportInboxMessage({ ...form, language }),
        dedupeKey: `support:${created.id}:inbox`,
        kind: 'support-inbox',
        to: supportEmail,
      },
      // Our own inbox: the per-IP rate limit guards it instead.
      { exemptFromRecipientLimit: true },
    );
    await enqueueEmail(tx, {
      ...supportAcknowledgement(form.fullName, language),
      dedupeKey: `support:${created.id}:ack`,
      kind: 'support-ack',
      to: form.email,
    });
    return created.id;
  });
}

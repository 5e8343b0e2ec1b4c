import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Country, ProductType, SupportFormSchema } from '@mizan/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { applications, customers, supportRequests } from '../db/schema/index.ts';
import { enqueueEmail, type Executor } from '../mail/outbox.ts';
import {
  applicationConfirmation,
  supportAcknowledgement,
  supportInboxMessage,
} from '../mail/templates.ts';
import type { CatalogueProduct } from './catalogue.ts';

export interface ConfirmationFacts {
  applicationId: string;
  applicationType: ProductType;
  customer: { name: string; email: string };
  product: CatalogueProduct;
}

/**
 * The confirmation of a submitted application: queued once per application, whoever asks. It is
 * exempt from the per-recipient limit (others could otherwise use up an applicant's share) and
 * cannot repeat, being keyed by the application.
 */
export function queueConfirmation(db: Executor, facts: ConfirmationFacts, containImages = true) {
  const rendered = applicationConfirmation({
    applicationType: facts.applicationType,
    customerName: facts.customer.name,
    productName: facts.product.name,
    organizationName: facts.product.organizationName,
    containImages,
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
 * The client's email call. Only an applicant who submitted within the last hour gets anything,
 * and only their own confirmation, which the submission already queued: asking again sends
 * nothing twice. Any other recipient gets nothing. Returns whether the address qualified.
 */
export async function requestConfirmation(
  db: Database,
  to: string,
  productOf: (productId: number) => CatalogueProduct | undefined,
): Promise<boolean> {
  const [recent] = await db
    .select({ application: applications, customer: customers })
    .from(applications)
    .innerJoin(customers, eq(applications.customerId, customers.id))
    .where(
      and(
        eq(customers.email, to),
        eq(applications.status, 'Submitted'),
        gte(applications.submittedAt, sql`now() - ${CONFIRMATION_WINDOW}`),
      ),
    )
    .orderBy(desc(applications.submittedAt))
    .limit(1);
  const product = recent?.application.productId
    ? productOf(recent.application.productId)
    : undefined;
  if (!recent || !product) return false;
  await queueConfirmation(db, {
    applicationId: recent.application.id,
    applicationType: recent.application.applicationType,
    customer: recent.customer,
    product,
  });
  return true;
}

/** Stores the request and queues both emails in one transaction: all or nothing. */
export async function createSupportRequest(
  db: Database,
  form: z.output<typeof SupportFormSchema>,
  country: Country,
  supportEmail: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(supportRequests)
      .values({ fullName: form.fullName, email: form.email, message: form.message, country })
      .returning({ id: supportRequests.id });
    if (!created) throw new Error('insert returned no row');
    await enqueueEmail(
      tx,
      {
        ...supportInboxMessage(form),
        dedupeKey: `support:${created.id}:inbox`,
        kind: 'support-inbox',
        to: supportEmail,
      },
      // Our own inbox: the per-IP rate limit guards it instead.
      { exemptFromRecipientLimit: true },
    );
    await enqueueEmail(tx, {
      ...supportAcknowledgement(form.fullName),
      dedupeKey: `support:${created.id}:ack`,
      kind: 'support-ack',
      to: form.email,
    });
    return created.id;
  });
}

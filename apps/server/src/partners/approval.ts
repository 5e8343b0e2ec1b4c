import { eq } from 'drizzle-orm';
import {
  BONUS,
  formatMoney,
  type Country,
  type Language,
  type ProductType,
} from '@mizan/contracts';
import type { Catalogue } from '../catalogue/index.ts';
import { bonuses } from '../db/schema/partners.ts';
import { customers } from '../db/schema/visitors.ts';
import { enqueueEmail, type Executor } from '../mail/outbox.ts';
import { applicationApproved } from '../mail/templates.ts';
import { recordFunnelStep } from '../records/funnel-events.ts';

export interface ApprovedApplication {
  id: string;
  customerId: string;
  country: Country;
  language: Language;
  applicationType: ProductType;
  productId: number;
}

/**
 * What the bank's first approval sets off, in the report's transaction: the bonus the site
 * promised becomes due, and the applicant is told in their language. Both are keyed by the
 * application, so however many approvals arrive there is one bonus and one email.
 */
export async function onFirstApproval(
  tx: Executor,
  catalogue: Catalogue,
  application: ApprovedApplication,
): Promise<void> {
  const bonus = BONUS[application.country];
  await recordFunnelStep(tx, 'approved', application.id);
  await tx
    .insert(bonuses)
    .values({ applicationId: application.id, amount: bonus.amount, currency: bonus.currency })
    .onConflictDoNothing({ target: bonuses.applicationId });

  const [customer] = await tx
    .select({ name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.id, application.customerId));
  const product = catalogue.product(application.productId);
  // The customer row is required by a foreign key; the product is in the catalogue for as long
  // as an application names it (products are retired, never deleted).
  if (!customer || !product) throw new Error('approved application without customer or product');
  const { language, country } = application;
  const rendered = applicationApproved({
    applicationType: application.applicationType,
    customerName: customer.name,
    productName: product.name[language],
    organizationName: product.organizationName[language],
    bonus: formatMoney(bonus.amount, country, language),
    language,
    country,
    isIslamic: product.isIslamic,
  });
  // Exempt from the daily per-recipient limit, like the confirmation: it is owed to the
  // applicant, and others' requests must not be able to use up their share and suppress it.
  await enqueueEmail(
    tx,
    {
      ...rendered,
      dedupeKey: `approval:${application.id}`,
      kind: 'application-approved',
      to: customer.email,
    },
    { exemptFromRecipientLimit: true },
  );
}

import { and, eq } from 'drizzle-orm';
import { DEFAULT_CONTACT, fieldPath } from '@mizan/contracts';
import type {
  Application,
  Country,
  CreateApplicationRequestSchema,
  CreateApplicationResponse,
  Language,
  SubmitApplicationRequestSchema,
} from '@mizan/contracts';
import type { z } from 'zod';
import type { Database } from '../db/client.ts';
import { applications, customers } from '../db/schema/visitors.ts';
import { conflict, notFound, unprocessable } from '../lib/problem.ts';
import { localize, productKind, t } from '../texts/index.ts';
import { riskProfile } from '../engine/credit-score.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { assessApplication, isProductOfferable } from './assessment.ts';
import { queueConfirmation } from './mail-requests.ts';
import { queueDelivery, submittedEvent } from '../partners/queue-delivery.ts';
import { issueWithdrawalToken, withdrawalUrl } from './withdrawals.ts';
import { recordFunnelStep } from '../records/funnel-events.ts';

export type ApplicationRow = typeof applications.$inferSelect;

export async function requireApplication(
  db: Database,
  applicationId: string,
): Promise<ApplicationRow> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  // An erased application (issue 25) is gone for the public calls: nothing can be added to it,
  // nor submitted with its emptied details.
  if (!row || row.erasedAt) throw notFound('application', applicationId);
  return row;
}

/** Answers, preferences and choices can change only until the application is submitted. */
export async function requireOpenApplication(
  db: Database,
  applicationId: string,
): Promise<ApplicationRow> {
  const application = await requireApplication(db, applicationId);
  if (application.status !== 'Created') {
    throw conflict(
      localize('problems.alreadySubmitted.title'),
      localize('problems.alreadySubmitted.detail', { id: applicationId }),
    );
  }
  return application;
}

export async function createApplication(
  db: Database,
  catalogue: Catalogue,
  input: z.output<typeof CreateApplicationRequestSchema>,
  visitor: { country: Country; language: Language },
): Promise<CreateApplicationResponse> {
  const [customer] = await db
    .select({ id: customers.id, erasedAt: customers.erasedAt })
    .from(customers)
    .where(eq(customers.id, input.customer.customerId));
  if (!customer || customer.erasedAt) throw notFound('customer', input.customer.customerId);
  if (!catalogue.locationExists(input.location.locationId)) {
    throw unprocessable(
      localize('problems.unknownLocation.title'),
      localize('problems.unknownLocation.detail', { id: input.location.locationId }),
      fieldPath('body', ['location', 'locationId']),
    );
  }
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(applications)
      .values({
        customerId: customer.id,
        locationId: input.location.locationId,
        country: visitor.country,
        language: visitor.language,
        applicationType: input.applicationType,
        status: 'Created',
      })
      .returning({ id: applications.id });
    if (!row) throw new Error('insert returned no row');
    await recordFunnelStep(tx, 'application_created', row.id);
    return row;
  });
  return { applicationId: created.id, applicationType: input.applicationType, status: 'Created' };
}

export async function applicationView(
  db: Database,
  catalogue: Catalogue,
  applicationId: string,
  language: Language,
): Promise<Application> {
  const [row] = await db
    .select({ application: applications, customer: customers })
    .from(applications)
    .innerJoin(customers, eq(applications.customerId, customers.id))
    .where(eq(applications.id, applicationId));
  if (!row) throw notFound('application', applicationId);
  const { application, customer } = row;
  const product = application.productId ? catalogue.product(application.productId) : undefined;
  return {
    applicationId: application.id,
    applicationType: application.applicationType,
    status: application.status as Application['status'],
    country: application.country,
    clientRiskProfile: application.clientRiskProfile,
    customer: { customerId: customer.id, name: customer.name, email: customer.email },
    location: { locationId: application.locationId },
    product: product
      ? {
          productId: product.id,
          productName: product.name[language],
          organizationName: product.organizationName[language],
          routingUrl: product.routingUrl,
        }
      : null,
  };
}

/**
 * Created -> Submitted, for a product the applicant can really have. The server decides: the
 * client's status, risk profile and location are not taken on trust. Re-sending the same
 * submission (a retry on a slow network) answers the same application again.
 */
export async function submitApplication(
  db: Database,
  catalogue: Catalogue,
  input: z.output<typeof SubmitApplicationRequestSchema>,
  visitor: {
    /** The submitting request's: the confirmation email's language. */
    language: Language;
    /** The site's address: the withdrawal link starts with it. */
    publicUrl: string;
  },
): Promise<Application> {
  const { language } = visitor;
  const application = await requireApplication(db, input.applicationId);
  // Someone else's application looks exactly like a missing one.
  if (application.customerId !== input.customer.customerId) {
    throw notFound('application', input.applicationId);
  }
  const kind = productKind(application.applicationType, application.country);
  if (input.applicationType !== application.applicationType) {
    throw unprocessable(
      localize('problems.wrongType.title'),
      localize('problems.wrongType.submitted', (language) => ({
        type: t(language, `productTypes.${kind}.application`),
      })),
      fieldPath('body', ['applicationType']),
    );
  }
  const productId = input.product.productId;
  if (application.status === 'Submitted') {
    if (application.productId === productId) {
      return applicationView(db, catalogue, application.id, language);
    }
    throw conflict(
      localize('problems.alreadySubmitted.title'),
      localize('problems.alreadySubmitted.otherProduct', { id: application.id }),
    );
  }

  const product = catalogue.product(productId);
  if (
    !product ||
    !product.active ||
    product.productType !== application.applicationType ||
    product.country !== application.country
  ) {
    throw unprocessable(
      localize('problems.productNotAvailable.title'),
      localize('problems.productNotAvailable.detail', (language) => ({
        id: productId,
        type: t(language, `productTypes.${kind}.products`),
      })),
      fieldPath('body', ['product', 'productId']),
    );
  }

  const assessment = await assessApplication(db, catalogue, application.id);
  if (!isProductOfferable(product, assessment)) {
    throw unprocessable(
      localize('problems.notEligible.title'),
      localize('problems.notEligible.detail', (language) => ({
        product: product.name[language],
      })),
      fieldPath('body', ['product', 'productId']),
    );
  }

  const contact = input.contact ?? DEFAULT_CONTACT;
  // Made before the email is rendered, which carries it; only its hash is stored.
  const withdrawal = issueWithdrawalToken();
  // The status change, the confirmation email and the lead for the bank commit together: no
  // submission without its email and its delivery, neither for a submission that did not happen.
  const won = await db.transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({
        status: 'Submitted',
        productId,
        clientRiskProfile: riskProfile(assessment.score),
        submittedAt: new Date(),
        // The visitor may have switched language since starting: the email follows the last one.
        language,
        contactChannel: contact.channel,
        contactFrom: contact.from,
        contactTo: contact.to,
        withdrawalTokenHash: withdrawal.hash,
        withdrawalExpiresAt: withdrawal.expiresAt,
      })
      .where(and(eq(applications.id, application.id), eq(applications.status, 'Created')))
      .returning({ id: applications.id });
    if (updated.length === 0) return false;
    // A loan's product is chosen by its submit; a card's was by its recommendation call.
    await recordFunnelStep(tx, 'product_chosen', application.id);
    await recordFunnelStep(tx, 'submitted', application.id);
    const [customer] = await tx
      .select({ name: customers.name, email: customers.email, phone: customers.mobileNumber })
      .from(customers)
      .where(eq(customers.id, application.customerId));
    if (!customer) throw new Error('application without customer');
    await queueConfirmation(tx, {
      applicationId: application.id,
      applicationType: product.productType,
      country: application.country,
      language,
      customer,
      product,
      withdrawalUrl: withdrawalUrl(visitor.publicUrl, language, withdrawal.token),
    });
    await queueDelivery(
      tx,
      product.organizationId,
      submittedEvent({
        applicationId: application.id,
        country: application.country,
        productType: product.productType,
        language,
        product: { id: product.id, key: product.key, name: product.name.en },
        applicant: { fullName: customer.name, email: customer.email, phone: customer.phone },
        contact,
      }),
    );
    return true;
  });
  // A concurrent submission won the race: answer as for a retry.
  if (!won) return submitApplication(db, catalogue, input, visitor);
  return applicationView(db, catalogue, application.id, language);
}

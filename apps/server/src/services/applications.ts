import { and, eq } from 'drizzle-orm';
import { fieldPath } from '@mizan/contracts';
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
import { arabicProductType, conflict, notFound, unprocessable } from '../lib/problem.ts';
import { riskProfile } from '../engine/credit-score.ts';
import type { Catalogue } from '../catalogue/index.ts';
import { assessApplication, isProductOfferable } from './assessment.ts';
import { queueConfirmation } from './mail-requests.ts';

export type ApplicationRow = typeof applications.$inferSelect;

const ALREADY_SUBMITTED = { en: 'Application already submitted', ar: 'تم تقديم الطلب مسبقاً' };
const WRONG_TYPE = { en: 'Wrong application type', ar: 'نوع الطلب غير صحيح' };

export async function requireApplication(
  db: Database,
  applicationId: string,
): Promise<ApplicationRow> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  if (!row) throw notFound('application', applicationId);
  return row;
}

/** Answers, preferences and choices can change only until the application is submitted. */
export async function requireOpenApplication(
  db: Database,
  applicationId: string,
): Promise<ApplicationRow> {
  const application = await requireApplication(db, applicationId);
  if (application.status !== 'Created') {
    throw conflict(ALREADY_SUBMITTED, {
      en: `Application ${applicationId} was submitted and can no longer change.`,
      ar: `تم تقديم الطلب ${applicationId} ولم يعد من الممكن تعديله.`,
    });
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
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, input.customer.customerId));
  if (!customer) throw notFound('customer', input.customer.customerId);
  if (!catalogue.locationExists(input.location.locationId)) {
    throw unprocessable(
      { en: 'Unknown location', ar: 'موقع غير معروف' },
      {
        en: `location.locationId: ${input.location.locationId} is not a known location.`,
        ar: `location.locationId: ${input.location.locationId} ليس موقعاً معروفاً.`,
      },
      fieldPath('body', ['location', 'locationId']),
    );
  }
  const [created] = await db
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
  if (!created) throw new Error('insert returned no row');
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
  /** The submitting request's: the confirmation email's language. */
  language: Language,
): Promise<Application> {
  const application = await requireApplication(db, input.applicationId);
  // Someone else's application looks exactly like a missing one.
  if (application.customerId !== input.customer.customerId) {
    throw notFound('application', input.applicationId);
  }
  if (input.applicationType !== application.applicationType) {
    throw unprocessable(
      WRONG_TYPE,
      {
        en: `applicationType: this is a ${application.applicationType} application.`,
        ar: `applicationType: هذا طلب ${arabicProductType(application.applicationType, application.country).one}.`,
      },
      fieldPath('body', ['applicationType']),
    );
  }
  const productId = input.product.productId;
  if (application.status === 'Submitted') {
    if (application.productId === productId) {
      return applicationView(db, catalogue, application.id, language);
    }
    throw conflict(ALREADY_SUBMITTED, {
      en: `Application ${application.id} was already submitted for another product.`,
      ar: `تم تقديم الطلب ${application.id} مسبقاً لمنتج آخر.`,
    });
  }

  const product = catalogue.product(productId);
  if (
    !product ||
    !product.active ||
    product.productType !== application.applicationType ||
    product.country !== application.country
  ) {
    throw unprocessable(
      { en: 'Product not available', ar: 'المنتج غير متاح' },
      {
        en: `product.productId: ${productId} is not an available ${application.applicationType.toLowerCase()} in this country.`,
        ar: `product.productId: المنتج ${productId} غير متاح ضمن ${arabicProductType(application.applicationType, application.country).many} في هذا البلد.`,
      },
      fieldPath('body', ['product', 'productId']),
    );
  }

  const assessment = await assessApplication(db, catalogue, application.id);
  if (!isProductOfferable(product, assessment)) {
    throw unprocessable(
      { en: 'Not eligible', ar: 'غير مؤهل' },
      {
        en: `product.productId: the answers given do not meet ${product.name.en}'s requirements.`,
        ar: `product.productId: الإجابات المقدمة لا تستوفي متطلبات ${product.name.ar}.`,
      },
      fieldPath('body', ['product', 'productId']),
    );
  }

  // The status change and the confirmation email commit together: no submission without its
  // email, no email for a submission that did not happen.
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
      })
      .where(and(eq(applications.id, application.id), eq(applications.status, 'Created')))
      .returning({ id: applications.id });
    if (updated.length === 0) return false;
    const [customer] = await tx
      .select({ name: customers.name, email: customers.email })
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
    });
    return true;
  });
  // A concurrent submission won the race: answer as for a retry.
  if (!won) return submitApplication(db, catalogue, input, language);
  return applicationView(db, catalogue, application.id, language);
}

import { inArray } from 'drizzle-orm';
import type { ApplicationStatus, Country, Language, ProductType } from '@mizan/contracts';
import type { ApplicationListItem } from '@mizan/contracts/console';
import type { Database } from '../../../db/client.ts';
import { applications, customers } from '../../../db/schema/visitors.ts';
import type { Catalogue, CatalogueProduct } from '../../../catalogue/index.ts';

// The console's view of the leads (issue 22). Operators read English: catalogue names are the
// English ones. Personal fields (the applicant) are read only when the caller may see them, so an
// analyst's answer cannot carry them even by mistake.

export interface Applicant {
  fullName: string;
  email: string;
  phone: string;
}

export type LeadListItem = ApplicationListItem;

/**
 * What a caller may see: `applicant` and application ids only for roles that read personal data.
 * The others see each application's reference instead of its id (decision 0031): the id opens
 * the applicant on the public API.
 */
export type LeadView =
  | { withApplicant: true }
  | { withApplicant: false; referenceOf: (applicationId: string) => string };

/** The application as this caller may see it named: its id, or its reference. */
export const shownLeadKey = (view: LeadView, applicationId: string): string =>
  view.withApplicant ? applicationId : view.referenceOf(applicationId);

export const listColumns = {
  id: applications.id,
  createdAt: applications.createdAt,
  country: applications.country,
  productType: applications.applicationType,
  status: applications.status,
  language: applications.language,
  productId: applications.productId,
  customerId: applications.customerId,
};

export type ListRow = {
  id: string;
  createdAt: Date;
  country: Country;
  productType: ProductType;
  status: string;
  language: Language;
  productId: number | null;
  customerId: string;
};

export function productRef(product: CatalogueProduct | undefined) {
  return product ? { id: product.id, name: product.name.en } : null;
}

export function bankRef(product: CatalogueProduct | undefined) {
  return product
    ? {
        id: product.organizationId,
        key: product.organizationKey,
        name: product.organizationName.en,
      }
    : null;
}

/** The applicants of these customers, by customer id: one query for a whole page or batch. */
async function applicantsOf(db: Database, customerIds: string[]): Promise<Map<string, Applicant>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: customers.id,
      fullName: customers.name,
      email: customers.email,
      phone: customers.mobileNumber,
    })
    .from(customers)
    .where(inArray(customers.id, [...new Set(customerIds)]));
  return new Map(rows.map(({ id, ...applicant }) => [id, applicant]));
}

/** The rows as the list shows them, with their applicants when the caller may see them. */
export async function toItems(
  db: Database,
  catalogue: Catalogue,
  rows: ListRow[],
  view: LeadView,
): Promise<LeadListItem[]> {
  const applicants = view.withApplicant
    ? await applicantsOf(
        db,
        rows.map((row) => row.customerId),
      )
    : undefined;
  return rows.map((row) => {
    const product = row.productId === null ? undefined : catalogue.product(row.productId);
    const item: LeadListItem = {
      id: shownLeadKey(view, row.id),
      createdAt: row.createdAt.toISOString(),
      country: row.country,
      productType: row.productType,
      status: row.status as ApplicationStatus,
      language: row.language,
      product: productRef(product),
      bank: bankRef(product),
    };
    const applicant = applicants?.get(row.customerId);
    if (applicant) item.applicant = applicant;
    return item;
  });
}

import { eq, gte, inArray, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ApplicationStatus, Country, ProductType } from '@mizan/contracts';
import type { ApplicationListQuery } from '@mizan/contracts/console';
import { applications } from '../../../db/schema/visitors.ts';
import type { Catalogue } from '../../../catalogue/index.ts';

// Which leads a console query means, and in what order they come.

export interface LeadFilters {
  country?: Country;
  productType?: ProductType;
  /** The bank (organization) of the chosen product: only applications with a product match. */
  bankId?: number;
  status?: ApplicationStatus;
  /** createdAt >= from */
  from?: Date;
  /** createdAt < to */
  to?: Date;
}

type FilterQuery = Omit<ApplicationListQuery, 'page' | 'pageSize'>;

/** The start of a calendar day (`YYYY-MM-DD`), plus `days`, in UTC. */
export function utcDay(day: string, days = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
}

/** The filters of the console's query: `from` from the start of its day, `to` to the end of its. */
export function leadFiltersOf(query: FilterQuery): LeadFilters {
  return {
    ...(query.country && { country: query.country }),
    ...(query.productType && { productType: query.productType }),
    ...(query.bankId !== undefined && { bankId: query.bankId }),
    ...(query.status && { status: query.status }),
    ...(query.from && { from: utcDay(query.from) }),
    ...(query.to && { to: utcDay(query.to, 1) }),
  };
}

/** Countries as the console writes them (the public header's AE / SA). */

/**
 * Newest first, ties by id. Spelled NULLS LAST like the leads-list indexes (migration 0007):
 * PostgreSQL's default for DESC is NULLS FIRST, which those indexes cannot give in order, and it
 * would then sort the whole table for one page.
 */
export const newestFirst = (createdAt: AnyColumn, id: AnyColumn) => [
  sql`${createdAt} desc nulls last`,
  sql`${id} desc nulls last`,
];
export const NEWEST_FIRST = newestFirst(applications.createdAt, applications.id);

/** The product ids a bank filter stands for; undefined when there is no bank filter. */
export function productIdsOf(catalogue: Catalogue, filters: LeadFilters): number[] | undefined {
  if (filters.bankId === undefined) return undefined;
  // A bank has a handful of products: the list of their ids uses the product index. An
  // application is submitted only for a product of its own country and type, so the others
  // cannot match (and a bank of the other country matches nothing without reading a row).
  return catalogue.productIdsOfOrganization(filters.bankId).filter((id) => {
    const product = catalogue.product(id);
    return (
      product &&
      (!filters.country || product.country === filters.country) &&
      (!filters.productType || product.productType === filters.productType)
    );
  });
}

/** The WHERE of a filtered list; undefined when nothing can match (an unknown bank). */
export function leadConditions(catalogue: Catalogue, filters: LeadFilters): SQL[] | undefined {
  const conditions: SQL[] = [];
  if (filters.country) conditions.push(eq(applications.country, filters.country));
  if (filters.productType) conditions.push(eq(applications.applicationType, filters.productType));
  if (filters.status) conditions.push(eq(applications.status, filters.status));
  if (filters.from) conditions.push(gte(applications.createdAt, filters.from));
  if (filters.to) conditions.push(lt(applications.createdAt, filters.to));
  const productIds = productIdsOf(catalogue, filters);
  if (productIds) {
    if (productIds.length === 0) return undefined;
    conditions.push(inArray(applications.productId, productIds));
  }
  return conditions;
}

import { and, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { applicationCounts, applications } from '../../../db/schema/visitors.ts';
import type { Catalogue } from '../../../catalogue/index.ts';
import { leadConditions, productIdsOf, type LeadFilters } from './filters.ts';

const DAY_MS = 86_400_000;
const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const nextDayStart = (at: Date) => new Date(Math.ceil(at.getTime() / DAY_MS) * DAY_MS);
const dayText = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The exact number of applications that match, from the per-day summary (application_counts,
 * kept by triggers; decision 0022): a sum over at most a few rows per day, product and status,
 * whatever the filters. The console's dates are whole UTC days; a bound inside a day (no route
 * sends one) has that part-day counted on the applications themselves, at most a day of rows.
 */
export async function countLeads(
  db: Database,
  catalogue: Catalogue,
  filters: LeadFilters,
): Promise<number> {
  const productIds = productIdsOf(catalogue, filters);
  if (productIds?.length === 0) return 0;
  const { from, to } = filters;
  // The whole days of the range: [firstDay, endDay).
  const firstDay = from && nextDayStart(from);
  const endDay = to && startOfDay(to);
  if (firstDay && endDay && firstDay >= endDay) {
    // The range lies within a day or two of part-days: counted on the applications.
    return countApplications(db, catalogue, filters);
  }
  const conditions: SQL[] = [];
  if (filters.country) conditions.push(eq(applicationCounts.country, filters.country));
  if (filters.productType)
    conditions.push(eq(applicationCounts.applicationType, filters.productType));
  if (filters.status) conditions.push(eq(applicationCounts.status, filters.status));
  if (productIds) conditions.push(inArray(applicationCounts.productId, productIds));
  if (firstDay) conditions.push(gte(applicationCounts.day, dayText(firstDay)));
  if (endDay) conditions.push(lt(applicationCounts.day, dayText(endDay)));
  const [summed] = await db
    .select({ total: sql<string | null>`sum(${applicationCounts.count})` })
    .from(applicationCounts)
    .where(and(...conditions));
  let total = Number(summed?.total ?? 0);
  if (from && firstDay && from < firstDay)
    total += await countApplications(db, catalogue, { ...filters, from, to: firstDay });
  if (to && endDay && endDay < to)
    total += await countApplications(db, catalogue, { ...filters, from: endDay, to });
  return total;
}

/** count(*) over the applications themselves: for part-days, and for checking the summary. */
export async function countApplications(
  db: Database,
  catalogue: Catalogue,
  filters: LeadFilters,
): Promise<number> {
  const conditions = leadConditions(catalogue, filters);
  return conditions ? db.$count(applications, and(...conditions)) : 0;
}

import { and } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { applications } from '../../../db/schema/visitors.ts';
import type { Catalogue } from '../../../catalogue/index.ts';
import { countLeads } from './counts.ts';
import { leadConditions, NEWEST_FIRST, type LeadFilters } from './filters.ts';
import { listColumns, toItems, type LeadListItem, type LeadView } from './items.ts';

export interface Paging {
  /** From 0. */
  page: number;
  pageSize: number;
}

export interface LeadList {
  items: LeadListItem[];
  total: number;
}

/**
 * Applications, newest first (ties broken by id, so pages never overlap), with the exact number
 * that match. The page runs on the leads-list indexes (it reads pageSize rows of an index in
 * createdAt order); the count on the per-day summary (countLeads).
 */
export async function listLeads(
  db: Database,
  catalogue: Catalogue,
  filters: LeadFilters,
  paging: Paging,
  view: LeadView,
): Promise<LeadList> {
  const conditions = leadConditions(catalogue, filters);
  if (!conditions) return { items: [], total: 0 };
  const where = and(...conditions);
  const rows = await db
    .select(listColumns)
    .from(applications)
    .where(where)
    .orderBy(...NEWEST_FIRST)
    .limit(paging.pageSize)
    .offset(paging.page * paging.pageSize);
  const total = await countLeads(db, catalogue, filters);
  return { items: await toItems(db, catalogue, rows, view), total };
}

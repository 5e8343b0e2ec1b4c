import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductListItemSchema } from '@mizan/contracts/console';
import type { CatalogueItem, KindSlug } from '../kinds.ts';
import { catalogueCall, kindKey } from './call.ts';

export type ProductListItem = z.output<typeof ProductListItemSchema>;
export type ListRow = CatalogueItem & { id: number | string; version: number };
export interface ListAnswer {
  items: ListRow[];
  total: number;
}

export type CatalogueListQuery = Record<string, string | number>;

/** GET /api/console/<kind>?q=&country=&productType=&active=&stale=&page=&pageSize= */
export const listItems = (
  kind: KindSlug,
  query: CatalogueListQuery,
  signal?: AbortSignal,
): Promise<ListAnswer> => catalogueCall(kind, 'list', { query }, signal);

export const useCatalogueList = (kind: KindSlug, query: CatalogueListQuery, enabled = true) =>
  useQuery({
    queryKey: [...kindKey(kind), 'list', query],
    queryFn: ({ signal }) => listItems(kind, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Every item of a kind a picker offers (the largest page: a picker of more would not be read). */
export const useAllOf = (kind: KindSlug, filters: CatalogueListQuery = {}, enabled = true) =>
  useCatalogueList(kind, { ...filters, page: 0, pageSize: 100 }, enabled);

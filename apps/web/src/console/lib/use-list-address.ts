import { useLocation, useSearch } from 'wouter';
import type { z } from 'zod';
import {
  filtersFromSearch,
  pageFromSearch,
  searchFor,
  type FilterValues,
} from './search-filters.ts';

/**
 * A list page's filters and page, read from its address, and `show` to go to others (at `path`).
 * `search` keys the filter form, so that it starts again from what a navigation shows.
 */
export function useListAddress(path: string, shape: Record<string, z.ZodType>) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const show = (filters: FilterValues, page = 0) => navigate(`${path}${searchFor(filters, page)}`);
  return { search, filters: filtersFromSearch(search, shape), page: pageFromSearch(search), show };
}

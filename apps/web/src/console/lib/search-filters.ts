import type { z } from 'zod';

// A list page's filters live in its address (`?country=AE&page=2`): a reload, the back button or
// a link sent to a colleague shows the same list. Each value read from the address is checked by
// the contract's schema of that filter; a value it refuses is left out rather than sent.

export type FilterValues = Record<string, string | undefined>;

/** The filters of the address that the schema's fields accept, as strings. */
export function filtersFromSearch(search: string, shape: Record<string, z.ZodType>): FilterValues {
  const params = new URLSearchParams(search);
  const filters: FilterValues = {};
  for (const [key, schema] of Object.entries(shape)) {
    const value = params.get(key)?.trim();
    if (value && schema.safeParse(value).success) filters[key] = value;
  }
  return filters;
}

/** The page number of the address (from 0). */
export function pageFromSearch(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page > 0 ? page : 0;
}

/** The address's search for these filters and page: empty values and page 0 left out. */
export function searchFor(filters: FilterValues, page = 0): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  if (page > 0) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query of the API call: the filters that are set, then the paging. */
export function listQuery(filters: FilterValues, page: number, pageSize: number) {
  const query: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
  return { ...query, page, pageSize };
}

import type { ProductType } from '@mizan/contracts';
import type { Country } from '@mizan/contracts';
import type { CatalogueListQuery } from '@mizan/contracts/console';

/**
 * What a kind's list can be filtered by; a filter the kind has no field for is ignored. Methods,
 * not function properties, so a kind's fields pass where any kind's are taken (the generic calls
 * of services/console/catalogue.ts see a kind by its item, whatever its list rows).
 */
export interface ListFields<T> {
  /** Null: the item is for every country (a banner shown in both), kept by any country filter. */
  country?(item: T): Country | null;
  productType?(item: T): ProductType;
  active(item: T): boolean;
  stale?(item: T): boolean;
  /** The texts `q` is looked for in: key or code, and names in both languages. */
  search(item: T): string[];
}

/** One page of `items` (already in the list's order) that pass the query's filters, and their count. */
export function pageOf<T>(
  items: readonly T[],
  query: CatalogueListQuery,
  fields: ListFields<T>,
): { items: T[]; total: number } {
  const q = query.q?.toLocaleLowerCase();
  const kept = items.filter(
    (item) =>
      (query.country === undefined ||
        fields.country === undefined ||
        [query.country, null].includes(fields.country(item))) &&
      (query.productType === undefined ||
        fields.productType === undefined ||
        fields.productType(item) === query.productType) &&
      (query.active === undefined || fields.active(item) === query.active) &&
      (query.stale === undefined ||
        fields.stale === undefined ||
        fields.stale(item) === query.stale) &&
      (!q || fields.search(item).some((text) => text.toLocaleLowerCase().includes(q))),
  );
  const start = query.page * query.pageSize;
  return { items: kept.slice(start, start + query.pageSize), total: kept.length };
}

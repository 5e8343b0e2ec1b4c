import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Country } from '@mizan/contracts';

/** What every fetcher is given besides its own arguments: who asks (the country) and until when. */
export interface ApiContext {
  country: Country | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * A query's key: the call's name, the country, then every argument its fetcher gets. Built here
 * only, so that an answer that depends on the country (or on any argument) can never be served
 * from the cache to a visitor who asked with another one.
 */
export const apiQueryKey = <TArgs extends readonly unknown[]>(
  name: string,
  country: Country | undefined,
  args: TArgs,
) => [name, country, ...args] as const;

/**
 * A query-options factory for a fetcher: it takes the country and the fetcher's arguments, and
 * puts all of them in the key. Callers add their own options (staleTime, select) on top.
 */
export function apiQuery<TArgs extends unknown[], TData>(
  name: string,
  fetcher: (context: ApiContext, ...args: TArgs) => Promise<TData>,
) {
  return (country: Country | undefined, ...args: TArgs) =>
    queryOptions({
      queryKey: apiQueryKey(name, country, args),
      queryFn: ({ signal }) => fetcher({ country, signal }, ...args),
    });
}

/**
 * The same for a list fetched a page at a time (page 0 first): the page number is the only
 * argument left out of the key, since TanStack Query keeps the pages under one key.
 */
export function apiPagedQuery<TArgs extends unknown[], TPage>(
  name: string,
  fetcher: (context: ApiContext, page: number, ...args: TArgs) => Promise<TPage>,
  nextPage: (last: TPage) => number | undefined,
) {
  return (country: Country | undefined, ...args: TArgs) =>
    infiniteQueryOptions({
      queryKey: apiQueryKey(name, country, args),
      queryFn: ({ pageParam, signal }) => fetcher({ country, signal }, pageParam, ...args),
      initialPageParam: 0,
      getNextPageParam: nextPage,
    });
}

import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Country, Language } from '@mizan/contracts';
import type { ApiContext } from './api-client.ts';

export type { ApiContext };

/**
 * A query's key: the call's name, the country, the language, then every argument its fetcher
 * gets. Built here only, so that an answer that depends on the country, the language (every
 * catalogue text does) or any argument can never be served from the cache to a visitor who asked
 * with another one: an Arabic page never shows an English list, and switching refetches.
 */
export const apiQueryKey = <TArgs extends readonly unknown[]>(
  name: string,
  country: Country | undefined,
  language: Language,
  args: TArgs,
) => [name, country, language, ...args] as const;

/**
 * A query-options factory for a fetcher: it takes the country, the language and the fetcher's
 * arguments, and puts all of them in the key. Callers add their own options (staleTime, select)
 * on top.
 */
export function apiQuery<TArgs extends unknown[], TData>(
  name: string,
  fetcher: (context: ApiContext, ...args: TArgs) => Promise<TData>,
) {
  return (country: Country | undefined, language: Language, ...args: TArgs) =>
    queryOptions({
      queryKey: apiQueryKey(name, country, language, args),
      queryFn: ({ signal }) => fetcher({ country, language, signal }, ...args),
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
  return (country: Country | undefined, language: Language, ...args: TArgs) =>
    infiniteQueryOptions({
      queryKey: apiQueryKey(name, country, language, args),
      queryFn: ({ pageParam, signal }) =>
        fetcher({ country, language, signal }, pageParam, ...args),
      initialPageParam: 0,
      getNextPageParam: nextPage,
    });
}

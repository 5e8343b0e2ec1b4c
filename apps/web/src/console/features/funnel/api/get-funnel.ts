import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleCall, type ConsoleInput } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

export type FunnelQuery = NonNullable<ConsoleInput<'getFunnel'>['query']>;

/** GET /api/console/funnel: each step's count over the days, and each day's. */
export const getFunnel = (query: FunnelQuery, signal?: AbortSignal) =>
  consoleCall('getFunnel', { query }, signal);

export const useFunnel = (query: FunnelQuery) =>
  useQuery({
    queryKey: consoleQueryKey('funnel', query),
    queryFn: ({ signal }) => getFunnel(query, signal),
    placeholderData: keepPreviousData,
  });

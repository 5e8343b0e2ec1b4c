import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleCall, type ConsoleInput } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

export type DataRequestListQuery = NonNullable<ConsoleInput<'listDataRequests'>['query']>;

/** GET /api/console/data-requests: confirmed requests, overdue and nearest due first, then done. */
export const listDataRequests = (query: DataRequestListQuery, signal?: AbortSignal) =>
  consoleCall('listDataRequests', { query }, signal);

export const useDataRequests = (query: DataRequestListQuery) =>
  useQuery({
    queryKey: consoleQueryKey('data-requests', query),
    queryFn: ({ signal }) => listDataRequests(query, signal),
    placeholderData: keepPreviousData,
  });

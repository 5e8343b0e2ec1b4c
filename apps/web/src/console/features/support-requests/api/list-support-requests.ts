import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleCall, type ConsoleInput } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

export type SupportRequestListQuery = NonNullable<ConsoleInput<'listSupportRequests'>['query']>;

/** GET /api/console/support-requests: a page of support requests, newest first. */
export const listSupportRequests = (query: SupportRequestListQuery, signal?: AbortSignal) =>
  consoleCall('listSupportRequests', { query }, signal);

export const useSupportRequests = (query: SupportRequestListQuery) =>
  useQuery({
    queryKey: consoleQueryKey('support-requests', query),
    queryFn: ({ signal }) => listSupportRequests(query, signal),
    placeholderData: keepPreviousData,
  });

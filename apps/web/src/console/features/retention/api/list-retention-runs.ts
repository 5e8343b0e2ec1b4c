import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleCall, type ConsoleInput } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

export type RetentionRunListQuery = NonNullable<ConsoleInput<'listRetentionRuns'>['query']>;

/** GET /api/console/retention-runs: the retention job's runs, newest first. */
export const listRetentionRuns = (query: RetentionRunListQuery, signal?: AbortSignal) =>
  consoleCall('listRetentionRuns', { query }, signal);

export const useRetentionRuns = (query: RetentionRunListQuery) =>
  useQuery({
    queryKey: consoleQueryKey('retention-runs', query),
    queryFn: ({ signal }) => listRetentionRuns(query, signal),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleCall, type ConsoleInput } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

export type ApplicationListQuery = NonNullable<ConsoleInput<'listApplications'>['query']>;

/** GET /api/console/applications: a page of applications, newest first. */
export const listApplications = (query: ApplicationListQuery, signal?: AbortSignal) =>
  consoleCall('listApplications', { query }, signal);

export const useApplications = (query: ApplicationListQuery) =>
  useQuery({
    queryKey: consoleQueryKey('applications', query),
    queryFn: ({ signal }) => listApplications(query, signal),
    // The previous page stays on screen while the next one comes: the table does not jump.
    placeholderData: keepPreviousData,
  });

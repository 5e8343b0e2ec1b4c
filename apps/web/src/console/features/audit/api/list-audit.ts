import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleCall, type ConsoleInput } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

export type AuditQuery = NonNullable<ConsoleInput<'listAudit'>['query']>;

/** GET /api/console/audit (admin): the log, newest first, filtered. */
export const listAudit = (query: AuditQuery, signal?: AbortSignal) =>
  consoleCall('listAudit', { query }, signal);

export const useAudit = (query: AuditQuery) =>
  useQuery({
    queryKey: consoleQueryKey('audit', query),
    queryFn: ({ signal }) => listAudit(query, signal),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleCall, type ConsoleInput } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

export type BonusListQuery = NonNullable<ConsoleInput<'listBonuses'>['query']>;

/** GET /api/console/bonuses: the bonuses approvals made due, oldest due first, by state. */
export const listBonuses = (query: BonusListQuery, signal?: AbortSignal) =>
  consoleCall('listBonuses', { query }, signal);

export const useBonuses = (query: BonusListQuery) =>
  useQuery({
    queryKey: consoleQueryKey('bonuses', query),
    queryFn: ({ signal }) => listBonuses(query, signal),
    placeholderData: keepPreviousData,
  });

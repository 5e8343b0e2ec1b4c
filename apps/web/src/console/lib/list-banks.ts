import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@mizan/contracts/console';
import { consoleCall } from './console-api.ts';
import { consoleQueryKey } from './query-keys.ts';

/**
 * GET /api/console/banks: the catalogue's banks by name, with the countries they serve. The list
 * is paged: the largest page, so that the picker offers every bank (a few dozen).
 */
export const listBanks = (signal?: AbortSignal) =>
  consoleCall('listBanks', { query: { page: 0, pageSize: MAX_PAGE_SIZE } }, signal);

export const useBanks = () =>
  useQuery({
    queryKey: consoleQueryKey('banks'),
    queryFn: ({ signal }) => listBanks(signal),
    // Banks change with the catalogue, rarely: one read per visit to the console is enough.
    staleTime: Infinity,
  });

import { useQuery } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';

/** GET /api/console/banks: the catalogue's banks by name, with the countries they serve. */
export const listBanks = (signal?: AbortSignal) => consoleCall('listBanks', {}, signal);

export const useBanks = () =>
  useQuery({
    queryKey: ['console', 'banks'],
    queryFn: ({ signal }) => listBanks(signal),
    // Banks change with the catalogue, rarely: one read per visit to the console is enough.
    staleTime: Infinity,
  });

import { useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE } from '@mizan/contracts/console';
import { consoleCall } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

/** What the bank pages read: invalidated when a bank's delivery changes. */
export const DELIVERY_BANKS_KEY = consoleQueryKey('banks', 'delivery');

/**
 * GET /api/console/banks: every bank (a few dozen: the largest page) with its delivery method and
 * webhook address. Never its secret: that is shown once, by the call that makes it.
 */
export const listDeliveryBanks = (country: string | undefined, signal?: AbortSignal) =>
  consoleCall(
    'listBanks',
    { query: { page: 0, pageSize: MAX_PAGE_SIZE, ...(country && { country }) } },
    signal,
  );

/** Every bank, or those of one country (`AE`, `SA`). */
export const useDeliveryBanks = (country?: string) =>
  useQuery({
    queryKey: [...DELIVERY_BANKS_KEY, country ?? 'all'],
    queryFn: ({ signal }) => listDeliveryBanks(country, signal),
  });

export type DeliveryBank = NonNullable<
  ReturnType<typeof useDeliveryBanks>['data']
>['items'][number];

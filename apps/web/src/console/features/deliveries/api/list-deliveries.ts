import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleCall, type ConsoleActivity, type ConsoleInput } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

export const DELIVERIES_KEY = consoleQueryKey('deliveries');

export type DeliveryListQuery = NonNullable<ConsoleInput<'listDeliveries'>['query']>;

/** GET /api/console/deliveries: a page of deliveries to banks, newest first. */
export const listDeliveries = (
  query: DeliveryListQuery,
  signal?: AbortSignal,
  activity?: ConsoleActivity,
) => consoleCall('listDeliveries', { query }, signal, activity);

export const useDeliveries = (query: DeliveryListQuery) =>
  useQuery({
    queryKey: [...DELIVERIES_KEY, query],
    // The first read of a page (opening it, a filter, another page of it) is the operator's; a
    // re-read of the page already on screen is the polling below, and is sent as background so
    // that it does not keep an unattended session alive (decision 0032).
    queryFn: ({ signal, client, queryKey }) =>
      listDeliveries(
        query,
        signal,
        client.getQueryData(queryKey) === undefined ? 'operator' : 'background',
      ),
    placeholderData: keepPreviousData,
    // The worker moves deliveries on by itself: the page follows without a reload.
    refetchInterval: 10_000,
  });

export type Delivery = NonNullable<ReturnType<typeof useDeliveries>['data']>['items'][number];

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { consoleCall, type ConsoleInput } from '../../../lib/console-api.ts';

export const DELIVERIES_KEY = ['console', 'deliveries'] as const;

export type DeliveryListQuery = NonNullable<ConsoleInput<'listDeliveries'>['query']>;

/** GET /api/console/deliveries: a page of deliveries to banks, newest first. */
export const listDeliveries = (query: DeliveryListQuery, signal?: AbortSignal) =>
  consoleCall('listDeliveries', { query }, signal);

export const useDeliveries = (query: DeliveryListQuery) =>
  useQuery({
    queryKey: [...DELIVERIES_KEY, query],
    queryFn: ({ signal }) => listDeliveries(query, signal),
    placeholderData: keepPreviousData,
    // The worker moves deliveries on by itself: the page follows without a reload.
    refetchInterval: 10_000,
  });

export type Delivery = NonNullable<ReturnType<typeof useDeliveries>['data']>['items'][number];

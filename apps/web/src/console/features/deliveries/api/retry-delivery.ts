import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { DELIVERIES_KEY } from './list-deliveries.ts';

/** POST /api/console/deliveries/:deliveryId/retry: due now; answers the delivery. */
export const retryDelivery = (deliveryId: string) =>
  consoleCall('retryDelivery', { params: { deliveryId } });

export function useRetryDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryDelivery,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}

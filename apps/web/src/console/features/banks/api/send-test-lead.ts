import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { DELIVERIES_KEY } from '../../deliveries/api/list-deliveries.ts';

/** POST /api/console/banks/:bankId/delivery/test: queues a test lead; answers its delivery. */
export const sendTestLead = (bankId: number) => consoleCall('sendTestLead', { params: { bankId } });

export function useSendTestLead(bankId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendTestLead(bankId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
  });
}

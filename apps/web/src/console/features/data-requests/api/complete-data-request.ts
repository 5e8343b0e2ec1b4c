import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

/** POST /api/console/data-requests/{id}/done with the operator's note (logged, not the note). */
export const completeDataRequest = ({ requestId, note }: { requestId: string; note: string }) =>
  consoleCall('completeDataRequest', { params: { requestId }, body: { note } });

export function useCompleteDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeDataRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey('data-requests') }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

/** POST /api/console/data-requests/{id}/erase: erases the person, in one transaction (logged). */
export const eraseDataRequest = (requestId: string) =>
  consoleCall('eraseDataRequest', { params: { requestId } });

export function useEraseDataRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseDataRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey('data-requests') }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupportRequestStatus } from '@mizan/contracts/console';
import { consoleCall } from '../../../lib/console-api.ts';
import { supportRequestKey } from './get-support-request.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

/** PATCH /api/console/support-requests/{id} `{status}` (with the session's CSRF token). */
export const updateSupportRequest = (supportRequestId: string, status: SupportRequestStatus) =>
  consoleCall('updateSupportRequest', { params: { supportRequestId }, body: { status } });

export function useUpdateSupportRequest(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: SupportRequestStatus) => updateSupportRequest(id, status),
    onSuccess: async (answer) => {
      queryClient.setQueryData(supportRequestKey(id), answer);
      await queryClient.invalidateQueries({ queryKey: consoleQueryKey('support-requests') });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { consoleQueryKey } from '../../../lib/query-keys.ts';

/** POST /api/console/bonuses/{applicationId}/paid (admin, with the session's CSRF token). */
export const markBonusPaid = (applicationId: string) =>
  consoleCall('markBonusPaid', { params: { applicationId } });

export function useMarkBonusPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markBonusPaid,
    onSettled: () => queryClient.invalidateQueries({ queryKey: consoleQueryKey('bonuses') }),
  });
}

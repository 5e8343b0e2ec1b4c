import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';
import { OPERATORS_KEY } from './list-operators.ts';

/**
 * POST /api/console/operators/{id}/reset: voids the password, authenticator, recovery codes and
 * sessions; answers a new one-time set-up link.
 */
export const resetOperator = (operatorId: string) =>
  consoleCall('resetOperator', { params: { operatorId } });

export function useResetOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetOperator,
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}

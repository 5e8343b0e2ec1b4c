import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { UpdateOperatorRequestSchema } from '@mizan/contracts/console';
import { consoleCall } from '../../../lib/console-api.ts';
import { OPERATORS_KEY } from './list-operators.ts';

export type UpdateOperatorBody = z.output<typeof UpdateOperatorRequestSchema>;

/** PATCH /api/console/operators/{id} `{role?, disabled?}`. */
export const updateOperator = (operatorId: string, body: UpdateOperatorBody) =>
  consoleCall('updateOperator', { params: { operatorId }, body });

export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateOperatorBody }) =>
      updateOperator(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}

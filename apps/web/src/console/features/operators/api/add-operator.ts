import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AddOperatorRequestSchema } from '@mizan/contracts/console';
import { consoleCall } from '../../../lib/console-api.ts';
import { OPERATORS_KEY } from './list-operators.ts';

export type AddOperatorBody = z.output<typeof AddOperatorRequestSchema>;

/** POST /api/console/operators `{email, role}`: answers the one-time set-up link. */
export const addOperator = (body: AddOperatorBody) => consoleCall('addOperator', { body });

export function useAddOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addOperator,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OPERATORS_KEY }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SetBankDeliveryRequestSchema } from '@mizan/contracts/console';
import { consoleCall } from '../../../lib/console-api.ts';
import { DELIVERY_BANKS_KEY } from './list-delivery-banks.ts';

export type SetBankDeliveryBody = z.input<typeof SetBankDeliveryRequestSchema>;

/**
 * PUT /api/console/banks/:bankId/delivery `{method, url?}`: answers `{method, url}`, and the
 * bank's new secret the first time a bank is given one.
 */
export const setBankDelivery = (bankId: number, body: SetBankDeliveryBody) =>
  consoleCall('setBankDelivery', { params: { bankId }, body });

export function useSetBankDelivery(bankId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetBankDeliveryBody) => setBankDelivery(bankId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERY_BANKS_KEY }),
  });
}

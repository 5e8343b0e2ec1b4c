import { useMutation } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';

/**
 * POST /api/console/banks/:bankId/delivery/secret/revoke: the bank's secrets stop at once (no
 * overlap); a new one is answered this once.
 */
export const revokeBankSecret = (bankId: number) =>
  consoleCall('revokeBankSecret', { params: { bankId } });

export const useRevokeBankSecret = (bankId: number) =>
  useMutation({ mutationFn: () => revokeBankSecret(bankId) });

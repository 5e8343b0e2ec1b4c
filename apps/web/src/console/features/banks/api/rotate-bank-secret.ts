import { useMutation } from '@tanstack/react-query';
import { consoleCall } from '../../../lib/console-api.ts';

/**
 * POST /api/console/banks/:bankId/delivery/secret: a new secret, answered this once; the old one
 * keeps signing beside it, and is accepted, for 24 hours.
 */
export const rotateBankSecret = (bankId: number) =>
  consoleCall('rotateBankSecret', { params: { bankId } });

export const useRotateBankSecret = (bankId: number) =>
  useMutation({ mutationFn: () => rotateBankSecret(bankId) });

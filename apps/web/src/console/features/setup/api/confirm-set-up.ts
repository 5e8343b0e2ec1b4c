import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ConfirmSetUpRequestSchema } from '@mizan/contracts/console';
import { consoleCall } from '../../../lib/console-api.ts';

export type ConfirmSetUpBody = z.output<typeof ConfirmSetUpRequestSchema>;

/** POST /api/console/setup/confirm: a code from the authenticator; answers the recovery codes. */
export const confirmSetUp = (body: ConfirmSetUpBody) => consoleCall('confirmSetUp', { body });

export const useConfirmSetUp = () => useMutation({ mutationFn: confirmSetUp });

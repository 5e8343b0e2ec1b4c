import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SetUpRequestSchema } from '@mizan/contracts/console';
import { consoleCall } from '../../../lib/console-api.ts';

export type SetUpBody = z.output<typeof SetUpRequestSchema>;

/** POST /api/console/setup: the password; answers the authenticator's key. */
export const setUpOperator = (body: SetUpBody) => consoleCall('setUpOperator', { body });

export const useSetUpOperator = () => useMutation({ mutationFn: setUpOperator });

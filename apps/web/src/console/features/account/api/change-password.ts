import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ChangePasswordRequestSchema } from '@mizan/contracts/console';
import { consoleCall } from '../../../lib/console-api.ts';

export type ChangePasswordBody = z.output<typeof ChangePasswordRequestSchema>;

/** POST /api/console/me/password: a new password; the operator's other sessions end. */
export const changePassword = (body: ChangePasswordBody) => consoleCall('changePassword', { body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

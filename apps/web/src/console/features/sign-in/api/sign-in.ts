import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignInRequestSchema } from '@mizan/contracts/console';
import { consoleCall } from '../../../lib/console-api.ts';

export type SignInBody = z.output<typeof SignInRequestSchema>;

/** POST /api/console/sessions: a new session (the cookie) and its CSRF token. */
export const signIn = (body: SignInBody) => consoleCall('signIn', { body });

export const useSignIn = () => useMutation({ mutationFn: signIn });

import { useMutation } from '@tanstack/react-query';
import { consoleCall } from '../lib/console-api.ts';
import { useSetSession } from '../lib/session.ts';

/**
 * DELETE /api/console/sessions/current (this session) or /api/console/sessions (every session
 * of the operator). The page forgets the session even if the call fails: the cookie may still be
 * good then, and the next call will say so.
 */
export function useSignOut() {
  const setSession = useSetSession();
  return useMutation({
    mutationFn: (everywhere: boolean) =>
      consoleCall(everywhere ? 'signOutEverywhere' : 'signOut', {}),
    onSettled: () => setSession(null),
  });
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { mayCall, type OperatorRole, type SessionAnswerSchema } from '@mizan/contracts/console';
import { consoleEndpoints, type ConsoleEndpointName } from '@mizan/contracts/console';
import { consoleCall, ConsoleApiError, setCsrfToken } from './console-api.ts';
import { consoleQueryKey } from './query-keys.ts';

export type Session = z.output<typeof SessionAnswerSchema>;

export const SESSION_KEY = consoleQueryKey('session');

/** The signed-in operator, or null when nobody is (GET /api/console/me answered 401). */
export async function fetchSession(signal?: AbortSignal): Promise<Session | null> {
  try {
    const session = await consoleCall('getMe', {}, signal);
    setCsrfToken(session.csrfToken);
    return session;
  } catch (error) {
    if (error instanceof ConsoleApiError && error.status === 401) {
      setCsrfToken(undefined);
      return null;
    }
    throw error;
  }
}

export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: Infinity,
  });
}

/** Stores a session just begun (the sign-in answer), or ends it in the page (null). */
export function useSetSession() {
  const queryClient = useQueryClient();
  return (session: Session | null) => {
    setCsrfToken(session?.csrfToken);
    if (session === null) {
      // Nothing of the operator's data stays in the page after sign-out.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[1] !== SESSION_KEY[1] });
    }
    queryClient.setQueryData(SESSION_KEY, session);
  };
}

/** Whether an operator of `role` may make the call: the route table's answer, for the UI only. */
export const roleMayCall = (role: OperatorRole, name: ConsoleEndpointName) =>
  mayCall(consoleEndpoints[name].roles, role);

/**
 * Whether the last session ended on its own (a call answered 401: idle or absolute time-out, or
 * signed out from another device), so that sign-in can say why the operator is back there.
 */
let ended = false;
export const markSessionEnded = () => void (ended = true);
export const sessionEnded = () => ended;
export const forgetSessionEnded = () => void (ended = false);

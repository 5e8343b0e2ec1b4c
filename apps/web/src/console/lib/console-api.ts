import type { z } from 'zod';
import {
  ANYONE,
  BACKGROUND_ACTIVITY,
  CONSOLE_ACTIVITY_HEADER,
  consoleEndpoints,
  type ConsoleEndpoint,
  type ConsoleEndpointName,
  type ConsoleRoutes,
} from '@mizan/contracts/console';
import { callUrl, type AddressParts, type ProblemDetails } from '@mizan/contracts';
import { sendCall, type CallFailures, type CallRequest } from '../../lib/api-core.ts';

// The console's one way to the API: every call goes through the console route table
// (`@mizan/contracts/console`) by its name, so a path, a method or a role is written once.

type Route<N extends ConsoleEndpointName> = ConsoleRoutes[N];
type Part<N extends ConsoleEndpointName, K extends 'params' | 'query' | 'body'> =
  Route<N> extends { [P in K]: infer S extends z.ZodType } ? z.input<S> : undefined;

/** What a caller gives: the path parameters, the query and the body the call takes. */
export type ConsoleInput<N extends ConsoleEndpointName> = {
  params?: Part<N, 'params'>;
  query?: Part<N, 'query'>;
  body?: Part<N, 'body'>;
};

/** What a call answers on success (nothing for a 204): the wire's form, as the server encodes it. */
export type ConsoleAnswer<N extends ConsoleEndpointName> = Route<N>['success'] extends {
  schema: infer S extends z.ZodType;
}
  ? z.input<S>
  : undefined;

/** A call that did not succeed: its status (undefined: no answer came) and problem details. */
export class ConsoleApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly problem: ProblemDetails | undefined,
    /** Seconds to wait, from Retry-After (429). */
    readonly retryAfter: number | undefined,
  ) {
    super(problem?.detail ?? (status === undefined ? 'no answer' : `answered ${status}`));
    this.name = 'ConsoleApiError';
  }
}

/**
 * The session's CSRF token (from the sign-in answer or GET /api/console/me), sent in
 * X-CSRF-Token with every state-changing call. Held in memory only: never in storage a script of
 * another page could read.
 */
let csrfToken: string | undefined;
export const setCsrfToken = (token: string | undefined) => void (csrfToken = token);

/** Called when a signed-in call answers 401: the session has ended (idle, signed out elsewhere). */
let onSignedOut: () => void = () => {};
export const whenSignedOut = (listener: () => void) => void (onSignedOut = listener);

/** The call's path with its parameters filled in (each one encoded), then its query. */
export const consoleUrl = <N extends ConsoleEndpointName>(
  name: N,
  input: Pick<ConsoleInput<N>, 'params' | 'query'> = {},
): string => callUrl(name, consoleEndpoints[name].path, input as AddressParts);

/**
 * Who a read is for: the operator (the default), or 'background' for polling, which the server
 * does not count as use of the session, so an unattended console still times out.
 */
export type ConsoleActivity = 'operator' | 'background';

/** Makes the console call `name` and gives its answer; a problem becomes a ConsoleApiError. */
export async function consoleCall<N extends ConsoleEndpointName>(
  name: N,
  input: ConsoleInput<N> = {},
  signal?: AbortSignal,
  activity: ConsoleActivity = 'operator',
): Promise<ConsoleAnswer<N>> {
  const headers: Record<string, string> = {};
  if (input.body !== undefined) headers['content-type'] = 'application/json';
  if (activity === 'background') headers[CONSOLE_ACTIVITY_HEADER] = BACKGROUND_ACTIVITY;
  return send(
    name,
    consoleUrl(name, input),
    headers,
    input.body === undefined ? undefined : JSON.stringify(input.body),
    signal,
  );
}

/** Makes the console call `name` with a multipart body (an upload: POST /api/console/images). */
export const consoleFormCall = <N extends ConsoleEndpointName>(
  name: N,
  form: FormData,
  signal?: AbortSignal,
): Promise<ConsoleAnswer<N>> => send(name, consoleUrl(name), {}, form, signal);

/** How a console call fails: a ConsoleApiError; a 401 also ends the console's session. */
const consoleFailures = (endpoint: ConsoleEndpoint): CallFailures => ({
  noResponse: () => new ConsoleApiError(undefined, undefined, undefined),
  problem: (response, problem) => {
    if (response.status === 401 && endpoint.roles !== ANYONE) onSignedOut();
    const retryAfter = Number(response.headers.get('retry-after'));
    return new ConsoleApiError(
      response.status,
      problem,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
    );
  },
});

async function send<N extends ConsoleEndpointName>(
  name: N,
  url: string,
  extraHeaders: Record<string, string>,
  body: string | FormData | undefined,
  signal: AbortSignal | undefined,
): Promise<ConsoleAnswer<N>> {
  const endpoint = consoleEndpoints[name];
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  // Set-up and sign-in come before any session: they are the only changes without the token.
  if (endpoint.changes && endpoint.roles !== ANYONE && csrfToken) {
    headers['x-csrf-token'] = csrfToken;
  }
  const request: CallRequest = {
    url,
    init: {
      method: endpoint.method,
      headers,
      credentials: 'same-origin',
      ...(body !== undefined && { body }),
      ...(signal && { signal }),
    },
    checkAnswer: import.meta.env.DEV
      ? async (status, answer) =>
          (await import('./check-console-answer.ts')).checkConsoleAnswer(name, status, answer)
      : undefined,
  };
  return (await sendCall(request, consoleFailures(endpoint))) as ConsoleAnswer<N>;
}

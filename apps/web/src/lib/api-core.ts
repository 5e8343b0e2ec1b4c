import type { ProblemDetails } from '@mizan/contracts';

// The one core of the web's two API clients, the public site's (api-client.ts) and the
// console's (console/lib/console-api.ts): each builds its request from its own route table and
// headers and says how a failure reaches its callers; sending, reading the answer, checking it
// against the contract in development and recognising problem details happen here only.

/** A structural check, so that the first page load does not carry the schema library. */
export function isProblemDetails(body: unknown): body is ProblemDetails {
  const candidate = body as Partial<ProblemDetails> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.title === 'string' &&
    typeof candidate.detail === 'string'
  );
}

/** A request a client has built: where, how, and how its answer is checked in development. */
export interface CallRequest {
  url: string;
  init: RequestInit;
  /**
   * Development and tests: checks the answer against the call's route (a lazily loaded module,
   * so that production pages do not carry the schemas); undefined in production.
   */
  checkAnswer: ((status: number, body: unknown) => Promise<void>) | undefined;
}

/** How a call that did not succeed reaches the client's callers: each client has its error. */
export interface CallFailures {
  /** No answer came (the network, a server that is down). */
  noResponse: () => Error;
  /** The server answered with an error status; its problem details when it sent them. */
  problem: (response: Response, problem: ProblemDetails | undefined) => Error;
}

/**
 * Sends the request and gives the answer's JSON body (undefined for a 204 or a body that is not
 * JSON). An abort is passed on as it is: the caller asked for it.
 */
export async function sendCall(request: CallRequest, failures: CallFailures): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(request.url, request.init);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw failures.noResponse();
  }
  const body: unknown =
    response.status === 204 ? undefined : await response.json().catch(() => undefined);
  await request.checkAnswer?.(response.status, body);
  if (!response.ok) throw failures.problem(response, isProblemDetails(body) ? body : undefined);
  return body;
}

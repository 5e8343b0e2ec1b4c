import {
  apiUrl,
  type AddressParts,
  COUNTRY_HEADER,
  countryHeaderValue,
  endpoints,
  type ApiAnswer,
  type ApiInput,
  type Country,
  type JsonEndpointName,
  type Language,
  type ProblemDetails,
} from '@mizan/contracts';
import { sendCall, type CallFailures, type CallRequest } from './api-core.ts';

/**
 * What every call is given besides its own input: who asks (the country), in which language (the
 * page's), and until when.
 */
export interface ApiContext {
  /**
   * The visitor's country, sent as X-Country-Key (SPEC section 7). Required (undefined while it
   * is not known yet) so that no call can forget it: the answers differ per country.
   */
  country: Country | undefined;
  /**
   * The page's language, sent as Accept-Language: the server answers every catalogue text and
   * problem detail in it. Required for the same reason as the country.
   */
  language: Language;
  signal?: AbortSignal | undefined;
}

/**
 * How a call failed (SPEC section 8): the server answered with a problem, no answer came, or the
 * request could not even be made.
 */
export type ApiFailure = 'answer' | 'no-response' | 'setup';

/** A call that did not succeed: why, and the problem details when the server sent them. */
export class ApiError extends Error {
  constructor(
    readonly failure: ApiFailure,
    readonly status: number | undefined,
    readonly problem: ProblemDetails | undefined,
  ) {
    super(problem?.detail ?? (status === undefined ? failure : `answered ${status}`));
    this.name = 'ApiError';
  }
}

/** The call's input, which may be left out when the call takes none. */
type InputArgument<N extends JsonEndpointName> =
  object extends ApiInput<N> ? [input?: ApiInput<N>] : [input: ApiInput<N>];

function requestFor<N extends JsonEndpointName>(
  name: N,
  context: ApiContext,
  input: ApiInput<N> | undefined,
): CallRequest {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': context.language,
  };
  const country = countryHeaderValue(context.country);
  if (country) headers[COUNTRY_HEADER] = country;
  const { params, query, body } = (input ?? {}) as AddressParts & { body?: unknown };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return {
    url: apiUrl(name, { params, query }),
    init: {
      method: endpoints[name].method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(context.signal && { signal: context.signal }),
    },
    checkAnswer: import.meta.env.DEV
      ? async (status, answer) =>
          (await import('./check-answer.ts')).checkApiAnswer(name, status, answer)
      : undefined,
  };
}

/** How a public call fails: an ApiError, which the pages turn into their messages. */
const API_FAILURES: CallFailures = {
  noResponse: () => new ApiError('no-response', undefined, undefined),
  problem: (response, problem) => new ApiError('answer', response.status, problem),
};

/**
 * Makes the call `name` of the route table (contracts' api/routes.ts) with the country and
 * language headers, and gives its answer; a problem becomes an ApiError. In development and tests
 * every answer is checked against the call's schemas (production skips it: the schemas would be
 * bytes every visitor loads).
 */
export async function callApi<N extends JsonEndpointName>(
  name: N,
  context: ApiContext,
  ...[input]: InputArgument<N>
): Promise<ApiAnswer<N>> {
  let request: CallRequest;
  try {
    request = requestFor(name, context, input);
  } catch {
    throw new ApiError('setup', undefined, undefined);
  }
  return (await sendCall(request, API_FAILURES)) as ApiAnswer<N>;
}

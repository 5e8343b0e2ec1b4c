import {
  apiUrl,
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

/** A structural check, so that the first page load does not carry the schema library. */
function isProblemDetails(body: unknown): body is ProblemDetails {
  const candidate = body as Partial<ProblemDetails> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.title === 'string' &&
    typeof candidate.detail === 'string'
  );
}

/** The call's input, which may be left out when the call takes none. */
type InputArgument<N extends JsonEndpointName> =
  object extends ApiInput<N> ? [input?: ApiInput<N>] : [input: ApiInput<N>];

function requestFor<N extends JsonEndpointName>(
  name: N,
  context: ApiContext,
  input: ApiInput<N> | undefined,
): [string, RequestInit] {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': context.language,
  };
  const country = countryHeaderValue(context.country);
  if (country) headers[COUNTRY_HEADER] = country;
  const { params, query, body } = (input ?? {}) as {
    params?: never;
    query?: never;
    body?: unknown;
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return [
    apiUrl(name, { params, query }),
    {
      method: endpoints[name].method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      ...(context.signal && { signal: context.signal }),
    },
  ];
}

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
  let request: [string, RequestInit];
  try {
    request = requestFor(name, context, input);
  } catch {
    throw new ApiError('setup', undefined, undefined);
  }
  let response: Response;
  try {
    response = await fetch(...request);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('no-response', undefined, undefined);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (import.meta.env.DEV) {
    const { checkAnswer } = await import('./check-answer.ts');
    checkAnswer(name, response.status, body);
  }
  if (!response.ok) {
    throw new ApiError('answer', response.status, isProblemDetails(body) ? body : undefined);
  }
  return body as ApiAnswer<N>;
}

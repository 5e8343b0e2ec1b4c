import {
  COUNTRY_HEADER,
  countryHeaderValue,
  type Country,
  type Language,
  type ProblemDetails,
} from '@mizan/contracts';

/** An answer from the API that was not a success: the problem details, or what went wrong. */
export class ApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly problem: ProblemDetails | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** SPEC section 8: 'Server error: {status}', 'No response from server', 'Request setup error'. */
  get summary(): string {
    if (this.status !== undefined) return `Server error: ${this.status}`;
    return this.message;
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

export interface RequestOptions {
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
  method?: 'GET' | 'POST' | 'PUT';
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** JSON over fetch, with the country and language headers; problem details become ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': options.language,
  };
  const country = countryHeaderValue(options.country);
  if (country) headers[COUNTRY_HEADER] = country;
  let init: RequestInit;
  try {
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    init = {
      method: options.method ?? 'GET',
      headers,
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
      ...(options.signal && { signal: options.signal }),
    };
  } catch {
    throw new ApiError(undefined, undefined, 'Request setup error');
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(undefined, undefined, 'No response from server');
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const problem = isProblemDetails(body) ? body : undefined;
    throw new ApiError(
      response.status,
      problem,
      problem?.detail ?? `Server error: ${response.status}`,
    );
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import {
  apiUrl,
  endpoints,
  type ApiAnswer,
  type ApiInput,
  type JsonEndpointName,
  type PathParams,
  type QueryParams,
} from '@mizan/contracts';

// The visitors' HTTP client. undici's own request API, not fetch: at several hundred calls a
// second the load generator shares the machine's two CPUs with the server, and fetch costs it
// several times more per call.

/** A call failing after this long counts as an error (a visitor would have given up). */
const CALL_TIMEOUT_MS = 10_000;

/**
 * Sends one call of the route table (contracts' api/routes.ts) as the visitor and returns its
 * JSON answer; throws on any non-2xx. The input may be left out when the call takes none.
 */
export type Api = <N extends JsonEndpointName>(
  name: N,
  ...[input]: object extends ApiInput<N> ? [input?: ApiInput<N>] : [input: ApiInput<N>]
) => Promise<ApiAnswer<N>>;

/** Where each call's latency and outcome go; `error` is set when it failed. */
export type CallRecorder = (label: string, ms: number, error?: string) => void;

export class CallFailed extends Error {}

export function apiPool(base: string): Pool {
  // Connections open as calls need them, as many browsers would: a pool that made calls wait
  // for a free connection would add the generator's queue to the server's latency.
  return new Pool(base, { connections: 512, keepAliveTimeout: 30_000 });
}

/** Each visitor comes from their own address (the server runs with TRUST_PROXY for the bench). */
let visitors = 0;
export function nextVisitorIp(): string {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
}

/**
 * One visitor's calls, one after the other. Each latency counts from when the call was due: the
 * first from `firstDueAt` (the journey's scheduled start, so that a server that is behind shows
 * in the first call's latency instead of delaying the schedule), every later one from the answer
 * to the one before it.
 */
export function visitorApi(pool: Pool, record: CallRecorder, firstDueAt = performance.now()): Api {
  const ip = nextVisitorIp();
  let dueAt = firstDueAt;
  return async (name, ...[input]) => {
    const { method, path: route } = endpoints[name];
    const { params, query, body } = (input ?? {}) as {
      params?: PathParams;
      query?: QueryParams;
      body?: unknown;
    };
    const path = apiUrl(name, { params, query });
    // The route as the table writes it, e.g. GET /api/applications/public/credit-score/:applicationId
    const label = `${method} ${route}`;
    try {
      const response = await pool.request({
        method,
        path,
        headers: {
          'x-country-key': 'AE',
          'x-forwarded-for': ip,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        headersTimeout: CALL_TIMEOUT_MS,
        bodyTimeout: CALL_TIMEOUT_MS,
      });
      const text = await response.body.text();
      if (response.statusCode < 200 || response.statusCode >= 300) {
        throw new CallFailed(`${response.statusCode} ${text.slice(0, 160)}`);
      }
      const answered = performance.now();
      record(label, answered - dueAt);
      dueAt = answered;
      return JSON.parse(text);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      record(label, performance.now() - dueAt, message);
      throw error instanceof CallFailed ? error : new CallFailed(message);
    }
  };
}

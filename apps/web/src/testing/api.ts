import { http } from 'msw';
import { setupServer } from 'msw/node';

// The component tests' API: MSW answers fetch at the network layer (setup.ts starts it), so the
// app's real client (headers, JSON, problem details) runs as it does in the browser.

export const server = setupServer();

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** An RFC 9457 problem, as every API error is. */
export function problem(
  status: number,
  title: string,
  detail: string,
  errors?: { field: string; message: string }[],
): Response {
  return json({ title, detail, status, ...(errors && { errors }) }, status);
}

export interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The X-Country-Key header as sent (undefined when there was none). */
  country: string | undefined;
  /** The Accept-Language header as sent. */
  language: string | undefined;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;
/** A handler, or a JSON body answered with 200. */
export type Route = Handler | string | number | boolean | null | object;

/** The same promise for ever: a call that is still running. */
export const pending = (): Handler => () => new Promise<Response>(() => {});

/** No answer at all, as when the network is down. */
export const networkDown = (): Handler => () => Response.error();

/**
 * The API answering `'METHOD /path'` (query ignored) from `routes`; anything else is a 404 so
 * that an unexpected call shows up. Every call is recorded.
 */
export function stubApi(routes: Record<string, Route>) {
  const log: ApiCall[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const text = await request.text();
      const call: ApiCall = {
        method: request.method,
        path: url.pathname,
        query: url.searchParams,
        body: text ? (JSON.parse(text) as unknown) : undefined,
        country: request.headers.get('x-country-key') ?? undefined,
        language: request.headers.get('accept-language') ?? undefined,
      };
      log.push(call);
      const route = routes[`${call.method} ${call.path}`];
      if (route === undefined) {
        return problem(404, 'Not stubbed', `${call.method} ${url.pathname}${url.search}`);
      }
      return typeof route === 'function' ? (route as Handler)(call) : json(route);
    }),
  );
  return {
    log,
    /** The calls made to one route, oldest first. */
    calls: (method: string, path: string) =>
      log.filter((call) => call.method === method && call.path === path),
  };
}

// The API helpers (api.ts) call `app.inject`; a server running in another process is reached the
// same way through this stand-in, which sends each call over real HTTP. Only `inject` is there:
// the helpers use nothing else of the app.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';

export function overHttp(baseUrl: string): App {
  const inject = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await fetch(new URL(String(options.url), baseUrl), {
      method: options.method ?? 'GET',
      headers: options.headers as Record<string, string>,
      ...(options.payload === undefined ? {} : { body: options.payload as string }),
    });
    const body = await response.text();
    const headers: Record<string, string | string[]> = Object.fromEntries(response.headers);
    const setCookie = response.headers.getSetCookie();
    if (setCookie.length > 0) headers['set-cookie'] = setCookie;
    return {
      statusCode: response.status,
      headers,
      body,
      json: () => JSON.parse(body),
    } as unknown as LightMyRequestResponse;
  };
  return { inject } as unknown as App;
}

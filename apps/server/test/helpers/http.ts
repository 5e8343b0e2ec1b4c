// Calls to an app over real HTTP on 127.0.0.1, as a browser or a load balancer makes them, timed.
import type { App } from '../../src/app.ts';
import type { Country } from './api.ts';
import type { Answer } from './unavailable.ts';

export interface TimedAnswer extends Answer {
  /** From sending the request to the end of the answer. */
  ms: number;
}

/** Starts `app` on a free port of 127.0.0.1; answers its base URL. */
export async function listenOnLoopback(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('the app is not listening');
  return `http://127.0.0.1:${address.port}`;
}

export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { country?: Country; payload?: unknown } = {},
): Promise<TimedAnswer> {
  const headers: Record<string, string> = {
    'x-country-key': (options.country ?? 'ae').toUpperCase(),
  };
  if (options.payload !== undefined) headers['content-type'] = 'application/json';
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    ...(options.payload !== undefined && { body: JSON.stringify(options.payload) }),
  });
  const body = await response.text();
  return {
    statusCode: response.status,
    headers: Object.fromEntries(response.headers),
    body,
    ms: performance.now() - started,
  };
}

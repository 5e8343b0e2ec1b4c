// Helpers for the catalogue editor's tests (issue 23): the six calls of a kind, made by an
// operator with a session, and a wait for the catalogue's reload (it happens in the background).
import { vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app.ts';
import type { Json } from './api.ts';
import { consoleCall, type ConsoleCallOptions, type TestSession } from './console.ts';

export type KindPath =
  'products' | 'banks' | 'feature-groups' | 'features' | 'questions' | 'banners' | 'promo-codes';

/** A catalogue change reaches the snapshot in the background: asks until `check` passes. */
export const eventually = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: 5_000, interval: 50 });

type Options = Pick<ConsoleCallOptions, 'csrf'>;

/** The calls of one kind, as `session`'s operator makes them. */
export function catalogueCalls(app: App, session: TestSession, kind: KindPath) {
  const base = `/api/console/${kind}`;
  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    options: Options = {},
  ): Promise<LightMyRequestResponse> =>
    consoleCall(app, method, url, { session, payload, ...options });
  const at = (id: number | string) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    list: (query: Record<string, string | number | boolean> = {}) =>
      call(
        'GET',
        `${base}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
      ),
    get: (id: number | string) => call('GET', at(id)),
    add: (input: unknown, options?: Options) => call('POST', base, input, options),
    save: (id: number | string, item: unknown, options?: Options) =>
      call('PUT', at(id), item, options),
    history: (id: number | string) => call('GET', `${at(id)}/history`),
    restore: (id: number | string, body: unknown, options?: Options) =>
      call('POST', `${at(id)}/restore`, body, options),
  };
}

/** The parsed body of a call that must answer `status`. */
export function answer(response: LightMyRequestResponse, status = 200): Json {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.json();
}

/** A new item made from an existing one: everything but its id and version. */
export const inputFrom = ({ id: _id, version: _version, ...input }: Json, changes: Json = {}) => ({
  ...input,
  ...changes,
});

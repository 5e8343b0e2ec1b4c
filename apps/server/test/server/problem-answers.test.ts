// Every answer, whatever fails and wherever, is problem details with the API's security headers
// and repeats none of the caller's raw input. Real HTTP on a listening server: these requests
// fail in Fastify's router or in Node's HTTP parser, which inject() never reaches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { API_HEADERS } from '../../src/plugins/security.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { exchange, listen, parseResponses, rawGet, type RawResponse } from './raw-http.ts';

/** Right-to-left override and an ANSI escape, percent-encoded, as an attacker sends them. */
const NASTY = '%E2%80%AE%1B%5B31mgpj.exe%07';
const NASTY_DECODED = ['\u202e', '\u001b', '\u0007', 'gpj.exe'];

function expectProblemAnswer(response: RawResponse, status: number, raw: string[]) {
  expect(response.status, response.body).toBe(status);
  expect(response.headers['content-type']).toBe('application/problem+json; charset=utf-8');
  for (const [name, value] of Object.entries(API_HEADERS)) {
    expect(response.headers[name], name).toBe(value);
  }
  const body = JSON.parse(response.body);
  expect(body).toEqual({ title: expect.any(String), detail: expect.any(String), status });
  for (const input of raw) expect(response.body).not.toContain(input);
}

describe('answers that fail outside any route', () => {
  let app: App;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp('pglite');
    port = await listen(app);
  });
  afterAll(() => app.close());

  it('gives a normal API answer the same security headers', async () => {
    const [normal] = await rawGet(port, '/api/banners/public');
    expect(normal!.status).toBe(200);
    for (const [name, value] of Object.entries(API_HEADERS)) {
      expect(normal!.headers[name], name).toBe(value);
    }
  });

  it('refuses a path with a bad percent-encoding with 400', async () => {
    const [bare] = await rawGet(port, '/api/applications/public/%');
    expectProblemAnswer(bare!, 400, ["'%'"]);
    const [nasty] = await rawGet(port, `/api/applications/public/${NASTY}%zz`);
    expectProblemAnswer(nasty!, 400, [NASTY, ...NASTY_DECODED, '%zz']);
  });

  it('refuses a path parameter over 100 characters with 414, without repeating it', async () => {
    const parameter = `${'a'.repeat(120)}${NASTY}`;
    const [response] = await rawGet(port, `/api/applications/public/${parameter}`);
    expectProblemAnswer(response!, 414, [parameter, 'a'.repeat(40), ...NASTY_DECODED]);
  });

  it('refuses raw control characters in the request line with 400', async () => {
    const target = Buffer.concat([
      Buffer.from('/api/applications/public/'),
      Buffer.from([0x07, 0x1b]),
      Buffer.from('gpj.exe'),
    ]);
    const responses = await rawGet(port, target);
    expect(responses).toHaveLength(1);
    expectProblemAnswer(responses[0]!, 400, NASTY_DECODED);
  });

  it('answers a body longer than its Content-Length with problem details only', async () => {
    const extra = `garbage ${decodeURIComponent(NASTY)} more garbage`;
    const request =
      'POST /api/customer-profiles/public HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
      'Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}' +
      extra;
    const responses = parseResponses(await exchange(port, request));
    // The server may answer the first request (a 400: an empty profile) before it reads the
    // extra bytes as a second, malformed one; either way, no answer leaves our error handling.
    expect(responses.length).toBeGreaterThan(0);
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 400));
    for (const response of responses) expectProblemAnswer(response, 400, [extra, 'garbage']);
    expect(responses.map((r) => JSON.parse(r.body).detail).join(' ')).not.toContain('Client Error');
  });

  it('does not repeat an unknown path in its 404', async () => {
    const [response] = await rawGet(port, `/api/nowhere/${NASTY}`);
    expectProblemAnswer(response!, 404, ['nowhere', NASTY, ...NASTY_DECODED]);
  });
});

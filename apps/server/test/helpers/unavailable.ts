// What a caller meets while the database cannot serve: 503 problem details with Retry-After
// (the same call will work later), never a 500.
import { expect } from 'vitest';
import { API_HEADERS } from '../../src/plugins/security.ts';

/** An answer from app.inject or from a real HTTP call (see http.ts). */
export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export function expectUnavailable(response: Answer) {
  expect(response.statusCode, response.body).toBe(503);
  expect(response.headers['retry-after']).toMatch(/^\d+$/);
  expect(response.headers['content-type']).toContain('application/problem+json');
  for (const [name, value] of Object.entries(API_HEADERS)) {
    expect(response.headers[name], name).toBe(value);
  }
  expect(JSON.parse(response.body)).toEqual({
    title: 'Service unavailable',
    detail: expect.any(String),
    status: 503,
  });
}

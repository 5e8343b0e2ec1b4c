import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ContractBreach } from '../../lib/check-answer.ts';
import { json, problem, server } from '../../testing/api.ts';
import { ConsoleApiError, consoleCall, consoleUrl } from './console-api.ts';

describe('the console client', () => {
  it("fills the path's parameters, each encoded, then the query", () => {
    expect(consoleUrl('getSupportRequest', { params: { supportRequestId: 'a b/c' } })).toBe(
      '/api/console/support-requests/a%20b%2Fc',
    );
    expect(consoleUrl('listAudit', { query: { page: 2, action: undefined } })).toBe(
      '/api/console/audit?page=2',
    );
  });

  it('gives the answer its contract allows', async () => {
    server.use(http.get('/api/console/operators', () => json({ items: [] })));
    expect(await consoleCall('listOperators')).toEqual({ items: [] });
  });

  it('refuses, in development and tests, an answer its contract does not allow', async () => {
    server.use(http.get('/api/console/operators', () => json({ operators: [] })));
    const error = await consoleCall('listOperators').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractBreach);
    expect((error as Error).message).toMatch(/listOperators answered 200/);
  });

  it('takes a 204 with no body', async () => {
    server.use(
      http.delete('/api/console/sessions/current', () => new Response(null, { status: 204 })),
    );
    expect(await consoleCall('signOut')).toBeUndefined();
  });

  it('turns a refusal into a ConsoleApiError with its problem details and Retry-After', async () => {
    server.use(
      http.get('/api/console/operators', () => {
        const answer = problem(429, 'Too many requests', 'Try again in a minute.');
        answer.headers.set('retry-after', '60');
        return answer;
      }),
    );
    const error = await consoleCall('listOperators').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect(error).toMatchObject({
      status: 429,
      retryAfter: 60,
      problem: { title: 'Too many requests', detail: 'Try again in a minute.' },
    });
  });

  it('says no answer came when the network fails', async () => {
    server.use(http.get('/api/console/operators', () => Response.error()));
    const error = await consoleCall('listOperators').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect(error).toMatchObject({ status: undefined, problem: undefined });
  });
});

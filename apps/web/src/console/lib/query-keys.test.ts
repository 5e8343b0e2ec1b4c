import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { consoleQueryKey } from './query-keys.ts';

describe('the console query keys', () => {
  it("start with 'console' and the family, then what the answer depends on", () => {
    expect(consoleQueryKey('data-requests', { page: 2 })).toEqual([
      'console',
      'data-requests',
      { page: 2 },
    ]);
  });

  it("let a change invalidate every page and filter of a family by the family's key", async () => {
    const client = new QueryClient();
    client.setQueryData(consoleQueryKey('data-requests', { page: 1 }), 'first');
    client.setQueryData(consoleQueryKey('data-requests', { page: 2 }), 'second');
    client.setQueryData(consoleQueryKey('bonuses', {}), 'other');
    await client.invalidateQueries({ queryKey: consoleQueryKey('data-requests') });
    const stale = client
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryKey[1], query.isStale()]);
    expect(stale).toEqual([
      ['data-requests', true],
      ['data-requests', true],
      ['bonuses', false],
    ]);
  });
});

import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiPagedQuery, apiQuery, type ApiContext } from './api-query.ts';

describe('query options made from a fetcher', () => {
  it('key the answer by the name, the country and every argument, and ask with that country', async () => {
    const fetcher = vi.fn(async ({ country }: ApiContext, productType: string) => [
      country,
      productType,
    ]);
    const questions = apiQuery('questions', fetcher);
    expect(questions('sa', 'Card').queryKey).toEqual(['questions', 'sa', 'Card']);
    expect(questions('ae', 'Card').queryKey).not.toEqual(questions('sa', 'Card').queryKey);

    const client = new QueryClient();
    await expect(client.fetchQuery(questions('sa', 'Loan'))).resolves.toEqual(['sa', 'Loan']);
    expect(fetcher).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'sa', signal: expect.any(AbortSignal) }),
      'Loan',
    );
  });

  it('keep the pages of a paged list under one key with the country', async () => {
    const fetcher = vi.fn(async ({ country }: ApiContext, page: number, id: string) => ({
      page,
      id,
      country,
    }));
    const pages = apiPagedQuery('card-pages', fetcher, (last) =>
      last.page < 1 ? last.page + 1 : undefined,
    );
    expect(pages('ae', 'app-1').queryKey).toEqual(['card-pages', 'ae', 'app-1']);
    const client = new QueryClient();
    const first = await client.fetchInfiniteQuery(pages('ae', 'app-1'));
    expect(first.pages).toEqual([{ page: 0, id: 'app-1', country: 'ae' }]);
  });
});

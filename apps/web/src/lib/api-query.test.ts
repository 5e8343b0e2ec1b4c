import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { apiPagedQuery, apiQuery, type ApiContext } from './api-query.ts';

describe('query options made from a fetcher', () => {
  it('key the answer by the name, the country, the language and every argument, and ask with them', async () => {
    const fetcher = vi.fn(async ({ country, language }: ApiContext, productType: string) => [
      country,
      language,
      productType,
    ]);
    const questions = apiQuery('questions', fetcher);
    expect(questions('sa', 'ar', 'Card').queryKey).toEqual(['questions', 'sa', 'ar', 'Card']);
    expect(questions('ae', 'en', 'Card').queryKey).not.toEqual(
      questions('sa', 'en', 'Card').queryKey,
    );

    const client = new QueryClient();
    await expect(client.fetchQuery(questions('sa', 'ar', 'Loan'))).resolves.toEqual([
      'sa',
      'ar',
      'Loan',
    ]);
    expect(fetcher).toHaveBeenCalledWith(
      expect.objectContaining({ country: 'sa', language: 'ar', signal: expect.any(AbortSignal) }),
      'Loan',
    );
  });

  it('never serve an answer in one language to a page in the other', async () => {
    const fetcher = vi.fn(async ({ language }: ApiContext) =>
      language === 'ar' ? ['بطاقة'] : ['Card'],
    );
    const banners = apiQuery('banners', fetcher);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    await expect(client.fetchQuery(banners('ae', 'en'))).resolves.toEqual(['Card']);
    await expect(client.fetchQuery(banners('ae', 'ar'))).resolves.toEqual(['بطاقة']);
    await expect(client.fetchQuery(banners('ae', 'en'))).resolves.toEqual(['Card']);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('keep the pages of a paged list under one key with the country and language', async () => {
    const fetcher = vi.fn(async ({ country, language }: ApiContext, page: number, id: string) => ({
      page,
      id,
      country,
      language,
    }));
    const pages = apiPagedQuery('card-pages', fetcher, (last) =>
      last.page < 1 ? last.page + 1 : undefined,
    );
    expect(pages('ae', 'ar', 'app-1').queryKey).toEqual(['card-pages', 'ae', 'ar', 'app-1']);
    const client = new QueryClient();
    const first = await client.fetchInfiniteQuery(pages('ae', 'ar', 'app-1'));
    expect(first.pages).toEqual([{ page: 0, id: 'app-1', country: 'ae', language: 'ar' }]);
  });
});

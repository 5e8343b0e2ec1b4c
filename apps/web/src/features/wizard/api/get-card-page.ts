import { infiniteQueryOptions } from '@tanstack/react-query';
import { CARDS_PAGE_SIZE, type CardPage } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getCardPage(applicationId: string, page: number, featureIds: number[]) {
  const query = new URLSearchParams({
    page: String(page),
    size: String(CARDS_PAGE_SIZE),
    preferences: featureIds.join(','),
  });
  return apiRequest<CardPage>(`/api/recommendations/public/${applicationId}/filter?${query}`);
}

/** The recommended cards, a page of 10 at a time (SPEC section 4, View More). */
export const cardPagesQuery = (applicationId: string, featureIds: number[]) =>
  infiniteQueryOptions({
    queryKey: ['card-pages', applicationId, featureIds] as const,
    queryFn: ({ pageParam }) => getCardPage(applicationId, pageParam, featureIds),
    initialPageParam: 0,
    // After the last page there is nothing to ask for.
    getNextPageParam: (page: CardPage) => (page.last || page.empty ? undefined : page.number + 1),
    staleTime: 5 * 60_000,
  });

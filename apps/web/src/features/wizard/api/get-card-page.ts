import { infiniteQueryOptions } from '@tanstack/react-query';
import { CARDS_PAGE_SIZE, type CardPage, type Country, type Language } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiPagedQuery, type ApiContext } from '../../../lib/api-query.ts';

export function getCardPage(
  context: ApiContext,
  page: number,
  applicationId: string,
  featureIds: number[],
) {
  const query = new URLSearchParams({
    page: String(page),
    size: String(CARDS_PAGE_SIZE),
    preferences: featureIds.join(','),
  });
  return apiRequest<CardPage>(
    `/api/recommendations/public/${applicationId}/filter?${query}`,
    context,
  );
}

// After the last page there is nothing to ask for.
const cardPages = apiPagedQuery('card-pages', getCardPage, (page) =>
  page.last || page.empty ? undefined : page.number + 1,
);

/** The recommended cards, a page of 10 at a time (SPEC section 4, View More). */
export const cardPagesQuery = (
  country: Country | undefined,
  language: Language,
  applicationId: string,
  featureIds: number[],
) =>
  infiniteQueryOptions({
    ...cardPages(country, language, applicationId, featureIds),
    staleTime: 5 * 60_000,
  });

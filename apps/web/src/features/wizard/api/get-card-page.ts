import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  CARD_FILTERS,
  CARDS_PAGE_SIZE,
  SPEND_CATEGORIES,
  type CardFilters,
  type CardOrder,
  type CardPage,
  type Country,
  type Language,
  type Spend,
} from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiPagedQuery, type ApiContext } from '../../../lib/api-query.ts';

/** How the visitor looks at the card list (issue 14): its filters, its order, their spend. */
export interface CardListView {
  filters: CardFilters;
  order: CardOrder;
  /** Typical monthly spend per category; empty when none was given. */
  spend: Spend;
}

/** SPEC's list: every matching card, best match first, no spend. */
export const DEFAULT_CARD_LIST_VIEW: CardListView = { filters: {}, order: 'match', spend: {} };

/**
 * The view with nothing that does not change the answer: filters that are off and categories
 * without spend are dropped, so that two equal views share one cache entry (the first page step 3
 * fetched is the default view's).
 */
export function canonicalCardListView(view: CardListView): CardListView {
  return {
    filters: Object.fromEntries(CARD_FILTERS.filter((f) => view.filters[f]).map((f) => [f, true])),
    order: view.order,
    spend: Object.fromEntries(
      SPEND_CATEGORIES.flatMap((c) => {
        const amount = view.spend[c];
        return amount !== undefined && amount > 0 ? [[c, amount]] : [];
      }),
    ),
  };
}

export const isDefaultCardListView = (view: CardListView) =>
  JSON.stringify(canonicalCardListView(view)) === JSON.stringify(DEFAULT_CARD_LIST_VIEW);

/** The spend as query parameters (?groceries=1500&dining=800): the list's and the comparison's. */
export function appendSpend(query: URLSearchParams, spend: Spend) {
  for (const category of SPEND_CATEGORIES) {
    const amount = spend[category];
    if (amount !== undefined && amount > 0) query.set(category, String(amount));
  }
}

export function getCardPage(
  context: ApiContext,
  page: number,
  applicationId: string,
  featureIds: number[],
  view: CardListView,
) {
  const query = new URLSearchParams({
    page: String(page),
    size: String(CARDS_PAGE_SIZE),
    preferences: featureIds.join(','),
  });
  // Only what differs from SPEC's list is sent: the server's defaults are the same.
  if (view.order !== 'match') query.set('order', view.order);
  for (const filter of CARD_FILTERS) if (view.filters[filter]) query.set(filter, 'true');
  appendSpend(query, view.spend);
  return apiRequest<CardPage>(
    `/api/recommendations/public/${applicationId}/filter?${query}`,
    context,
  );
}

// After the last page there is nothing to ask for.
const cardPages = apiPagedQuery('card-pages', getCardPage, (page) =>
  page.last || page.empty ? undefined : page.number + 1,
);

/**
 * The recommended cards, a page of 10 at a time (SPEC section 4, View More). The view is part of
 * the key, so a changed filter, order or spend starts again at page 0.
 */
export const cardPagesQuery = (
  country: Country | undefined,
  language: Language,
  applicationId: string,
  featureIds: number[],
  view: CardListView = DEFAULT_CARD_LIST_VIEW,
) =>
  infiniteQueryOptions({
    ...cardPages(country, language, applicationId, featureIds, canonicalCardListView(view)),
    staleTime: 5 * 60_000,
  });

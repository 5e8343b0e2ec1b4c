import { infiniteQueryOptions } from '@tanstack/react-query';
import {
  CARD_FILTERS,
  CARDS_PAGE_SIZE,
  SPEND_CATEGORIES,
  type CardFilters,
  type CardOrder,
  type Country,
  type Language,
  type Spend,
  type SpendCategory,
} from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
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

/** The spend as query values (?groceries=1500&dining=800): the list's and the comparison's. */
export const spendQuery = (spend: Spend): Partial<Record<SpendCategory, number>> =>
  Object.fromEntries(
    SPEND_CATEGORIES.flatMap((category) => {
      const amount = spend[category];
      return amount !== undefined && amount > 0 ? [[category, amount]] : [];
    }),
  );

export function getCardPage(
  context: ApiContext,
  page: number,
  applicationId: string,
  featureIds: number[],
  view: CardListView,
) {
  return callApi('getCardPage', context, {
    params: { applicationId },
    query: {
      page,
      size: CARDS_PAGE_SIZE,
      preferences: featureIds,
      // Only what differs from SPEC's list is sent: the server's defaults are the same.
      ...(view.order !== 'match' && { order: view.order }),
      ...Object.fromEntries(CARD_FILTERS.filter((f) => view.filters[f]).map((f) => [f, true])),
      ...spendQuery(view.spend),
    },
  });
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

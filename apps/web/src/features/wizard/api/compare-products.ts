import { queryOptions } from '@tanstack/react-query';
import type { Comparison, Country, Language, Spend } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';
import { appendSpend } from './get-card-page.ts';

/** Two or three products side by side, in the order given; with a spend, their value for it. */
export function compareProducts(context: ApiContext, productIds: number[], spend: Spend) {
  const query = new URLSearchParams({ ids: productIds.join(',') });
  appendSpend(query, spend);
  return apiRequest<Comparison>(`/api/products/public/compare?${query}`, context);
}

const comparison = apiQuery('comparison', compareProducts);

/** The comparison of the cards the visitor chose; published facts change rarely. */
export const comparisonQuery = (
  country: Country | undefined,
  language: Language,
  productIds: number[],
  spend: Spend,
) => queryOptions({ ...comparison(country, language, productIds, spend), staleTime: 5 * 60_000 });

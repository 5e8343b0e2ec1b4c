import { queryOptions } from '@tanstack/react-query';
import type { Country, Language, Spend } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';
import { spendQuery } from './get-card-page.ts';

/** Two or three products side by side, in the order given; with a spend, their value for it. */
export const compareProducts = (context: ApiContext, productIds: number[], spend: Spend) =>
  callApi('compareProducts', context, { query: { ids: productIds, ...spendQuery(spend) } });

const comparison = apiQuery('comparison', compareProducts);

/** The comparison of the cards the visitor chose; published facts change rarely. */
export const comparisonQuery = (
  country: Country | undefined,
  language: Language,
  productIds: number[],
  spend: Spend,
) => queryOptions({ ...comparison(country, language, productIds, spend), staleTime: 5 * 60_000 });

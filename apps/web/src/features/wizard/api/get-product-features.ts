import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country, Feature, Language } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';
import { useLanguage } from '../../../lib/language.ts';

export function getProductFeatures(context: ApiContext) {
  return callApi('getProductFeatures', context);
}

/** SPEC section 2: active Card groups, and within them the active sub-features only. */
export function cardFeatureGroups(features: Feature[]): Feature[] {
  return features
    .filter((group) => group.productType === 'Card' && group.active === 'Y')
    .map((group) => ({
      ...group,
      subFeatures: group.subFeatures.filter((feature) => feature.active === 'Y'),
    }))
    .filter((group) => group.subFeatures.length > 0);
}

const productFeatures = apiQuery('product-features', getProductFeatures);

export const productFeaturesQuery = (country: Country | undefined, language: Language) =>
  queryOptions({
    ...productFeatures(country, language),
    select: cardFeatureGroups,
    staleTime: 10 * 60_000,
  });

/** The card feature groups in the page's language. */
export function useCardFeatureGroups(country: Country | undefined) {
  return useQuery(productFeaturesQuery(country, useLanguage()));
}

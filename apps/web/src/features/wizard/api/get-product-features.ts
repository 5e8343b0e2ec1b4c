import { useQuery } from '@tanstack/react-query';
import type { Country, Feature } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getProductFeatures() {
  return apiRequest<Feature[]>('/api/productFeatures/public');
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

export const productFeaturesQuery = (country: Country | undefined) => ({
  queryKey: ['product-features', country] as const,
  queryFn: getProductFeatures,
  select: cardFeatureGroups,
  staleTime: 10 * 60_000,
});

export const useCardFeatureGroups = (country: Country | undefined) =>
  useQuery(productFeaturesQuery(country));

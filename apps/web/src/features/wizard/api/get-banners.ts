import { useQuery } from '@tanstack/react-query';
import type { Country } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';
import { useLanguage } from '../../../lib/language.ts';

export const getBanners = (context: ApiContext) => callApi('getBanners', context);

const bannersQuery = apiQuery('banners', getBanners);

/** The product step's promotion (SPEC section 2: banner id 2). Failures show nothing. */
export function usePromotionBanner(country: Country | undefined) {
  const language = useLanguage();
  return useQuery({
    ...bannersQuery(country, language),
    select: (banners) => banners.find((banner) => banner.id === 2),
    staleTime: 10 * 60_000,
  });
}

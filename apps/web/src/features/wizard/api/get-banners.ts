import { useQuery } from '@tanstack/react-query';
import type { Banner, Country } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const getBanners = () => apiRequest<Banner[]>('/api/banners/public');

/** The product step's promotion (SPEC section 2: banner id 2). Failures show nothing. */
export function usePromotionBanner(country: Country | undefined) {
  return useQuery({
    queryKey: ['banners', country] as const,
    queryFn: getBanners,
    select: (banners) => banners.find((banner) => banner.id === 2),
    staleTime: 10 * 60_000,
  });
}

import { useQuery } from '@tanstack/react-query';
import type { GeoLookup } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET geoIp2/public: the visitor's country from their IP, lower case, or 'unknown'. */
export function getGeoCountry(signal?: AbortSignal): Promise<GeoLookup> {
  return apiRequest<GeoLookup>('/geoIp2/public', signal ? { signal } : {});
}

export function useGeoCountry({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['geo-country'],
    queryFn: ({ signal }) => getGeoCountry(signal),
    enabled,
    // A guess for one visit: no retries to keep the visitor waiting, no refetching later.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

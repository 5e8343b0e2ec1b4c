import { useQuery } from '@tanstack/react-query';
import type { Country, GeoLookup } from '@mizan/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET geoIp2/public: the visitor's country from their IP, lower case, or 'unknown'. */
export function getGeoCountry(context: ApiContext): Promise<GeoLookup> {
  return apiRequest<GeoLookup>('/geoIp2/public', context);
}

const geoCountryQuery = apiQuery('geo-country', getGeoCountry);

/** Asked only while no country is selected (`selected` undefined), so it is sent without one. */
export function useGeoCountry(selected: Country | undefined) {
  const language = useLanguage();
  return useQuery({
    ...geoCountryQuery(selected, language),
    enabled: selected === undefined,
    // A guess for one visit: no retries to keep the visitor waiting, no refetching later.
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

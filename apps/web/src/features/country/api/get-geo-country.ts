import { useQuery } from '@tanstack/react-query';
import type { Country } from '@mizan/contracts';
import { callApi } from '../../../lib/api-client.ts';
import { apiQuery, type ApiContext } from '../../../lib/api-query.ts';
import { useLanguage } from '../../../lib/language.ts';

/** GET geoIp2/public: the visitor's country from their IP, lower case, or 'unknown'. */
export const getGeoCountry = (context: ApiContext) => callApi('geoCountry', context);

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

import { HEADERLESS_COUNTRY } from '../constants.ts';

export const COUNTRY_HEADER = 'X-Country-Key';

/** SPEC section 7: the upper-cased stored country, only when present and not pk. */
export function countryHeaderValue(country: string | null | undefined): string | undefined {
  if (!country || country.toLowerCase() === HEADERLESS_COUNTRY) return undefined;
  return country.toUpperCase();
}

import { useEffect } from 'react';
import { DEFAULT_COUNTRY, type Country } from '@mizan/contracts';
import {
  getSelectedCountry,
  isCountry,
  setSelectedCountry,
  useSelectedCountry,
} from '../../../lib/selected-country.ts';
import { useGeoCountry } from '../api/get-geo-country.ts';

/** Only the countries we serve are kept; anything else (or 'unknown') becomes ae. */
export function supportedCountryOr(code: unknown): Country {
  const lower = typeof code === 'string' ? code.toLowerCase() : code;
  return isCountry(lower) ? lower : DEFAULT_COUNTRY;
}

/**
 * Fills in the shared country on load when the visitor has not chosen one: the IP lookup's
 * answer if it is ae or sa, otherwise ae. A failed lookup falls back to ae silently (SPEC 8).
 */
export function useCountryDetection(): Country | undefined {
  const selected = useSelectedCountry();
  const geo = useGeoCountry(selected);
  const settled = geo.isSuccess || geo.isError;
  const detected = geo.isSuccess ? supportedCountryOr(geo.data?.countryCode) : DEFAULT_COUNTRY;

  useEffect(() => {
    // A choice made while the lookup was under way wins over the lookup; so does a stored one
    // that `selected` does not show yet (a prerendered page shows none until it is live, and
    // the lookup can answer before that: a visitor's KSA became UAE on a reload).
    if (getSelectedCountry() === undefined && settled) {
      setSelectedCountry(detected, { persist: false });
    }
  }, [selected, settled, detected]);

  return selected;
}

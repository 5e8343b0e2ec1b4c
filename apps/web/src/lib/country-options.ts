import type { Country } from '@mizan/contracts';
import aeFlag from '../assets/flags/ae.svg';
import saFlag from '../assets/flags/sa.svg';

/**
 * SPEC section 3, Country option. The flags are our own small drawings, bundled with the app
 * (never hot-linked, never emoji, which some systems draw as letters). The Saudi flag's
 * inscription is only suggested by a line: imitating sacred script badly would be disrespectful.
 */
export interface CountryOption {
  code: Country;
  alpha2Code: 'AE' | 'SA';
  shortCode: 'UAE' | 'KSA';
  flag: string;
}

export const COUNTRY_OPTIONS: readonly CountryOption[] = [
  { code: 'ae', alpha2Code: 'AE', shortCode: 'UAE', flag: aeFlag },
  { code: 'sa', alpha2Code: 'SA', shortCode: 'KSA', flag: saFlag },
];

export function countryOption(code: Country): CountryOption {
  return COUNTRY_OPTIONS.find((option) => option.code === code) ?? COUNTRY_OPTIONS[0]!;
}

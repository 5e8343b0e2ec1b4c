import { CURRENCIES, DEFAULT_CURRENCY, DEFAULT_LANGUAGE } from '../constants.ts';
import type { Language } from './language.ts';

/** SPEC section 4: sa gives SAR, pk gives PKR, anything else gives AED. */
export function currencyFor(country: string | null | undefined): string {
  if (country === 'sa' || country === 'pk') return CURRENCIES[country];
  return DEFAULT_CURRENCY;
}

/**
 * The locale every number is written in (docs/decisions/0013): Western digits (0-9) in both
 * languages, as Gulf banks write amounts and as visitors type phone numbers, and the Gregorian
 * calendar (ar-SA would otherwise choose the Hijri one).
 */
export function numberLocale(language: Language): string {
  return language === 'ar' ? 'ar-AE-u-nu-latn-ca-gregory' : 'en-US';
}

/**
 * Whole units with grouping. English: the code first, "AED 120,000" (SPEC). Arabic: the amount
 * then the Arabic abbreviation, "120,000 د.إ.", as Intl writes it for ar.
 */
export function formatMoney(
  amount: number,
  country: string | null | undefined,
  language: Language = DEFAULT_LANGUAGE,
): string {
  const whole = Math.round(amount);
  if (language === 'en') return `${currencyFor(country)} ${whole.toLocaleString('en-US')}`;
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'currency',
    currency: currencyFor(country),
    maximumFractionDigits: 0,
  }).format(whole);
}

/** 1,234.5 in either language (Western digits). */
export function formatNumber(
  value: number,
  language: Language = DEFAULT_LANGUAGE,
  options: Intl.NumberFormatOptions = { maximumFractionDigits: 2 },
): string {
  return new Intl.NumberFormat(numberLocale(language), options).format(value);
}

/** A percentage given in percent: 5.99 gives "5.99%" (in Arabic too, with direction marks). */
export function formatPercent(percent: number, language: Language = DEFAULT_LANGUAGE): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(percent / 100);
}

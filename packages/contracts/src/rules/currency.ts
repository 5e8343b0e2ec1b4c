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

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * One Intl.NumberFormat per locale and options, made once: making one costs far more than using
 * it (the first Arabic one loads the locale's data: tens of milliseconds on a slow phone, once
 * for each number of the first screen before this cache).
 */
function numberFormat(language: Language, options: Intl.NumberFormatOptions) {
  const key = `${language} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(numberLocale(language), options);
    formatters.set(key, formatter);
  }
  return formatter;
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
  if (language === 'en') return `${currencyFor(country)} ${numberFormat('en', {}).format(whole)}`;
  return numberFormat(language, {
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
  return numberFormat(language, options).format(value);
}

/** A percentage given in percent: 5.99 gives "5.99%" (in Arabic too, with direction marks). */
export function formatPercent(percent: number, language: Language = DEFAULT_LANGUAGE): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

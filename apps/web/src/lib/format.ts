import { useMemo } from 'react';
import { formatMoney, formatNumber, formatPercent, numberLocale } from '@mizan/contracts';
import { useLanguage } from './language.ts';

export interface Format {
  /** "AED 120,000" in English, "120,000 د.إ." in Arabic (whole units, Western digits). */
  money(amount: number, country: string | null | undefined): string;
  /** 1,234.5 (Western digits in both languages). */
  number(value: number, options?: Intl.NumberFormatOptions): string;
  /** A value given in percent: 5.99 gives "5.99%" in both languages (Western digits). */
  percent(percent: number): string;
  /** A Gregorian date: "May 5, 2026", in Arabic "5 مايو 2026". */
  date(date: Date | string | number, options?: Intl.DateTimeFormatOptions): string;
}

/**
 * Numbers, money, percentages and dates in the page's language, as decided once in
 * docs/decisions/0013 (the contracts hold the rules, so that email and API write them alike).
 */
export function useFormat(): Format {
  const language = useLanguage();
  return useMemo(
    () => ({
      money: (amount, country) => formatMoney(amount, country, language),
      number: (value, options) => formatNumber(value, language, options),
      percent: (percent) => formatPercent(percent, language),
      date: (date, options = { dateStyle: 'long' }) =>
        new Intl.DateTimeFormat(numberLocale(language), options).format(new Date(date)),
    }),
    [language],
  );
}

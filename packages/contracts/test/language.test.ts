import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  formatNumber,
  formatPercent,
  languageFromAcceptLanguage,
  toWesternDigits,
} from '../src/index.ts';

describe('languageFromAcceptLanguage', () => {
  it('takes any ar* tag as Arabic and en* as English, by quality', () => {
    expect(languageFromAcceptLanguage('ar')).toBe('ar');
    expect(languageFromAcceptLanguage('ar-SA,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(languageFromAcceptLanguage('en-GB,en;q=0.9,ar-AE;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage('fr-FR, ar-AE;q=0.5')).toBe('ar');
    expect(languageFromAcceptLanguage('en;q=0.2, ar;q=0.7')).toBe('ar');
  });

  it('falls back to English when nothing supported is asked for', () => {
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('')).toBe('en');
    expect(languageFromAcceptLanguage('fr, de;q=0.5')).toBe('en');
    expect(languageFromAcceptLanguage('ar;q=0')).toBe('en');
    expect(languageFromAcceptLanguage('arabic, *')).toBe('en');
  });
});

describe('toWesternDigits', () => {
  it('reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9', () => {
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toWesternDigits('٥٠-١-mall')).toBe('50-1-mall');
  });
});

describe('formatting', () => {
  it('writes English money code first, Arabic with the Arabic abbreviation, Western digits', () => {
    expect(formatMoney(120000, 'ae')).toBe('AED 120,000');
    expect(formatMoney(120000.4, 'sa', 'en')).toBe('SAR 120,000');
    expect(formatMoney(120000, 'ae', 'ar')).toMatch(/^\u200f?120,000\s?د\.إ\.?\u200f?$/);
    expect(formatMoney(5000, 'sa', 'ar')).toMatch(/^\u200f?5,000\s?ر\.س\.?\u200f?$/);
  });

  it('writes numbers and percentages with Western digits in Arabic', () => {
    expect(formatNumber(1234.5, 'ar')).toBe('1,234.5');
    // Formatters made once and kept write what a new one writes.
    for (const language of ['en', 'ar'] as const) {
      const intl = new Intl.NumberFormat(
        language === 'ar' ? 'ar-AE-u-nu-latn-ca-gregory' : 'en-US',
      );
      for (const value of [0, 1, 5, 42, 999, 1000, 12345]) {
        expect(formatNumber(value, language)).toBe(intl.format(value));
      }
    }
    expect(formatPercent(5.99, 'en')).toBe('5.99%');
    expect(formatPercent(5.99, 'ar')).toMatch(/^5\.99[\u200e\u200f]?[%٪][\u200e\u200f]?$/);
  });
});

import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@mizan/contracts';
import { useFormat } from './format.ts';
import { LanguageContext } from './language.ts';

const formatIn = (language: Language) =>
  renderHook(() => useFormat(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <LanguageContext value={language}>{children}</LanguageContext>
    ),
  }).result.current;

/** Intl puts direction marks around Arabic amounts; what is read is the rest. */
const visible = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, '');

describe('numbers in the page language', () => {
  it('writes money, numbers and percentages with Western digits in both languages', () => {
    const en = formatIn('en');
    expect(en.money(120000, 'ae')).toBe('AED 120,000');
    expect(en.percent(5.99)).toBe('5.99%');
    const ar = formatIn('ar');
    expect(visible(ar.money(120000, 'ae'))).toMatch(/^120,000\s?د\.إ\.$/u);
    expect(visible(ar.money(5000, 'sa'))).toMatch(/^5,000\s?ر\.س\.$/u);
    expect(visible(ar.number(1234.5))).toBe('1,234.5');
    // With Western digits Intl writes the Latin percent sign in Arabic too.
    expect(visible(ar.percent(5.99))).toBe('5.99%');
  });

  it('writes Gregorian dates in the page language', () => {
    const day = new Date(2026, 4, 5);
    expect(formatIn('en').date(day)).toBe('May 5, 2026');
    expect(visible(formatIn('ar').date(day))).toBe('5 مايو 2026');
  });
});

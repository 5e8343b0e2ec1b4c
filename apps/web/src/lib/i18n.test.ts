import { describe, expect, it } from 'vitest';
import i18n from './i18n.ts';

describe('the strings', () => {
  it("use Arabic's six plural forms", () => {
    const t = i18n.getFixedT('ar');
    const found = (count: number) => t('wizard.features.cardsFound', { count });
    expect(found(0)).toBe('لم يتم العثور على أي بطاقة');
    expect(found(1)).toBe('تم العثور على بطاقة واحدة');
    expect(found(2)).toBe('تم العثور على بطاقتين');
    expect(found(3)).toBe('تم العثور على 3 بطاقات');
    expect(found(11)).toBe('تم العثور على 11 بطاقة');
    expect(found(100)).toBe('تم العثور على 100 بطاقة');
  });

  it('fall back to English for a single text missing in Arabic', () => {
    i18n.addStrings('en', { test: { onlyInEnglish: 'Only in English' } });
    // @ts-expect-error: a key of this test's own, not of the site's texts.
    expect(i18n.getFixedT('ar')('test.onlyInEnglish')).toBe('Only in English');
    expect(i18n.getFixedT('ar')('app.language.switchTo')).toBe('English');
  });
});

import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath, pathWithoutLanguage } from './language.ts';

describe('paths in either language', () => {
  it('reads the language from the first segment: /ar and /ar/... only', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/help-and-support')).toBe('ar');
    expect(languageOfPath('/')).toBe('en');
    expect(languageOfPath('/arabic')).toBe('en');
    expect(languageOfPath('/terms-of-service')).toBe('en');
  });

  it('writes a page path in a language, search and hash kept', () => {
    expect(localizedPath('/', 'ar')).toBe('/ar');
    expect(localizedPath('/help-and-support', 'ar')).toBe('/ar/help-and-support');
    expect(localizedPath('/congratulations?x=1#top', 'ar')).toBe('/ar/congratulations?x=1#top');
    expect(localizedPath('/?x=1', 'ar')).toBe('/ar?x=1');
    expect(localizedPath('/ar/terms-of-service#fees', 'en')).toBe('/terms-of-service#fees');
    expect(localizedPath('/ar', 'en')).toBe('/');
    // Already in the language asked for: unchanged, never prefixed twice.
    expect(localizedPath('/ar/help-and-support', 'ar')).toBe('/ar/help-and-support');
    expect(localizedPath('/help-and-support', 'en')).toBe('/help-and-support');
  });

  it('leaves relative paths alone', () => {
    expect(localizedPath('congratulations', 'ar')).toBe('congratulations');
  });

  it('gives the page without its prefix', () => {
    expect(pathWithoutLanguage('/ar')).toBe('/');
    expect(pathWithoutLanguage('/ar/help-and-support')).toBe('/help-and-support');
    expect(pathWithoutLanguage('/arabic')).toBe('/arabic');
  });
});

import { createContext, useCallback, useContext } from 'react';
import { useLocation, type NavigateOptions } from 'wouter';
import { DEFAULT_LANGUAGE, type Language } from '@mizan/contracts';

/**
 * The page's language is its URL's (docs/decisions/0013): English at `/...`, Arabic under `/ar`.
 * A link can therefore open the site in either language, and public/first-paint.js (which repeats
 * these two constants: it runs before any module) picks the first visit's language from them.
 */
export const ARABIC_PATH_PREFIX = '/ar';
/** The visitor's own choice, remembered across visits. */
export const LANGUAGE_STORAGE_KEY = 'mizan.language';

/** 'ar' for `/ar` and `/ar/...`, English for every other path. */
export function languageOfPath(pathname: string): Language {
  return pathname === ARABIC_PATH_PREFIX || pathname.startsWith(`${ARABIC_PATH_PREFIX}/`)
    ? 'ar'
    : 'en';
}

/** The same page without its language prefix: `/ar/help-and-support` gives `/help-and-support`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) !== 'ar') return pathname;
  return pathname.slice(ARABIC_PATH_PREFIX.length) || '/';
}

/**
 * An in-app path in the given language, search and hash kept: `localizedPath('/terms-of-service',
 * 'ar')` gives `/ar/terms-of-service`, `localizedPath('/', 'ar')` gives `/ar`, and an Arabic path
 * given English loses its prefix. Relative paths are left as they are (they keep the prefix).
 */
export function localizedPath(path: string, language: Language): string {
  if (!path.startsWith('/')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  const base = pathWithoutLanguage(pathname);
  if (language === 'en') return base + rest;
  return (base === '/' ? ARABIC_PATH_PREFIX : ARABIC_PATH_PREFIX + base) + rest;
}

export function textDirection(language: Language): 'rtl' | 'ltr' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

export function otherLanguage(language: Language): Language {
  return language === 'ar' ? 'en' : 'ar';
}

/**
 * The page's language, provided once by LanguageProvider (lib/language-provider.tsx) from the
 * URL. English outside it (a component rendered on its own in a test).
 */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

/** The page's language ('en' | 'ar'), which is the URL's. */
export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** `(path) => path in the page's language`, for `<Link to>` and `href`. */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path: string) => localizedPath(path, language), [language]);
}

/**
 * Navigation that keeps the page's language: `navigate('/congratulations')` on an Arabic page
 * goes to `/ar/congratulations`.
 */
export function useLocalizedNavigate() {
  const navigate = useLocation()[1];
  const language = useLanguage();
  return useCallback(
    (to: string, options?: NavigateOptions) => navigate(localizedPath(to, language), options),
    [navigate, language],
  );
}

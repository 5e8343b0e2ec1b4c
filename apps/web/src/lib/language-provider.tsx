import { useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { Language } from '@mizan/contracts';
import i18n, { loadLanguage } from './i18n.ts';
import { LanguageContext, languageOfPath, textDirection } from './language.ts';

/** `<html lang dir>` and the strings follow the page's language. */
export function applyLanguage(language: Language) {
  const html = document.documentElement;
  html.lang = language;
  html.dir = textDirection(language);
  // Synchronous once the bundle is in (the app's navigations wait for it, app-router.tsx): what
  // the change re-renders is painted together with the new URL. Going Back to a language whose
  // strings this visit never fetched, they are fetched now and re-render what uses them.
  if (i18n.language !== language) void i18n.changeLanguage(language);
  void loadLanguage(language).catch(() => undefined);
}

/**
 * The page's language for everything below it, read from the URL (`/ar/...` is Arabic): the
 * router element of the root route. public/first-paint.js set `<html lang dir>` before the first
 * paint; this keeps them, and the strings, in step as the visitor switches or goes back.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const language = languageOfPath(useLocation()[0]);
  useLayoutEffect(() => applyLanguage(language), [language]);
  return <LanguageContext value={language}>{children}</LanguageContext>;
}

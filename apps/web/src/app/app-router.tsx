import type { ReactNode } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import { loadLanguage } from '../lib/i18n.ts';
import { languageOfPath } from '../lib/language.ts';
import { navigateInApp } from '../lib/navigation.ts';
import { preloadPageAt } from './pages.ts';

/** The navigation asked for last: an earlier one still fetching gives way to it. */
let latest = 0;

/**
 * Every navigation in the app (links and code alike) first fetches what the next page needs to
 * draw: its code and its language's strings. Until then the page being left stays on screen,
 * rather than a blank one; a failed fetch still navigates (the page then shows its own loading
 * or error state).
 */
const navigateWhenReady: AroundNavHandler = (navigate, to, options) => {
  const ticket = ++latest;
  void Promise.allSettled([preloadPageAt(to), loadLanguage(languageOfPath(to))]).then(() => {
    if (ticket === latest) navigateInApp(navigate, to, options);
  });
};

/**
 * The browser's location, through wouter (3 KB, where a data router was 28 KB of the first
 * view). `ssrPath`: the page being prerendered at build time.
 */
export function AppRouter({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  return (
    <Router aroundNav={navigateWhenReady} ssrPath={ssrPath}>
      {children}
    </Router>
  );
}

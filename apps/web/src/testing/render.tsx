import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { vi } from 'vitest';
import type { Language } from '@mizan/contracts';
import { Snackbar } from '../components/ui/snackbar.tsx';
import { applyLanguage, LanguageProvider } from '../lib/language-provider.tsx';
import { localizedPath } from '../lib/language.ts';
import { inAppState, navigateInApp } from '../lib/navigation.ts';

export interface RenderOptions {
  /**
   * The page's language: 'ar' renders at `/ar` (and `/ar/congratulations` after a navigation),
   * with the Arabic strings and `<html lang="ar" dir="rtl">`, as the app shows an Arabic page.
   */
  language?: Language;
  /**
   * The history so far, the page shown last (default: the language's home page); the entries
   * after the first were made in the app, as if the visitor had come through its links.
   */
  history?: string[];
}

/**
 * Renders `ui` as the app does: query client (no retries), a router on the browser's (jsdom's)
 * location that marks its entries as the app's router does (without fetching the pages' code
 * first: a navigation is done at once), the page's language and snackbar. The element stays on
 * screen when the app navigates, so what is left of it afterwards can be checked;
 * `window.location` and `window.history.state` tell where the visitor went.
 */
export function renderWithApp(
  ui: ReactElement,
  { language = 'en', history = [localizedPath('/', language)] }: RenderOptions = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const [first, ...later] = history;
  window.history.replaceState(null, '', first);
  for (const path of later) window.history.pushState(inAppState(null), '', path);
  // Before the first render, as public/first-paint.js and main.tsx do in the app.
  applyLanguage(language);
  const user = userEvent.setup({
    // A test on fake timers (testing/timed-tests.ts) moves them as user-event waits.
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router aroundNav={navigateInApp}>
        <LanguageProvider>{ui}</LanguageProvider>
      </Router>
      <Snackbar />
    </QueryClientProvider>,
  );
  return { ...result, user, queryClient };
}

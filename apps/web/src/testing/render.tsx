import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Language } from '@mizan/contracts';
import { Snackbar } from '../components/ui/snackbar.tsx';
import { applyLanguage, LanguageProvider } from '../lib/language-provider.tsx';
import { localizedPath } from '../lib/language.ts';

export interface RenderOptions {
  /**
   * The page's language: 'ar' renders at `/ar` (and `/ar/congratulations` after a navigation),
   * with the Arabic strings and `<html lang="ar" dir="rtl">`, as the app shows an Arabic page.
   */
  language?: Language;
}

/**
 * Renders `ui` as the app does: query client (no retries), router, the page's language and
 * snackbar. The element stays on screen when the app navigates, so what is left of it afterwards
 * can be checked; the router tells where the visitor went.
 */
export function renderWithApp(ui: ReactElement, { language = 'en' }: RenderOptions = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      {
        // The app's own shape: one optional language segment over the same pages.
        path: '/:lang?',
        element: (
          <LanguageProvider>
            {ui}
            <Outlet />
          </LanguageProvider>
        ),
        children: [
          { index: true, element: null },
          { path: 'congratulations', element: <p>congratulations page</p> },
          { path: 'help-and-support', element: <p>help and support page</p> },
          { path: 'terms-of-service', element: <p>terms of service page</p> },
          { path: 'how-we-rank', element: <p>how we rank page</p> },
        ],
      },
    ],
    { initialEntries: [localizedPath('/', language)] },
  );
  // Before the first render, as public/first-paint.js and the root loader do in the app.
  applyLanguage(language);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Snackbar />
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient };
}

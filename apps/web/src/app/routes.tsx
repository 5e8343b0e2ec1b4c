import type { RouteObject } from 'react-router';
import { LanguageProvider } from '../lib/language-provider.tsx';
import { AppShell } from './routes/app-shell.tsx';
import { ErrorScreen } from './routes/error-screen.tsx';
import { rootLoader, shouldRevalidateRoot } from './routes/root-loader.ts';
import type { RouteHandle } from './routes/route-title.ts';

const title = (titleKey: string): RouteHandle => ({ titleKey });

/**
 * Every page at its English path and under `/ar` (docs/decisions/0013), through one optional
 * segment: switching language changes a parameter, so the shell and the wizard stay mounted with
 * every answer and whatever is typed. Route-level code splitting: each screen is its own chunk,
 * loaded when first visited.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/:lang?',
    loader: rootLoader,
    shouldRevalidate: shouldRevalidateRoot,
    // Nothing to show before the page's strings are in; <html lang dir> is already right.
    HydrateFallback: () => null,
    element: (
      <LanguageProvider>
        <AppShell />
      </LanguageProvider>
    ),
    errorElement: (
      <LanguageProvider>
        <ErrorScreen />
      </LanguageProvider>
    ),
    children: [
      { index: true, handle: title('app.title.home'), lazy: () => import('./routes/home.tsx') },
      {
        path: 'help-and-support',
        handle: title('app.title.helpAndSupport'),
        lazy: () => import('../features/support/support-page.tsx'),
      },
      {
        path: 'terms-of-service',
        handle: title('app.title.termsOfService'),
        lazy: () => import('../features/terms/terms-page.tsx'),
      },
      {
        path: 'how-we-rank',
        handle: title('app.title.howWeRank'),
        lazy: () => import('../features/how-we-rank/how-we-rank-page.tsx'),
      },
      {
        path: 'congratulations',
        handle: title('app.title.congratulations'),
        lazy: () => import('../features/congratulations/congratulations-page.tsx'),
      },
      {
        path: '*',
        loader: () => {
          throw new Response('Not found', { status: 404 });
        },
      },
    ],
  },
];

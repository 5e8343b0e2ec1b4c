import { useLocation } from 'wouter';
import { LanguageProvider } from '../lib/language-provider.tsx';
import { AppShell } from './routes/app-shell.tsx';
import { ErrorBoundary } from './routes/error-boundary.tsx';
import { ErrorScreen } from './routes/error-screen.tsx';
import { pageAt } from './pages.ts';

/**
 * The page at the URL inside the shell (header, consent), in the URL's language; the not-found
 * screen for any other path, and the error screen if a page fails to draw. The shell stays
 * mounted from page to page and across a switch of language.
 */
export function AppRoutes() {
  const [pathname] = useLocation();
  const page = pageAt(pathname);
  return (
    <LanguageProvider>
      {/* Keyed by page: leaving a broken page for another one draws that one again. */}
      <ErrorBoundary key={page?.path} fallback={<ErrorScreen notFound={false} />}>
        {page ? <AppShell page={page} /> : <ErrorScreen notFound />}
      </ErrorBoundary>
    </LanguageProvider>
  );
}

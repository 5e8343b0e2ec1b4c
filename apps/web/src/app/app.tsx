import { useEffect } from 'react';
import { replayEarlyClicks } from '../lib/early-clicks.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { AppRouter } from './app-router.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './routes.tsx';

/** The whole app; `ssrPath` is the page being prerendered at build time, none in the browser. */
export function App({ ssrPath }: { ssrPath?: string }) {
  const hydrated = useHydrated();
  // After the commit that made the page live (its submit buttons submit, its fields take text),
  // not the hydration's own: the taps kept until then are clicked again.
  useEffect(() => {
    if (hydrated) replayEarlyClicks();
  }, [hydrated]);
  return (
    <AppProvider>
      <AppRouter ssrPath={ssrPath}>
        <AppRoutes />
      </AppRouter>
    </AppProvider>
  );
}

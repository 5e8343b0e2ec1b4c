import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { replayEarlyClicks } from '../lib/early-clicks.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { AppProvider } from './provider.tsx';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  const hydrated = useHydrated();
  // After the commit that made the page live (its submit buttons submit, its fields take text),
  // not the hydration's own: the taps kept until then are clicked again.
  useEffect(() => {
    if (hydrated) replayEarlyClicks();
  }, [hydrated]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

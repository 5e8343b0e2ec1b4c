import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { replayEarlyClicks } from '../lib/early-clicks.ts';
import { AppProvider } from './provider.tsx';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  // After the first commit: a hydrated page's buttons now answer.
  useEffect(replayEarlyClicks, []);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

import { HydrationProvider } from '../lib/use-hydrated.tsx';
import { AppRouter } from './app-router.tsx';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './routes.tsx';

/**
 * The whole app. `ssrPath`: the page being prerendered at build time; `hydrating`: that page is
 * being drawn at build time or hydrated in the browser (main.tsx), not drawn afresh.
 */
export function App({ ssrPath, hydrating = false }: { ssrPath?: string; hydrating?: boolean }) {
  return (
    <HydrationProvider hydrating={hydrating}>
      <AppProvider>
        <AppRouter ssrPath={ssrPath}>
          <AppRoutes />
        </AppRouter>
      </AppProvider>
    </HydrationProvider>
  );
}

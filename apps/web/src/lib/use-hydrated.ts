import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * false while React draws the page prerendered at build time (scripts/prerender.mjs) and while the
 * browser hydrates that HTML, true from the render after: what depends on the visitor's storage
 * is drawn then, so that hydration finds exactly the HTML it was sent. A page drawn only in the
 * browser (createRoot) is hydrated from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

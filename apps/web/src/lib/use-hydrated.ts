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

/**
 * For a form field of a prerendered page: read-only until the page has hydrated. Text typed into
 * the HTML before the app has taken the form over never reaches the form's state (nor is it
 * cleaned as typed: Arabic-Indic digits stayed in a phone number), so the field takes text only
 * once the form is live, a moment after it is drawn.
 */
export function useReadOnlyUntilHydrated(): boolean {
  return !useHydrated();
}

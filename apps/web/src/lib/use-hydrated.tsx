import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { replayEarlyClicks } from './early-clicks.ts';

/** Outside a HydrationProvider (a test, a part rendered alone) the page is live. */
const HydratedContext = createContext(true);

/**
 * false while React draws the page prerendered at build time (scripts/prerender.mjs) and while the
 * browser hydrates that HTML, true from the render after: what depends on the visitor's storage
 * is drawn then, so that hydration finds exactly the HTML it was sent. A page drawn only in the
 * browser (createRoot) is live from its first render.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
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

/**
 * Tells the app below whether the page is live. `hydrating`: the page was prerendered and is
 * being hydrated (and drawn at build time). Once hydrated, what follows from the visitor's
 * storage (consent, country, live fields) is drawn in a transition, in slices a tap can
 * interrupt, rather than in one synchronous render of the whole page (React re-renders an
 * external store's change after hydration synchronously: 200 ms of a slow phone's main thread,
 * docs/decisions/0015). Then the taps kept before the page was live are clicked again.
 */
export function HydrationProvider({
  hydrating,
  children,
}: {
  hydrating: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
    // After the commit that made the page live (its submit buttons submit, its fields take
    // text), not the hydration's own.
    else if (hydrating) replayEarlyClicks();
  }, [hydrated, hydrating]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

import { Suspense, startTransition, use, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.tsx';
import { CookieBanner } from './cookie-banner.tsx';
import { hasConsent } from './consent-storage.ts';

/** Never settles: what a visitor without consent is waiting for while the page hydrates. */
const NOT_BEFORE_CONSENT = new Promise<never>(() => undefined);

function AwaitingConsent(): never {
  return use(NOT_BEFORE_CONSENT);
}

/**
 * The page's slot behind the notice, in the browser: the prerendered page, left as HTML. React
 * commits a transition that gives a dehydrated boundary new props only once the boundary has
 * hydrated, and this one never does: that transition would wait for good, and with it the page
 * going live when both were rendered together (a click React took while hydrating: consent and
 * HydrationProvider's "live" in one render; docs/decisions/0015). So it is one element, never
 * given new props, and consent puts a boundary of its own in its place (another key) instead.
 */
const HELD_BEHIND_NOTICE = (
  <Suspense key="held" fallback={null}>
    <AwaitingConsent />
  </Suspense>
);

/**
 * SPEC section 2: the routes are rendered only once cookie consent has been given; until then
 * the cookie notice takes their place.
 *
 * A page prerendered at build time holds both, because the build cannot know the visitor's
 * choice: public/first-paint.js marks `<html data-consent>` from storage before the first paint
 * and index.css hides the one that doesn't apply. Once hydrated, only the right one is rendered
 * (the same two slots, so the page below is never remounted).
 *
 * Without consent, the page's prerendered HTML is not hydrated at all: in the browser its slot
 * waits in a Suspense boundary (React leaves a suspended boundary's HTML as it is, and drops it
 * with the slot once hydrated), so the page's code (step 0's form and its form library) is not
 * fetched for a first view behind the notice (issue 15). Accepting draws the page in a
 * transition: the notice stays until the page's code has come and the page can draw.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const [given, setGiven] = useState(hasConsent);
  const hydrated = useHydrated();
  const prerendering = typeof document === 'undefined';
  return (
    <>
      {(!hydrated || !given) && (
        <div className={hydrated ? BANNER_CLASS : `${BANNER_CLASS} consent-banner-until-hydrated`}>
          <CookieBanner onAccept={() => startTransition(() => setGiven(true))} />
        </div>
      )}
      {(!hydrated || given) && (
        <div className={hydrated ? undefined : 'consent-content-until-hydrated'}>
          {given || prerendering ? (
            <Suspense key="page" fallback={null}>
              {children}
            </Suspense>
          ) : (
            HELD_BEHIND_NOTICE
          )}
        </div>
      )}
    </>
  );
}

const BANNER_CLASS = 'mx-auto w-full max-w-2xl sm:pt-4';

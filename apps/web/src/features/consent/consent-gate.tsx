import { useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CookieBanner } from './cookie-banner.tsx';
import { hasConsent } from './consent-storage.ts';

/**
 * SPEC section 2: the routes are rendered only once cookie consent has been given; until then
 * the cookie notice takes their place.
 *
 * A page prerendered at build time holds both, because the build cannot know the visitor's
 * choice: public/first-paint.js marks `<html data-consent>` from storage before the first paint
 * and index.css hides the one that doesn't apply. Once hydrated, only the right one is rendered
 * (the same two slots, so the page below is never remounted).
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const [given, setGiven] = useState(hasConsent);
  const hydrated = useHydrated();
  return (
    <>
      {(!hydrated || !given) && (
        <div className={hydrated ? BANNER_CLASS : `${BANNER_CLASS} consent-banner-until-hydrated`}>
          <CookieBanner onAccept={() => setGiven(true)} />
        </div>
      )}
      {(!hydrated || given) && (
        <div className={hydrated ? undefined : 'consent-content-until-hydrated'}>{children}</div>
      )}
    </>
  );
}

const BANNER_CLASS = 'mx-auto w-full max-w-2xl sm:pt-4';

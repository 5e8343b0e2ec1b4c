import { useState, type ReactNode } from 'react';
import { CookieBanner } from './cookie-banner.tsx';
import { hasConsent } from './consent-storage.ts';

/**
 * SPEC section 2: the routes are rendered only once cookie consent has been given; until then
 * the cookie notice takes their place.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const [given, setGiven] = useState(hasConsent);
  if (given) return children;
  return (
    <div className="mx-auto w-full max-w-2xl sm:pt-4">
      <CookieBanner onAccept={() => setGiven(true)} />
    </div>
  );
}

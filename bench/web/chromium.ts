import { COOKIE_DEFAULTS, LOCAL_STORAGE_KEYS } from '../../apps/web/src/config/ui.ts';

// The one browser of the bench: Debian's Chromium, headless, offline-safe (nothing fetched from
// the internet behind the page's back), in English so that the site's language.js keeps an
// English visit on the English path.

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--lang=en-US',
];

/** localStorage as the site keeps it once a visitor accepts cookies (e2e/tests/helpers.ts). */
export const CONSENT_STORAGE: Record<string, string> = {
  // The value of CONSENT_GIVEN in apps/web/src/features/consent/consent-storage.ts.
  [LOCAL_STORAGE_KEYS.cookieConsent]: 'given',
  [LOCAL_STORAGE_KEYS.cookieSettings]: JSON.stringify(COOKIE_DEFAULTS),
};

/** A script that stores the consent, for a page or an init script (no DOM types needed here). */
export const storeConsentScript = Object.entries(CONSENT_STORAGE)
  .map(([key, value]) => `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)});`)
  .join('\n');

/** The median of numbers (the mean of the middle two for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

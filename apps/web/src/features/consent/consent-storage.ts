import { COOKIE_DEFAULTS, LOCAL_STORAGE_KEYS } from '../../config/ui.ts';

/** SPEC section 3: the three cookie categories the visitor can switch on or off. */
export type CookieSettings = { -readonly [K in keyof typeof COOKIE_DEFAULTS]: boolean };

export const CONSENT_GIVEN = 'given';

export const ALL_COOKIES: CookieSettings = {
  functional: true,
  performance: true,
  advertising: true,
};

// Storage can throw (disabled cookies, private modes, full quota). A visitor must still be able
// to use the site for this visit, so failures are swallowed and the caller keeps its own state.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // See above: the choice then lasts for this visit only.
  }
}

export function hasConsent(): boolean {
  return read(LOCAL_STORAGE_KEYS.cookieConsent) === CONSENT_GIVEN;
}

/** The stored choice, or the defaults (functional on, the rest off) when none is readable. */
export function readCookieSettings(): CookieSettings {
  const raw = read(LOCAL_STORAGE_KEYS.cookieSettings);
  if (!raw) return { ...COOKIE_DEFAULTS };
  try {
    const parsed = JSON.parse(raw) as Partial<Record<keyof CookieSettings, unknown>>;
    const pick = (key: keyof CookieSettings) =>
      typeof parsed[key] === 'boolean' ? parsed[key] : COOKIE_DEFAULTS[key];
    return {
      functional: pick('functional'),
      performance: pick('performance'),
      advertising: pick('advertising'),
    };
  } catch {
    return { ...COOKIE_DEFAULTS };
  }
}

/** Saves the three booleans and marks consent as given. */
export function saveConsent(settings: CookieSettings) {
  const { functional, performance, advertising } = settings;
  write(
    LOCAL_STORAGE_KEYS.cookieSettings,
    JSON.stringify({ functional, performance, advertising }),
  );
  write(LOCAL_STORAGE_KEYS.cookieConsent, CONSENT_GIVEN);
}

export function removeConsent() {
  try {
    localStorage.removeItem(LOCAL_STORAGE_KEYS.cookieConsent);
  } catch {
    // Nothing stored that we could reach, so nothing to remove.
  }
}

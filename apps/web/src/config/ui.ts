// SPEC.md section 9's constants that only the browser uses: timings, layout, storage. The
// server never reads them, so they live with the web app rather than in @mizan/contracts.

export const BONUS_AMOUNT_AED = 200;

export const COUNT_DEBOUNCE_MS = 300;
/** A loan's cost is asked for again this long after the visitor last changes its amount or tenure. */
export const LOAN_QUOTE_DEBOUNCE_MS = 300;
export const REDIRECT_DELAY_MS = 2000;
export const NEXT_LOCK_MS = 3000;
export const SNACKBAR_AUTO_HIDE_MS = 6000;

export const BREAKPOINTS = {
  wizardNarrow: 431,
  personalFormNarrow: 426,
  headerShortCodes: 767,
  mobileLayout: 768,
} as const;

export const COOKIE_DEFAULTS = {
  functional: true,
  performance: false,
  advertising: false,
} as const;

export const PRIVACY_SHEET_HEIGHT_RATIO = 0.8;
export const PRIVACY_SHEET_CLOSE_DRAG_PX = 50;

export const LOCAL_STORAGE_KEYS = {
  selectedCountry: 'selectedCountry',
  countryCode: 'countryCode',
  cookieSettings: 'cookieSettings',
  cookieConsent: 'cookieConsent',
  termsOfService: 'terms-of-service',
} as const;

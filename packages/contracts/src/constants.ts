// Business constants of SPEC.md section 9, shared by the web app and the server.

export const COUNTRIES = ['ae', 'sa'] as const;
export const DEFAULT_COUNTRY = 'ae' satisfies (typeof COUNTRIES)[number];
/** Pakistan appears in the spec only as a default for currency and the country header. */
export const HEADERLESS_COUNTRY = 'pk';

export const DIAL_CODES = { ae: '971', sa: '966' } as const;
export const CURRENCIES = { ae: 'AED', sa: 'SAR', pk: 'PKR' } as const;
export const DEFAULT_CURRENCY = 'AED';

export const PRODUCT_TYPES = ['Card', 'Loan'] as const;
export const APPLICATION_STATUSES = ['Created', 'Submitted'] as const;

export const MIN_SELECTED_FEATURES = 3;
export const MAX_SELECTED_FEATURES = 5;
export const MIN_CARD_CREDIT_SCORE = 60;
export const CARDS_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export const DEFAULT_PROMO_CODE = '1-1-other';
export const BONUS_AMOUNT_AED = 200;

export const COUNT_DEBOUNCE_MS = 300;
export const REDIRECT_DELAY_MS = 2000;
export const NEXT_LOCK_MS = 3000;
export const SNACKBAR_AUTO_HIDE_MS = 6000;
export const CHUNK_TIMEOUT_MS = 120_000;

export const EMAIL_PROCESSING_TIME = '3-4 working days';
export const SUPPORT_REPLY_TIME = '2-3 business days';
export const EMAIL_COPYRIGHT_YEAR = 2024;

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

// Business constants of SPEC.md section 9, shared by the web app and the server. What only the
// web app uses (timings, breakpoints, storage keys, the bonus shown) lives in apps/web/src/config.

export const COUNTRIES = ['ae', 'sa'] as const;
export const DEFAULT_COUNTRY = 'ae' satisfies (typeof COUNTRIES)[number];
/** Pakistan appears in the spec only as a default for currency and the country header. */
export const HEADERLESS_COUNTRY = 'pk';

export const DIAL_CODES = { ae: '971', sa: '966' } as const;
export const CURRENCIES = { ae: 'AED', sa: 'SAR', pk: 'PKR' } as const;
export const DEFAULT_CURRENCY = 'AED';

/** English first: it is the fallback for any text missing in another language. */
export const LANGUAGES = ['en', 'ar'] as const;
export const DEFAULT_LANGUAGE = 'en' satisfies (typeof LANGUAGES)[number];

export const PRODUCT_TYPES = ['Card', 'Loan'] as const;
export const APPLICATION_STATUSES = ['Created', 'Submitted'] as const;

export const MIN_SELECTED_FEATURES = 3;
export const MAX_SELECTED_FEATURES = 5;
export const MIN_CARD_CREDIT_SCORE = 60;
export const CARDS_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export const DEFAULT_PROMO_CODE = '1-1-other';

/** The confirmation email's subjects (SPEC section 7), in English. */
export const CONFIRMATION_EMAIL_SUBJECTS = {
  Card: 'Your Credit Card Application Received',
  Loan: 'Your Loan Application Received',
} as const;

/** SPEC's times in its exact English; the server's texts say them in Arabic (texts/ar.json). */
export const EMAIL_PROCESSING_TIME = '3-4 working days';
export const SUPPORT_REPLY_TIME = '2-3 business days';
export const EMAIL_COPYRIGHT_YEAR = 2024;

/** Products side by side (issue 14). */
export const MAX_COMPARED_PRODUCTS = 3;
/** A typical month's spend in one category above this is refused as absurd. */
export const MAX_MONTHLY_SPEND = 1_000_000;
/** The shortest loan tenure the site quotes, months: our choice, no bank publishes a shorter one here. */
export const MIN_LOAN_TENURE_MONTHS = 6;

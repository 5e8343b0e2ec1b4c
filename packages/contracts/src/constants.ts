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
export const APPLICATION_STATUSES = ['Created', 'Submitted', 'Withdrawn'] as const;

// ---- The hand-off to the banks (issue 24)

/** How the bank may contact an applicant; a call is the default. */
export const CONTACT_CHANNELS = ['call', 'whatsapp', 'email'] as const;
/**
 * The window a bank may contact an applicant in, local time: the UAE's telemarketing hours, the
 * same in Saudi Arabia. Both ends are inside; the default window is the whole of it.
 */
export const CONTACT_HOURS = { from: '09:00', to: '18:00' } as const;
/** What a bank may report about an application it received. */
export const BANK_STATUSES = ['received', 'approved', 'declined', 'issued'] as const;
/** How a bank receives its leads: not at all yet, by signed webhook, or in a daily CSV file. */
export const DELIVERY_METHODS = ['none', 'webhook', 'csv'] as const;
/** What a delivery tells the bank. */
export const DELIVERY_EVENT_TYPES = [
  'application.submitted',
  'application.withdrawn',
  'application.erased',
] as const;
/** Where a delivery is: queued, taken by the bank, being retried, or given up. */
export const DELIVERY_STATES = ['pending', 'delivered', 'failing', 'failed'] as const;
export const BONUS_STATES = ['due', 'paid'] as const;
/**
 * The bonus of an approved application: the site promises AED 200 in both countries; a Saudi
 * visitor is paid the same amount in riyals, both pegged to the dollar (3.6725 AED, 3.75 SAR),
 * rounded up: 204.22 -> 205 (decision 0026).
 */
export const BONUS = {
  ae: { amount: 200, currency: 'AED' },
  sa: { amount: 205, currency: 'SAR' },
} as const;
/** How long a withdrawal link in the confirmation email works. */
export const WITHDRAWAL_LINK_DAYS = 30;

/**
 * The funnel's steps, in the order a visitor reaches them (issue 25). Each is recorded once per
 * application by the server, in the transaction of the call that reaches it; `customer_created`
 * belongs to a customer profile and has no product type.
 */
export const FUNNEL_STEPS = [
  'customer_created',
  'application_created',
  'screening_saved',
  'eligible',
  'ineligible',
  'recommendations_shown',
  'product_chosen',
  'submitted',
  'delivered',
  'approved',
  'withdrawn',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
/** A funnel day is a calendar day where the visitor is. */
export const FUNNEL_TIME_ZONES = { AE: 'Asia/Dubai', SA: 'Asia/Riyadh' } as const;
/** The longest range the funnel answers, days. */
export const FUNNEL_MAX_DAYS = 366;

/** What a visitor may ask about their data (issue 25). */
export const DATA_REQUEST_KINDS = ['export', 'erase'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];
/** unconfirmed: link sent (or nothing to send); confirmed: the clock runs; done: answered. */
export const DATA_REQUEST_STATES = ['unconfirmed', 'confirmed', 'done'] as const;
export type DataRequestState = (typeof DATA_REQUEST_STATES)[number];
/** How long a data request's confirmation link works. */
export const DATA_REQUEST_LINK_DAYS = 7;
/** The Saudi law's time to answer, from the confirmation. */
export const DATA_REQUEST_DUE_DAYS = 30;
/** Requests per address in a day, known or not. */
export const DATA_REQUESTS_PER_ADDRESS_PER_DAY = 3;
/** Personal data older than this many months is erased by the daily job, unless configured. */
export const DEFAULT_RETENTION_MONTHS = 24;

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

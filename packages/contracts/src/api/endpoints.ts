// What a call needs at run time: its method, its path and what it does to the store. The schemas of
// each call are joined to these in routes.ts; they are kept apart because the web app's first view
// makes a call (the country lookup) and must not carry the schema library for it (its budget is
// 100 KB of JavaScript): the web imports this file, the server and the tests import routes.ts.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  readonly method: HttpMethod;
  /** `:name` marks a path parameter (Fastify's form; OpenAPI shows it as `{name}`). */
  readonly path: string;
  /** Whether a call stores anything: false for reads, and for calculations asked by POST. */
  readonly changes: boolean;
  /** Whether a call can send email: it has its own, stricter, rate limit. */
  readonly sendsMail?: boolean;
  /**
   * Limited per client like a write although it changes nothing: it looks up a secret (a
   * withdrawal link's token), and whoever guesses at secrets must not be able to guess fast.
   */
  readonly limited?: boolean;
  /**
   * A calculation a visitor asks for on every change they make (counts, estimates, quotes, a
   * comparison): limited per client at a rate no person reaches, so that nobody can make the
   * server rank the catalogue as fast as it can (decision 0033).
   */
  readonly calculates?: boolean;
}

export const endpoints = {
  health: { method: 'GET', path: '/api/health', changes: false },
  // The path has no /api prefix: SPEC section 7 names it so.
  geoCountry: { method: 'GET', path: '/geoIp2/public', changes: false },

  createCustomerProfile: { method: 'POST', path: '/api/customer-profiles/public', changes: true },

  createApplication: { method: 'POST', path: '/api/applications/public', changes: true },
  getApplication: {
    method: 'GET',
    path: '/api/applications/public/:applicationId',
    changes: false,
  },
  submitApplication: { method: 'PUT', path: '/api/applications/public', changes: true },
  getCreditScore: {
    method: 'GET',
    path: '/api/applications/public/credit-score/:applicationId',
    changes: false,
  },
  // The withdrawal link's token travels in the body: never in an API URL, so never in a log.
  previewWithdrawal: {
    method: 'POST',
    path: '/api/applications/public/withdrawals/preview',
    changes: false,
    limited: true,
  },
  withdrawApplication: {
    method: 'POST',
    path: '/api/applications/public/withdrawals',
    changes: true,
  },

  getQuestions: { method: 'GET', path: '/api/questions/public', changes: false },
  saveScreenings: { method: 'POST', path: '/api/screenings/public/bulk', changes: true },

  getProductFeatures: { method: 'GET', path: '/api/productFeatures/public', changes: false },
  getBanners: { method: 'GET', path: '/api/banners/public', changes: false },

  savePreferences: { method: 'POST', path: '/api/recommendations/public', changes: true },
  // Asked on every feature toggle; the answer changes nothing.
  countCards: {
    method: 'POST',
    path: '/api/recommendations/public/count',
    changes: false,
    calculates: true,
  },
  getCardPage: {
    method: 'GET',
    path: '/api/recommendations/public/:applicationId/filter',
    changes: false,
  },
  getLoanOffers: {
    method: 'GET',
    path: '/api/recommendations/public/loan/:applicationId',
    changes: false,
  },
  getLoanQuote: {
    method: 'GET',
    path: '/api/recommendations/public/loan/:applicationId/quote',
    changes: false,
    calculates: true,
  },
  saveProductRecommendations: {
    method: 'POST',
    path: '/api/product-recommendations/public/:applicationId',
    changes: true,
  },
  saveSelectedFeatures: {
    method: 'POST',
    path: '/api/selected-features/public/:applicationId',
    changes: true,
  },

  getProductFacts: { method: 'GET', path: '/api/products/public/:productId/facts', changes: false },
  compareProducts: {
    method: 'GET',
    path: '/api/products/public/compare',
    changes: false,
    calculates: true,
  },
  // A calculation: it stores nothing.
  estimateValues: {
    method: 'POST',
    path: '/api/products/public/value-estimates',
    changes: false,
    calculates: true,
  },

  getBannerImage: { method: 'GET', path: '/api/images/public/banner/:imageUrl', changes: false },
  getProductImageFile: {
    method: 'GET',
    path: '/api/images/public/product/:imageUrl',
    changes: false,
  },
  getFeatureImage: { method: 'GET', path: '/api/images/public/:imageUrl', changes: false },
  getProductImage: { method: 'GET', path: '/api/products/public/image/:productId', changes: false },
  getUploadedImage: { method: 'GET', path: '/api/images/uploads/:name', changes: false },

  requestConfirmationEmail: {
    method: 'POST',
    path: '/api/email/public',
    changes: true,
    sendsMail: true,
  },
  createSupportRequest: {
    method: 'POST',
    path: '/api/support-requests/public',
    changes: true,
    sendsMail: true,
  },
  // Visitors' data rights (issue 25): the request mails a link; its token travels in the body.
  createDataRequest: {
    method: 'POST',
    path: '/api/data-requests/public',
    changes: true,
    sendsMail: true,
  },
  confirmDataRequest: {
    method: 'POST',
    path: '/api/data-requests/public/confirm',
    changes: true,
    limited: true,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

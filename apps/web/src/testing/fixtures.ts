import type {
  Application,
  CardFacts,
  CardPage,
  CardRecommendation,
  CardValueEstimate,
  Comparison,
  Feature,
  LoanCost,
  LoanFacts,
  LoanLimits,
  LoanOffer,
  LoanQuote,
  PersonalDetails,
  ProductType,
  SubFeature,
} from '@mizan/contracts';

// Records shared by the wizard's component tests.

/** Visitors' records are UUIDs (the screening request schema checks it). */
export const APP_ID = '3f2b8c1e-7a4d-4e2b-9c1a-5d6e7f8a9b0c';
export const CUSTOMER_ID = '8d7c6b5a-4e3f-4a2b-8c1d-0e9f8a7b6c5d';

export const PERSONAL: PersonalDetails = {
  fullName: 'Layla Haddad',
  email: 'layla@example.com',
  phone: '501234567',
  dialCode: '971',
  promoCode: '1-1-other',
};

/** The application as the server answers it once submitted, for `product` (null: none). */
export const submittedApplication = (
  applicationType: ProductType,
  product: Application['product'],
): Application => ({
  applicationId: APP_ID,
  applicationType,
  status: 'Submitted',
  country: 'ae',
  clientRiskProfile: null,
  customer: { customerId: CUSTOMER_ID, name: PERSONAL.fullName, email: PERSONAL.email },
  location: { locationId: 1 },
  product,
});

/** What the wizard sends to submit the application for the product `productId`. */
/** The PUT the Apply button sends; the contact choice is the default unless the test changed it. */
export const submission = (
  applicationType: ProductType,
  productId: number,
  contact: { channel: string; from: string; to: string } = {
    channel: 'call',
    from: '09:00',
    to: '18:00',
  },
) => ({
  applicationId: APP_ID,
  customer: { customerId: CUSTOMER_ID },
  product: { productId },
  applicationType,
  status: 'Submitted',
  contact,
});

/** A feature or sub-feature record, active unless `active` says 'N'. */
const feature = (
  featureId: number,
  featureName: string,
  imageUrl: string,
  active: SubFeature['active'] = 'Y',
): SubFeature => ({ featureId, featureName, imageUrl, active });

/** A group of features for one product type, its sub-features nested as the call answers. */
const group = (productType: ProductType, head: SubFeature, subFeatures: SubFeature[]): Feature => ({
  ...head,
  productType,
  subFeatures,
});

/**
 * The features call's answer: two active Card groups with an inactive sub-feature, an inactive
 * group and a Loan group (the last two never shown).
 */
export const FEATURE_GROUPS: Feature[] = [
  group('Card', feature(10, 'Cashback', 'cashback.png'), [
    feature(11, 'Groceries cashback', 'groceries.png'),
    feature(12, 'Fuel cashback', 'fuel.png'),
    feature(13, 'Dining cashback', 'dining.png'),
    feature(14, 'Cinema cashback', 'cinema.png', 'N'),
  ]),
  group('Card', feature(20, 'Travel', 'travel.png'), [
    feature(21, 'Airport lounge access', 'lounge.png'),
    feature(22, 'Air miles', 'miles.png'),
    feature(23, 'Travel insurance', 'insurance.png'),
  ]),
  group('Card', feature(30, 'Retired perks', 'retired.png', 'N'), [
    feature(31, 'Golf days', 'golf.png'),
  ]),
  group('Loan', feature(40, 'Loan perks', 'loan.png'), [
    feature(41, 'Early settlement', 'early.png'),
  ]),
];

// Cards with their published facts (issue 14). The facts are made up for the tests but shaped like
// the catalogue's: every fact names a source page and the day it was checked, and a fact the bank
// does not publish is `value: null` with the page that was checked.

const CHECKED_ON = '2026-11-24';
const source = (url: string) => ({ url, checkedOn: CHECKED_ON });
const published = <T>(value: T, url: string) => ({ value, source: source(url) });
const notPublished = (url: string) => ({ value: null, source: source(url) });

const GULF_KFS = 'https://www.gulfbank.example/cards/platinum-cashback/key-facts';
const GULF_TERMS = 'https://www.gulfbank.example/cards/platinum-cashback/terms';
const DESERT_PAGE = 'https://desertbank.example/en/cards/travel-elite';

/** Platinum Cashback: every fact published. */
export const PLATINUM_FACTS: CardFacts = {
  annualFee: published(
    {
      firstYear: 0,
      laterYears: 300,
      waiver: 'Free with a yearly spend of AED 12,000',
      waivedFromYearlySpend: 12_000,
    },
    GULF_KFS,
  ),
  monthlyRate: published(3.25, GULF_KFS),
  apr: published(46.5, GULF_KFS),
  foreignCurrencyFee: published(2.09, GULF_KFS),
  minMonthlySalary: published(5000, GULF_KFS),
  salaryTransferRequired: published(false, GULF_TERMS),
  islamic: published(false, GULF_KFS),
  earnRates: published(
    {
      kind: 'cashback',
      summary: '5% cashback on groceries and fuel, 1% on everything else',
      categories: {
        groceries: { percent: 5, monthlyCap: 150 },
        dining: { percent: 1, monthlyCap: null },
        fuel: { percent: 5, monthlyCap: 150 },
        online: { percent: 1, monthlyCap: null },
        travel: { percent: 1, monthlyCap: null },
        other: { percent: 1, monthlyCap: null },
      },
      monthlyCap: 400,
      minMonthlySpend: null,
    },
    GULF_TERMS,
  ),
  welcomeOffer: published('AED 300 cashback on your first AED 3,000 spend', GULF_TERMS),
  loungeAccess: published('4 free airport lounge visits a year', GULF_TERMS),
};

/** Travel Elite: miles with no published cash value, and several facts not published. */
export const TRAVEL_FACTS: CardFacts = {
  annualFee: published(
    { firstYear: 1500, laterYears: 1500, waiver: null, waivedFromYearlySpend: null },
    DESERT_PAGE,
  ),
  monthlyRate: published(3.5, DESERT_PAGE),
  apr: notPublished(DESERT_PAGE),
  foreignCurrencyFee: published(1.99, DESERT_PAGE),
  minMonthlySalary: published(15_000, DESERT_PAGE),
  salaryTransferRequired: notPublished(DESERT_PAGE),
  islamic: published(false, DESERT_PAGE),
  earnRates: published(
    {
      kind: 'miles',
      summary: '2 miles per AED 1 spent abroad, 1 mile per AED 1 at home',
      categories: {
        groceries: { percent: null, monthlyCap: null },
        dining: { percent: null, monthlyCap: null },
        fuel: { percent: null, monthlyCap: null },
        online: { percent: null, monthlyCap: null },
        travel: { percent: null, monthlyCap: null },
        other: { percent: null, monthlyCap: null },
      },
      monthlyCap: null,
      minMonthlySpend: null,
    },
    DESERT_PAGE,
  ),
  welcomeOffer: notPublished(DESERT_PAGE),
  loungeAccess: published('Unlimited lounge access for you and a guest', DESERT_PAGE),
};

/** A card whose bank publishes none of its facts: every one "Not published", with its page. */
export const unpublishedCardFacts = (url: string): CardFacts => ({
  annualFee: notPublished(url),
  monthlyRate: notPublished(url),
  apr: notPublished(url),
  foreignCurrencyFee: notPublished(url),
  minMonthlySalary: notPublished(url),
  salaryTransferRequired: notPublished(url),
  islamic: notPublished(url),
  earnRates: notPublished(url),
  welcomeOffer: notPublished(url),
  loungeAccess: notPublished(url),
});

/** A recommended card as the filter call answers it; the defaults are an unremarkable card. */
export const cardRecommendation = (overrides: Partial<CardRecommendation>): CardRecommendation => ({
  productId: 1,
  productName: 'Card',
  organizationName: 'Bank',
  score: 50,
  incentive: 0,
  currency: 'AED',
  instantIssuance: false,
  isIslamic: false,
  // As the facts below say: neither is published.
  annualFee: null,
  minMonthlySalary: null,
  features: [],
  description: '',
  routingUrl: 'https://bank.example',
  facts: unpublishedCardFacts('https://bank.example/card'),
  reasons: { meets: [], misses: [] },
  valueEstimate: null,
  ...overrides,
});

export const PLATINUM_CARD = cardRecommendation({
  productId: 5,
  productName: 'Platinum Cashback',
  organizationName: 'Gulf Bank',
  score: 92,
  incentive: 150,
  instantIssuance: true,
  annualFee: 300,
  minMonthlySalary: 5000,
  features: [
    { featureId: 11, featureName: 'Groceries cashback' },
    { featureId: 12, featureName: 'Fuel cashback' },
  ],
  description: 'No annual fee in the first year\\nFree airport lounge access',
  routingUrl: 'https://www.gulfbank.example/apply/platinum-cashback',
  facts: PLATINUM_FACTS,
  reasons: {
    meets: [
      { featureId: 11, featureName: 'Groceries cashback', priority: 1 },
      { featureId: 12, featureName: 'Fuel cashback', priority: 3 },
    ],
    misses: [{ featureId: 22, featureName: 'Air miles', priority: 2 }],
  },
});

export const TRAVEL_CARD = cardRecommendation({
  productId: 6,
  productName: 'Travel Elite',
  organizationName: 'Desert Bank',
  score: 81,
  annualFee: 1500,
  minMonthlySalary: 15_000,
  features: [{ featureId: 22, featureName: 'Air miles' }],
  routingUrl: 'https://desertbank.example/apply/travel-elite',
  facts: TRAVEL_FACTS,
  reasons: {
    meets: [{ featureId: 22, featureName: 'Air miles', priority: 2 }],
    misses: [
      { featureId: 11, featureName: 'Groceries cashback', priority: 1 },
      { featureId: 12, featureName: 'Fuel cashback', priority: 3 },
    ],
  },
});

/** A Saudi card: amounts in riyals. */
export const RIYADH_CARD = cardRecommendation({
  productId: 7,
  productName: 'Riyadh Rewards',
  organizationName: 'Riyadh Bank',
  score: 64,
  incentive: 300,
  currency: 'SAR',
  isIslamic: true,
  facts: {
    ...unpublishedCardFacts('https://riyadbank.example/cards'),
    islamic: published(true, 'https://riyadbank.example/cards'),
    earnRates: published(
      {
        kind: 'cashback',
        summary: '2% cashback on everything, up to SAR 300 a month',
        categories: {
          groceries: { percent: 2, monthlyCap: null },
          dining: { percent: 2, monthlyCap: null },
          fuel: { percent: 2, monthlyCap: null },
          online: { percent: 2, monthlyCap: null },
          travel: { percent: 2, monthlyCap: null },
          other: { percent: 2, monthlyCap: null },
        },
        monthlyCap: 300,
        minMonthlySpend: null,
      },
      'https://riyadbank.example/cards',
    ),
  },
  reasons: {
    meets: [{ featureId: 11, featureName: 'Groceries cashback', priority: 1 }],
    misses: [],
  },
});

/** A value estimate as the engine answers it; the defaults are Platinum Cashback's for a spend. */
export const valueEstimate = (overrides: Partial<CardValueEstimate> = {}): CardValueEstimate => ({
  currency: 'AED',
  earned: 1840,
  annualFee: 315,
  feeWaived: false,
  foreignCurrencyFees: 0,
  net: 1525,
  unvaluedCategories: [],
  unpublished: [],
  ...overrides,
});

/** One page of the card list: `total` cards match in all (3 unless given). */
export const cardPage = (
  number: number,
  content: CardRecommendation[],
  { last = true, total = 3 }: { last?: boolean; total?: number } = {},
): CardPage => ({
  content,
  empty: content.length === 0,
  number,
  size: 10,
  totalElements: total,
  totalPages: Math.max(1, Math.ceil(total / 10)),
  last,
});

/** The compare call's answer for Platinum Cashback and Travel Elite (no spend given). */
export const PLATINUM_VS_TRAVEL: Comparison = {
  products: [PLATINUM_CARD, TRAVEL_CARD].map((card) => ({
    productType: 'Card' as const,
    productId: card.productId,
    productName: card.productName,
    organizationName: card.organizationName,
    currency: card.currency,
    routingUrl: card.routingUrl,
    facts: card.facts,
  })),
  rows: [
    { key: 'annualFee.firstYear', differs: true, best: [5] },
    { key: 'annualFee.laterYears', differs: true, best: [5] },
    { key: 'annualFee.waiver', differs: true, best: [] },
    { key: 'monthlyRate', differs: true, best: [5] },
    { key: 'apr', differs: true, best: [] },
    { key: 'foreignCurrencyFee', differs: true, best: [6] },
    { key: 'earnRates.groceries', differs: true, best: [] },
    { key: 'earnRates.dining', differs: true, best: [] },
    { key: 'earnRates.fuel', differs: true, best: [] },
    { key: 'earnRates.online', differs: true, best: [] },
    { key: 'earnRates.travel', differs: true, best: [] },
    { key: 'earnRates.other', differs: true, best: [] },
    { key: 'earnRates.monthlyCap', differs: true, best: [6] },
    { key: 'earnRates.minMonthlySpend', differs: false, best: [] },
    { key: 'welcomeOffer', differs: true, best: [] },
    { key: 'loungeAccess', differs: true, best: [] },
    { key: 'minMonthlySalary', differs: true, best: [5] },
    { key: 'salaryTransferRequired', differs: true, best: [] },
    { key: 'islamic', differs: false, best: [] },
  ],
  valueEstimates: null,
};

// Loans with their cost, limits and published facts (issue 14). The costs and limits are what the
// engine (apps/server/src/engine/loan-offers.ts) computes for these terms, so that the figures
// the tests read are ones the server would send.

const GULF_LOAN_KFS = 'https://www.gulfbank.example/loans/personal-loan/key-facts';
const GULF_LOAN_TARIFF = 'https://www.gulfbank.example/service-charges';
const DESERT_LOAN_PAGE = 'https://desertbank.example/en/loans/quick-cash';
const RIYADH_FINANCE_PAGE = 'https://riyadbank.example/personal-finance';

/** Personal Loan: a flat rate, every fact published but its APR. */
export const PERSONAL_LOAN_FACTS: LoanFacts = {
  rateType: published('flat', GULF_LOAN_KFS),
  rate: published({ min: 4.99, max: 7.99 }, GULF_LOAN_KFS),
  apr: notPublished(GULF_LOAN_KFS),
  processingFee: published({ percent: 1, min: 500, max: 2500 }, GULF_LOAN_TARIFF),
  earlySettlementFee: published({ percent: 1, max: 10_000 }, GULF_LOAN_TARIFF),
  minMonthlySalary: published(5000, GULF_LOAN_KFS),
  salaryTransferRequired: published(true, GULF_LOAN_KFS),
  maxAmount: published(1_000_000, GULF_LOAN_KFS),
  maxTenureMonths: published(48, GULF_LOAN_KFS),
  islamic: published(false, GULF_LOAN_KFS),
  note: published('Life insurance included at no cost', GULF_LOAN_KFS),
};

/**
 * Quick Cash: a reducing rate the bank does not publish (a comparison site lists one); no early
 * settlement fee published, a bank maximum and tenure.
 */
export const QUICK_CASH_FACTS: LoanFacts = {
  rateType: published('reducing', DESERT_LOAN_PAGE),
  rate: notPublished(DESERT_LOAN_PAGE),
  comparisonRate: published(6.49, 'https://compare.example/personal-loans'),
  apr: published({ min: 7.1, max: 7.9 }, DESERT_LOAN_PAGE),
  processingFee: published({ percent: 1.05, min: 525, max: 2625 }, DESERT_LOAN_PAGE),
  earlySettlementFee: notPublished(DESERT_LOAN_PAGE),
  minMonthlySalary: published(5000, DESERT_LOAN_PAGE),
  salaryTransferRequired: notPublished(DESERT_LOAN_PAGE),
  maxAmount: published(150_000, DESERT_LOAN_PAGE),
  maxTenureMonths: published(36, DESERT_LOAN_PAGE),
  islamic: published(false, DESERT_LOAN_PAGE),
};

/** Personal Finance (KSA): a flat rate, no early settlement fee published. */
export const PERSONAL_FINANCE_FACTS: LoanFacts = {
  rateType: published('flat', RIYADH_FINANCE_PAGE),
  rate: published({ min: 3.5, max: 5.5 }, RIYADH_FINANCE_PAGE),
  apr: published({ min: 6.9, max: 10.4 }, RIYADH_FINANCE_PAGE),
  processingFee: published({ percent: 1, min: 0, max: 5000 }, RIYADH_FINANCE_PAGE),
  earlySettlementFee: notPublished(RIYADH_FINANCE_PAGE),
  minMonthlySalary: published(4000, RIYADH_FINANCE_PAGE),
  salaryTransferRequired: published(true, RIYADH_FINANCE_PAGE),
  maxAmount: published(2_500_000, RIYADH_FINANCE_PAGE),
  maxTenureMonths: published(60, RIYADH_FINANCE_PAGE),
  islamic: published(true, RIYADH_FINANCE_PAGE),
};

/** The limits of a UAE applicant earning AED 10,000 a month with no other repayments. */
export const loanLimits = (overrides: Partial<LoanLimits> = {}): LoanLimits => ({
  monthlySalary: 10_000,
  minAmount: 10_000,
  maxAmount: 200_000,
  maxAmountReason: 'salaryMultiple',
  minTenureMonths: 6,
  maxTenureMonths: 48,
  maxTenureReason: 'regulation',
  salaryMultiple: 20,
  debtBurdenPercent: 50,
  obligationsPercent: 0,
  maxMonthlyInstalment: 5000,
  ...overrides,
});

/** Personal Loan's cost for AED 200,000 over 48 months at 4.99% flat. */
export const PERSONAL_LOAN_COST: LoanCost = {
  amount: 200_000,
  tenureMonths: 48,
  monthlyInstalment: 4998.34,
  totalPayable: 239_920.32,
  totalInterest: 39_920.32,
  processingFee: 2000,
  apr: 9.75,
  rateType: 'flat',
  ratePercent: 4.99,
  ratePublished: true,
  reducingRatePercent: 9.22,
  earlySettlement: { afterMonths: 24, outstanding: 109_163.22, fee: 1091.63, basis: 'bank' },
};

/** A loan offer as the loan call answers it; the defaults are Gulf Bank's Personal Loan. */
export const loanOffer = (overrides: Partial<LoanOffer> = {}): LoanOffer => ({
  productId: 21,
  productName: 'Personal Loan',
  organizationName: 'Gulf Bank',
  loanTenure: 48,
  processingFee: 'AED 2,000',
  interest: '4.99% p.a. (flat)',
  loanAmount: 200_000,
  loanAmountTxt: 'AED 200,000',
  monthlyInstalmentTxt: 'AED 4,998',
  currency: 'AED',
  description: 'Up to 20 times your salary\\nLife insurance included',
  routingUrl: 'https://www.gulfbank.example/apply/personal-loan',
  isIslamic: false,
  cost: PERSONAL_LOAN_COST,
  limits: loanLimits(),
  facts: PERSONAL_LOAN_FACTS,
  ...overrides,
});

export const PERSONAL_LOAN = loanOffer();

/** Quick Cash: capped by the bank at AED 150,000 and 36 months; the UAE cap on settling early. */
export const QUICK_CASH = loanOffer({
  productId: 22,
  productName: 'Quick Cash',
  organizationName: 'Desert Bank',
  loanTenure: 36,
  processingFee: 'AED 1,575',
  interest: '6.49% p.a. (reducing balance)',
  loanAmount: 150_000,
  loanAmountTxt: 'AED 150,000',
  monthlyInstalmentTxt: 'AED 4,597',
  description: '',
  routingUrl: 'https://desertbank.example/apply/quick-cash',
  cost: {
    amount: 150_000,
    tenureMonths: 36,
    monthlyInstalment: 4596.67,
    totalPayable: 165_480.12,
    totalInterest: 15_480.12,
    processingFee: 1575,
    apr: 7.2,
    rateType: 'reducing',
    ratePercent: 6.49,
    // The bank publishes no rate: the offer is costed at the one a comparison site lists.
    ratePublished: false,
    reducingRatePercent: 6.49,
    earlySettlement: {
      afterMonths: 18,
      outstanding: 78_637.93,
      fee: 786.38,
      basis: 'regulatoryCap',
    },
  },
  limits: loanLimits({
    minAmount: 20_000,
    maxAmount: 150_000,
    maxAmountReason: 'bankMaximum',
    maxTenureMonths: 36,
    maxTenureReason: 'bank',
  }),
  facts: QUICK_CASH_FACTS,
});

/**
 * Personal Finance in Saudi Arabia, for a salary of SAR 15,000 with 20% of it already repaid:
 * SAMA's deduction limit sets the maximum; no early settlement fee is published (SAMA's cap, the
 * profit of the next three months, applies).
 */
export const PERSONAL_FINANCE = loanOffer({
  productId: 23,
  productName: 'Personal Finance',
  organizationName: 'Riyadh Bank',
  loanTenure: 60,
  processingFee: 'SAR 1,020',
  interest: '3.5% p.a. (flat)',
  loanAmount: 102_000,
  loanAmountTxt: 'SAR 102,000',
  monthlyInstalmentTxt: 'SAR 1,998',
  currency: 'SAR',
  description: '',
  routingUrl: 'https://riyadbank.example/apply/personal-finance',
  isIslamic: true,
  cost: {
    amount: 102_000,
    tenureMonths: 60,
    monthlyInstalment: 1997.5,
    totalPayable: 119_850,
    totalInterest: 17_850,
    processingFee: 1020,
    apr: 7.18,
    rateType: 'flat',
    ratePercent: 3.5,
    ratePublished: true,
    reducingRatePercent: 6.54,
    earlySettlement: {
      afterMonths: 30,
      outstanding: 55_146.65,
      fee: 873.41,
      basis: 'regulatoryCap',
    },
  },
  limits: loanLimits({
    monthlySalary: 15_000,
    maxAmount: 102_000,
    maxAmountReason: 'debtBurden',
    maxTenureMonths: 60,
    salaryMultiple: null,
    debtBurdenPercent: 33.33,
    obligationsPercent: 20,
    maxMonthlyInstalment: 1999,
  }),
  facts: PERSONAL_FINANCE_FACTS,
});

/** Personal Loan quoted at AED 100,000 over 36 months: the debt-burden limit binds there. */
export const PERSONAL_LOAN_QUOTE_36: LoanQuote = {
  productId: 21,
  cost: {
    amount: 100_000,
    tenureMonths: 36,
    monthlyInstalment: 3193.62,
    totalPayable: 114_970.32,
    totalInterest: 14_970.32,
    processingFee: 1000,
    apr: 9.98,
    rateType: 'flat',
    ratePercent: 4.99,
    ratePublished: true,
    reducingRatePercent: 9.29,
    earlySettlement: { afterMonths: 18, outstanding: 53_465.75, fee: 534.66, basis: 'bank' },
  },
  limits: loanLimits({ maxAmount: 156_000, maxAmountReason: 'debtBurden' }),
};

/** Personal Loan quoted at AED 150,000 over 36 months. */
export const PERSONAL_LOAN_QUOTE_150K_36: LoanQuote = {
  ...PERSONAL_LOAN_QUOTE_36,
  cost: {
    ...PERSONAL_LOAN_QUOTE_36.cost,
    amount: 150_000,
    monthlyInstalment: 4790.42,
    totalPayable: 172_455.12,
    totalInterest: 22_455.12,
    processingFee: 1500,
    earlySettlement: { afterMonths: 18, outstanding: 80_198.63, fee: 801.99, basis: 'bank' },
  },
};

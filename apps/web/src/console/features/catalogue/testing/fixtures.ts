// Catalogue items as the console API answers them (the contract's shapes), for the tests.

/** Ten days ago: a fact checked recently, whenever the tests run. */
const RECENT = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const source = (checkedOn: string | null = RECENT) => ({
  url: 'https://www.bankfab.com/en-ae/personal/credit-cards/cashback',
  checkedOn,
});

export const CARD = {
  id: 7,
  version: 3,
  key: 'fab-cashback',
  country: 'AE',
  productType: 'Card',
  active: true,
  bankId: 12,
  name: { en: 'FAB Cashback Card', ar: 'بطاقة استرداد نقدي' },
  description: { en: 'Up to 5% cashback', ar: 'استرداد نقدي حتى 5%' },
  routingUrl: 'https://www.bankfab.com/apply',
  image: 'fab-cashback.svg',
  incentive: 200,
  instantIssuance: false,
  featureIds: [1],
  facts: {
    annualFee: {
      value: { firstYear: 0, laterYears: 300, waiver: null, waivedFromYearlySpend: null },
      source: source(),
    },
    monthlyRate: { value: 3.25, source: source() },
    apr: { value: 45.6, source: source() },
    foreignCurrencyFee: { value: 2.99, source: source() },
    minMonthlySalary: { value: 5000, source: source() },
    salaryTransferRequired: { value: false, source: source() },
    islamic: { value: false, source: source() },
    earnRates: { value: null, source: source('2026-01-10') },
    welcomeOffer: { value: null, source: source() },
    loungeAccess: { value: { en: 'Airport lounges', ar: 'صالات المطارات' }, source: source() },
  },
};

export const BANKS = {
  items: [
    {
      id: 12,
      version: 1,
      key: 'fab',
      name: { en: 'First Abu Dhabi Bank', ar: 'بنك أبوظبي الأول' },
      country: 'AE',
      websiteUrl: 'https://www.bankfab.com',
      active: true,
      countries: ['AE'],
      delivery: { method: 'none', url: null },
    },
  ],
  total: 1,
};

export const FEATURE_GROUPS = {
  items: [
    {
      id: 2,
      version: 1,
      key: 'rewards',
      name: { en: 'Rewards', ar: 'المكافآت' },
      image: 'rewards.svg',
      productType: 'Card',
      active: true,
      sortOrder: 1,
    },
  ],
  total: 1,
};

export const FEATURES = {
  items: [
    {
      ...FEATURE_GROUPS.items[0],
      id: 1,
      key: 'cashback',
      name: { en: 'Cashback', ar: 'استرداد' },
      groupId: 2,
    },
  ],
  total: 1,
};

export const PRODUCT_ROW = {
  id: 7,
  version: 3,
  key: 'fab-cashback',
  country: 'AE',
  productType: 'Card',
  active: true,
  bankId: 12,
  bankName: { en: 'First Abu Dhabi Bank', ar: 'بنك أبوظبي الأول' },
  name: CARD.name,
  oldestCheckedOn: '2026-01-10',
  stale: true,
};

export const QUESTION = {
  id: 4,
  version: 2,
  key: 'salary-band',
  country: 'AE',
  productType: 'Card',
  topic: 'salary',
  text: { en: 'What is your monthly salary?', ar: 'ما هو راتبك الشهري؟' },
  sortOrder: 1,
  active: true,
  options: [
    { id: 10, text: { en: 'Under 5,000', ar: 'أقل من 5000' }, points: 0, hardStop: true, value: 0 },
    {
      id: 11,
      text: { en: '5,000 or more', ar: '5000 أو أكثر' },
      points: 10,
      hardStop: false,
      value: 5000,
    },
  ],
};

import type { Feature, PersonalDetails } from '@mizan/contracts';

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

/**
 * The features call's answer: two active Card groups with an inactive sub-feature, an inactive
 * group and a Loan group (the last two never shown).
 */
export const FEATURE_GROUPS: Feature[] = [
  {
    featureId: 10,
    featureName: 'Cashback',
    imageUrl: 'cashback.png',
    active: 'Y',
    productType: 'Card',
    subFeatures: [
      { featureId: 11, featureName: 'Groceries cashback', imageUrl: 'groceries.png', active: 'Y' },
      { featureId: 12, featureName: 'Fuel cashback', imageUrl: 'fuel.png', active: 'Y' },
      { featureId: 13, featureName: 'Dining cashback', imageUrl: 'dining.png', active: 'Y' },
      { featureId: 14, featureName: 'Cinema cashback', imageUrl: 'cinema.png', active: 'N' },
    ],
  },
  {
    featureId: 20,
    featureName: 'Travel',
    imageUrl: 'travel.png',
    active: 'Y',
    productType: 'Card',
    subFeatures: [
      { featureId: 21, featureName: 'Airport lounge access', imageUrl: 'lounge.png', active: 'Y' },
      { featureId: 22, featureName: 'Air miles', imageUrl: 'miles.png', active: 'Y' },
      { featureId: 23, featureName: 'Travel insurance', imageUrl: 'insurance.png', active: 'Y' },
    ],
  },
  {
    featureId: 30,
    featureName: 'Retired perks',
    imageUrl: 'retired.png',
    active: 'N',
    productType: 'Card',
    subFeatures: [{ featureId: 31, featureName: 'Golf days', imageUrl: 'golf.png', active: 'Y' }],
  },
  {
    featureId: 40,
    featureName: 'Loan perks',
    imageUrl: 'loan.png',
    active: 'Y',
    productType: 'Loan',
    subFeatures: [
      { featureId: 41, featureName: 'Early settlement', imageUrl: 'early.png', active: 'Y' },
    ],
  },
];

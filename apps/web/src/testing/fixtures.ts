import type {
  Application,
  Feature,
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
export const submission = (applicationType: ProductType, productId: number) => ({
  applicationId: APP_ID,
  customer: { customerId: CUSTOMER_ID },
  product: { productId },
  applicationType,
  status: 'Submitted',
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

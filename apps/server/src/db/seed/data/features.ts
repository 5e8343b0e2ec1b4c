import type { SeedFeatureGroup, SeedSubFeature } from '../catalogue-types.ts';

const sub = (key: string, name: string): SeedSubFeature => ({ key, name, image: `${key}.svg` });

// The card features a visitor ranks. Keys are global: a sub-feature key never repeats across
// groups. A card carries cashback sub-features or reward sub-features, never both.
export const featureGroups: SeedFeatureGroup[] = [
  {
    key: 'cashback',
    name: 'Cashback',
    image: 'cashback.svg',
    subFeatures: [
      sub('cashback-dining', 'Dining cashback'),
      sub('cashback-grocery', 'Grocery cashback'),
      sub('cashback-fuel', 'Fuel cashback'),
      sub('cashback-online', 'Online shopping cashback'),
      sub('cashback-international', 'Cashback on spend abroad'),
      sub('cashback-everyday', 'Cashback on everyday spend'),
    ],
  },
  {
    key: 'rewards',
    name: 'Reward points & miles',
    image: 'rewards.svg',
    subFeatures: [
      sub('rewards-points', 'Points on every spend'),
      sub('rewards-miles', 'Air miles'),
      sub('rewards-partner', 'Shopping & partner rewards'),
      sub('rewards-welcome', 'Welcome bonus'),
    ],
  },
  {
    key: 'travel',
    name: 'Travel',
    image: 'travel.svg',
    subFeatures: [
      sub('travel-lounge', 'Airport lounge access'),
      sub('travel-insurance', 'Travel insurance'),
      sub('travel-low-fx', 'Low foreign currency fee'),
      sub('travel-hotel-discounts', 'Hotel & travel discounts'),
    ],
  },
  {
    key: 'lifestyle',
    name: 'Lifestyle & entertainment',
    image: 'lifestyle.svg',
    subFeatures: [
      sub('lifestyle-cinema', 'Cinema offers'),
      sub('lifestyle-dining', 'Dining discounts'),
      sub('lifestyle-valet', 'Valet parking'),
      sub('lifestyle-golf', 'Golf'),
    ],
  },
  {
    key: 'fees',
    name: 'Fees & charges',
    image: 'fees.svg',
    subFeatures: [
      sub('fees-no-annual-fee', 'No annual fee'),
      sub('fees-first-year-free', 'First year free'),
      sub('fees-easy-payment-plans', 'Easy payment plans'),
      sub('fees-balance-transfer', 'Balance transfer'),
    ],
  },
  {
    key: 'banking',
    name: 'Banking',
    image: 'banking.svg',
    subFeatures: [
      sub('banking-islamic', 'Islamic (Sharia-compliant)'),
      sub('banking-instant', 'Instant issuance'),
      sub('banking-supplementary', 'Supplementary cards'),
      sub('banking-mobile-wallet', 'Apple Pay & mobile wallets'),
    ],
  },
];

import type { SeedBanner } from '../catalogue-types.ts';

// Promotional banners. Banner 2 is the one the product-choice step shows to every visitor.
export const banners: SeedBanner[] = [
  {
    id: 1,
    country: 'ae',
    title: 'Cashback card month',
    description:
      'Earn cashback on dining, groceries and everyday spend. Compare UAE cashback cards and apply in minutes.',
    image: 'uae-cashback-month.svg',
    routingUrl: 'https://www.bankfab.com/en-ae/personal/cards/cashback-credit-card',
  },
  {
    id: 2,
    country: null,
    title: 'A free AED 200 bonus, on us',
    description:
      'Get a free AED 200 bonus for any approved card or instant cash loan you apply for through Mizan.',
    image: 'aed-200-bonus.svg',
    routingUrl: 'https://www.emiratesnbd.com/en/personal-banking/cards/credit-cards',
  },
  {
    id: 3,
    country: 'sa',
    title: 'Cashback made for Saudi spending',
    description:
      'Up to 10% cashback on dining, supermarkets and online shopping with Saudi cashback cards.',
    image: 'ksa-cashback.svg',
    routingUrl:
      'https://www.alrajhibank.com.sa/en/Personal/Cards/Cashback-Cards/Platinum-Cashback-Plus',
  },
];

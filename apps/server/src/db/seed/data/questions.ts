import type { Country, ProductType } from '@mizan/contracts';
import type { SeedOption, SeedQuestion } from '../catalogue-types.ts';

// Screening questions. Points add up to 100 per product type and country, so the credit score
// is simply the points earned. Salary bands follow the regulators' floors: UAE cards need
// AED 5,000 a month (Central Bank), KSA cards SAR 24,000 a year (SAMA); below a floor, or with
// debts already past the deduction cap (UAE 50%, KSA 33.33%), the answer is a hard stop.

const employment: SeedOption[] = [
  { text: 'Salaried, government or semi-government', points: 25 },
  { text: 'Salaried, private sector', points: 20 },
  { text: 'Self-employed or business owner', points: 15 },
  { text: 'Retired, with a pension', points: 10, value: 1 },
  { text: 'Not currently employed', points: 0, hardStop: true },
];

const age: SeedOption[] = [
  { text: 'Under 21', points: 0, hardStop: true },
  { text: '21 to 29', points: 8 },
  { text: '30 to 45', points: 10 },
  { text: '46 to 60', points: 8 },
  { text: 'Over 60', points: 4 },
];

const islamic: SeedOption[] = [
  { text: 'Yes, show me Islamic (Sharia-compliant) products only', points: 0, value: 1 },
  { text: 'No preference', points: 0, value: 0 },
];

const aeResidency: SeedOption[] = [
  { text: 'Yes, I am a UAE national', points: 15, value: 1 },
  { text: 'Yes, I am a resident with a valid Emirates ID', points: 15, value: 0 },
  { text: 'No, I do not live in the UAE', points: 0, hardStop: true },
];

const saResidency: SeedOption[] = [
  { text: 'Yes, I am a Saudi national', points: 15, value: 1 },
  { text: 'Yes, I am a resident with a valid Iqama', points: 15, value: 0 },
  { text: 'No, I do not live in Saudi Arabia', points: 0, hardStop: true },
];

const aeObligations: SeedOption[] = [
  { text: 'None', points: 20, value: 0 },
  { text: 'Up to a quarter of my salary', points: 15, value: 0.25 },
  { text: 'Between a quarter and half of my salary', points: 5, value: 0.5 },
  { text: 'More than half of my salary', points: 0, hardStop: true, value: 0.6 },
];

const saObligations: SeedOption[] = [
  { text: 'None', points: 20, value: 0 },
  { text: 'Up to a fifth of my salary', points: 15, value: 0.2 },
  { text: 'Between a fifth and a third of my salary', points: 5, value: 0.3333 },
  { text: 'More than a third of my salary', points: 0, hardStop: true, value: 0.4 },
];

const TEXTS = {
  salary: 'What is your monthly salary?',
  employment: 'What is your employment status?',
  aeResidency: 'Do you live in the UAE?',
  saResidency: 'Do you live in Saudi Arabia?',
  age: 'How old are you?',
  obligations: 'How much of your monthly salary already goes to loan and card repayments?',
  islamic: 'Would you like Islamic (Sharia-compliant) products only?',
};

function questionSet(
  country: Country,
  productType: ProductType,
  salary: SeedOption[],
): SeedQuestion[] {
  const ae = country === 'ae';
  return [
    { topic: 'salary', country, productType, text: TEXTS.salary, options: salary },
    { topic: 'employment', country, productType, text: TEXTS.employment, options: employment },
    {
      topic: 'residency',
      country,
      productType,
      text: ae ? TEXTS.aeResidency : TEXTS.saResidency,
      options: ae ? aeResidency : saResidency,
    },
    { topic: 'age', country, productType, text: TEXTS.age, options: age },
    {
      topic: 'obligations',
      country,
      productType,
      text: TEXTS.obligations,
      options: ae ? aeObligations : saObligations,
    },
    { topic: 'islamic', country, productType, text: TEXTS.islamic, options: islamic },
  ];
}

export const questions: SeedQuestion[] = [
  ...questionSet('ae', 'Card', [
    { text: 'Less than AED 5,000', points: 0, hardStop: true, value: 0 },
    { text: 'AED 5,000 to 7,999', points: 10, value: 5000 },
    { text: 'AED 8,000 to 14,999', points: 20, value: 8000 },
    { text: 'AED 15,000 to 29,999', points: 25, value: 15000 },
    { text: 'AED 30,000 or more', points: 30, value: 30000 },
  ]),
  ...questionSet('ae', 'Loan', [
    { text: 'Less than AED 3,000', points: 0, hardStop: true, value: 0 },
    { text: 'AED 3,000 to 4,999', points: 5, value: 3000 },
    { text: 'AED 5,000 to 7,999', points: 10, value: 5000 },
    { text: 'AED 8,000 to 14,999', points: 20, value: 8000 },
    { text: 'AED 15,000 to 29,999', points: 25, value: 15000 },
    { text: 'AED 30,000 or more', points: 30, value: 30000 },
  ]),
  ...questionSet('sa', 'Card', [
    { text: 'Less than SAR 2,000', points: 0, hardStop: true, value: 0 },
    { text: 'SAR 2,000 to 3,999', points: 10, value: 2000 },
    { text: 'SAR 4,000 to 7,999', points: 20, value: 4000 },
    { text: 'SAR 8,000 to 14,999', points: 25, value: 8000 },
    { text: 'SAR 15,000 to 29,999', points: 28, value: 15000 },
    { text: 'SAR 30,000 or more', points: 30, value: 30000 },
  ]),
  ...questionSet('sa', 'Loan', [
    { text: 'Less than SAR 3,000', points: 0, hardStop: true, value: 0 },
    { text: 'SAR 3,000 to 4,999', points: 5, value: 3000 },
    { text: 'SAR 5,000 to 9,999', points: 15, value: 5000 },
    { text: 'SAR 10,000 to 19,999', points: 25, value: 10000 },
    { text: 'SAR 20,000 or more', points: 30, value: 20000 },
  ]),
];

import type { Country, ProductType } from '@mizan/contracts';
import type { SeedOption, SeedQuestion } from '../catalogue-types.ts';

// Screening questions. Points add up to 100 per product type and country, so the credit score
// is simply the points earned. Salary bands follow the regulators' floors: UAE cards need
// AED 5,000 a month (Central Bank), KSA cards SAR 24,000 a year (SAMA); below a floor, or with
// debts already past the deduction cap (UAE 50%, KSA 33.33%), the answer is a hard stop.

const employment: SeedOption[] = [
  {
    text: 'Salaried, government or semi-government',
    textAr: 'موظف في جهة حكومية أو شبه حكومية',
    points: 25,
  },
  { text: 'Salaried, private sector', textAr: 'موظف في القطاع الخاص', points: 20 },
  {
    text: 'Self-employed or business owner',
    textAr: 'أعمل لحسابي الخاص أو أملك نشاطاً تجارياً',
    points: 15,
  },
  { text: 'Retired, with a pension', textAr: 'متقاعد وأتقاضى معاشاً تقاعدياً', points: 10, value: 1 },
  { text: 'Not currently employed', textAr: 'لا أعمل حالياً', points: 0, hardStop: true },
];

const age: SeedOption[] = [
  { text: 'Under 21', textAr: 'أقل من 21 سنة', points: 0, hardStop: true },
  { text: '21 to 29', textAr: 'من 21 إلى 29 سنة', points: 8 },
  { text: '30 to 45', textAr: 'من 30 إلى 45 سنة', points: 10 },
  { text: '46 to 60', textAr: 'من 46 إلى 60 سنة', points: 8 },
  { text: 'Over 60', textAr: 'أكثر من 60 سنة', points: 4 },
];

const islamic: SeedOption[] = [
  {
    text: 'Yes, show me Islamic (Sharia-compliant) products only',
    textAr: 'نعم، اعرض المنتجات الإسلامية (المتوافقة مع أحكام الشريعة) فقط',
    points: 0,
    value: 1,
  },
  { text: 'No preference', textAr: 'لا أفضلية لدي', points: 0, value: 0 },
];

const aeResidency: SeedOption[] = [
  { text: 'Yes, I am a UAE national', textAr: 'نعم، أنا مواطن إماراتي', points: 15, value: 1 },
  {
    text: 'Yes, I am a resident with a valid Emirates ID',
    textAr: 'نعم، أنا مقيم وأحمل هوية إماراتية سارية',
    points: 15,
    value: 0,
  },
  {
    text: 'No, I do not live in the UAE',
    textAr: 'لا، لا أقيم في دولة الإمارات',
    points: 0,
    hardStop: true,
  },
];

const saResidency: SeedOption[] = [
  { text: 'Yes, I am a Saudi national', textAr: 'نعم، أنا مواطن سعودي', points: 15, value: 1 },
  {
    text: 'Yes, I am a resident with a valid Iqama',
    textAr: 'نعم، أنا مقيم وأحمل إقامة سارية',
    points: 15,
    value: 0,
  },
  {
    text: 'No, I do not live in Saudi Arabia',
    textAr: 'لا، لا أقيم في المملكة العربية السعودية',
    points: 0,
    hardStop: true,
  },
];

const aeObligations: SeedOption[] = [
  { text: 'None', textAr: 'لا شيء', points: 20, value: 0 },
  { text: 'Up to a quarter of my salary', textAr: 'حتى ربع راتبي', points: 15, value: 0.25 },
  {
    text: 'Between a quarter and half of my salary',
    textAr: 'بين ربع راتبي ونصفه',
    points: 5,
    value: 0.5,
  },
  {
    text: 'More than half of my salary',
    textAr: 'أكثر من نصف راتبي',
    points: 0,
    hardStop: true,
    value: 0.6,
  },
];

const saObligations: SeedOption[] = [
  { text: 'None', textAr: 'لا شيء', points: 20, value: 0 },
  { text: 'Up to a fifth of my salary', textAr: 'حتى خُمس راتبي', points: 15, value: 0.2 },
  {
    text: 'Between a fifth and a third of my salary',
    textAr: 'بين خُمس راتبي وثلثه',
    points: 5,
    value: 0.3333,
  },
  {
    text: 'More than a third of my salary',
    textAr: 'أكثر من ثلث راتبي',
    points: 0,
    hardStop: true,
    value: 0.4,
  },
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

// The same questions in Arabic, addressing the visitor as a Gulf bank's site does. Repayments
// name the country's product: قروض in the UAE, تمويل (personal finance) in Saudi Arabia.
const TEXTS_AR = {
  salary: 'كم يبلغ راتبك الشهري؟',
  employment: 'ما وضعك الوظيفي؟',
  aeResidency: 'هل تقيم في دولة الإمارات العربية المتحدة؟',
  saResidency: 'هل تقيم في المملكة العربية السعودية؟',
  age: 'كم عمرك؟',
  aeObligations: 'كم تبلغ حصة أقساط القروض والبطاقات الائتمانية من راتبك الشهري حالياً؟',
  saObligations: 'كم تبلغ حصة أقساط التمويل والبطاقات الائتمانية من راتبك الشهري حالياً؟',
  islamic: 'هل ترغب في عرض المنتجات الإسلامية (المتوافقة مع أحكام الشريعة) فقط؟',
};

function questionSet(
  country: Country,
  productType: ProductType,
  salary: SeedOption[],
): SeedQuestion[] {
  const ae = country === 'ae';
  return [
    {
      topic: 'salary',
      country,
      productType,
      text: TEXTS.salary,
      textAr: TEXTS_AR.salary,
      options: salary,
    },
    {
      topic: 'employment',
      country,
      productType,
      text: TEXTS.employment,
      textAr: TEXTS_AR.employment,
      options: employment,
    },
    {
      topic: 'residency',
      country,
      productType,
      text: ae ? TEXTS.aeResidency : TEXTS.saResidency,
      textAr: ae ? TEXTS_AR.aeResidency : TEXTS_AR.saResidency,
      options: ae ? aeResidency : saResidency,
    },
    { topic: 'age', country, productType, text: TEXTS.age, textAr: TEXTS_AR.age, options: age },
    {
      topic: 'obligations',
      country,
      productType,
      text: TEXTS.obligations,
      textAr: ae ? TEXTS_AR.aeObligations : TEXTS_AR.saObligations,
      options: ae ? aeObligations : saObligations,
    },
    {
      topic: 'islamic',
      country,
      productType,
      text: TEXTS.islamic,
      textAr: TEXTS_AR.islamic,
      options: islamic,
    },
  ];
}

export const questions: SeedQuestion[] = [
  ...questionSet('ae', 'Card', [
    {
      text: 'Less than AED 5,000',
      textAr: 'أقل من 5,000 درهم',
      points: 0,
      hardStop: true,
      value: 0,
    },
    { text: 'AED 5,000 to 7,999', textAr: 'من 5,000 إلى 7,999 درهم', points: 10, value: 5000 },
    { text: 'AED 8,000 to 14,999', textAr: 'من 8,000 إلى 14,999 درهم', points: 20, value: 8000 },
    { text: 'AED 15,000 to 29,999', textAr: 'من 15,000 إلى 29,999 درهم', points: 25, value: 15000 },
    { text: 'AED 30,000 or more', textAr: '30,000 درهم أو أكثر', points: 30, value: 30000 },
  ]),
  ...questionSet('ae', 'Loan', [
    {
      text: 'Less than AED 3,000',
      textAr: 'أقل من 3,000 درهم',
      points: 0,
      hardStop: true,
      value: 0,
    },
    { text: 'AED 3,000 to 4,999', textAr: 'من 3,000 إلى 4,999 درهم', points: 5, value: 3000 },
    { text: 'AED 5,000 to 7,999', textAr: 'من 5,000 إلى 7,999 درهم', points: 10, value: 5000 },
    { text: 'AED 8,000 to 14,999', textAr: 'من 8,000 إلى 14,999 درهم', points: 20, value: 8000 },
    { text: 'AED 15,000 to 29,999', textAr: 'من 15,000 إلى 29,999 درهم', points: 25, value: 15000 },
    { text: 'AED 30,000 or more', textAr: '30,000 درهم أو أكثر', points: 30, value: 30000 },
  ]),
  ...questionSet('sa', 'Card', [
    {
      text: 'Less than SAR 2,000',
      textAr: 'أقل من 2,000 ريال',
      points: 0,
      hardStop: true,
      value: 0,
    },
    { text: 'SAR 2,000 to 3,999', textAr: 'من 2,000 إلى 3,999 ريال', points: 10, value: 2000 },
    { text: 'SAR 4,000 to 7,999', textAr: 'من 4,000 إلى 7,999 ريال', points: 20, value: 4000 },
    { text: 'SAR 8,000 to 14,999', textAr: 'من 8,000 إلى 14,999 ريال', points: 25, value: 8000 },
    { text: 'SAR 15,000 to 29,999', textAr: 'من 15,000 إلى 29,999 ريال', points: 28, value: 15000 },
    { text: 'SAR 30,000 or more', textAr: '30,000 ريال أو أكثر', points: 30, value: 30000 },
  ]),
  ...questionSet('sa', 'Loan', [
    {
      text: 'Less than SAR 3,000',
      textAr: 'أقل من 3,000 ريال',
      points: 0,
      hardStop: true,
      value: 0,
    },
    { text: 'SAR 3,000 to 4,999', textAr: 'من 3,000 إلى 4,999 ريال', points: 5, value: 3000 },
    { text: 'SAR 5,000 to 9,999', textAr: 'من 5,000 إلى 9,999 ريال', points: 15, value: 5000 },
    { text: 'SAR 10,000 to 19,999', textAr: 'من 10,000 إلى 19,999 ريال', points: 25, value: 10000 },
    { text: 'SAR 20,000 or more', textAr: '20,000 ريال أو أكثر', points: 30, value: 20000 },
  ]),
];

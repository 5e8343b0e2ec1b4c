import type { StoredCardFacts } from '@mizan/contracts';
import { notPublished, published } from './sources.ts';

// The published facts of the UAE cards of Emirates NBD and Emirates Islamic in ../cards.ts, by
// card key. Amounts in AED, rates in percent. See ./sources.ts for how a fact names its source.

// Emirates NBD
const ENBD_KFS = 'https://emiratesnbd.com/en/kfs/credit-card';
const ENBD_ELIGIBILITY =
  'https://www.emiratesnbd.com/en/help-and-support/eligibility-and-documents-for-credit-cards';
const ENBD_DINERS =
  'https://www.emiratesnbd.com/en/personal-banking/cards/credit-cards/diners-club-credit-card/?etm_action=cw-card';
const ENBD_SKYWARDS = 'https://emirates.com/ae/english/skywards/partners/emirates-nbd';
/** Comparison site with minimum salary, monthly rate and non-AED fee of the Skywards cards. */
const SKYWARDS_CARDS = 'https://www.soulwallet.com/credit-cards-uae/emirates-skywards-cards';

// Emirates Islamic
const EI_KFS = 'https://www.emiratesislamic.ae/en/key-information/kfs-credit-cards';
/** Schedule of charges: monthly profit rate per card (the edition matching the KFS above). */
const EI_SOC = 'https://emiratesislamic.ae/eng/soc/cards';
/** "Emirates Islamic Credit Cards – Important information": foreign transaction fee. */
const EI_IMPORTANT_INFO =
  'https://www.emiratesislamic.ae/eng/terms-and-conditions/credit-card-mid/?mid=sig';
const EI_CASHBACK_PLUS_TC =
  'https://www.emiratesislamic.ae/en/terms-and-conditions/cashback-plus-credit-card-tc';
const EI_AMAZON_TC = 'https://www.emiratesislamic.ae/en/terms-and-conditions/amazon-cards';
const BEST_DUBAI_CARDS = 'https://bestdubaithings.com/best-credit-cards-in-dubai';

export const aeEmiratesNbdCardFacts: Record<string, StoredCardFacts> = {
  // EI Cashback Plus: fee from the EI KFS; profit rate from the EI schedule of charges; FX fee
  // ("up to 2.34%") from EI's credit-card important information page; earn rates from the card's
  // T&C ("up to 10%" is recorded as 10). A third-party page (recoverycashback.com) gives an AED 200
  // monthly cap per category that the bank's stored pages do not show, so caps are null here.
  'emirates-islamic-cashback-plus': {
    annualFee: published(
      { firstYear: 313.95, laterYears: 313.95, waiver: null, waivedFromYearlySpend: null },
      EI_KFS,
    ),
    monthlyRate: published(3.69, EI_SOC),
    apr: notPublished(EI_KFS),
    foreignCurrencyFee: published(2.34, EI_IMPORTANT_INFO),
    minMonthlySalary: notPublished(EI_CASHBACK_PLUS_TC),
    salaryTransferRequired: notPublished(EI_CASHBACK_PLUS_TC),
    islamic: published(true, EI_KFS),
    earnRates: published(
      {
        kind: 'cashback',
        summary: {
          en: 'Up to 10% cashback on supermarket, education, dining and telecom spend, with a minimum monthly spend of AED 3,000',
          ar: 'استرداد نقدي يصل إلى 10% على مشتريات السوبرماركت والتعليم والمطاعم والاتصالات، بشرط إنفاق 3,000 درهم شهرياً على الأقل',
        },
        categories: {
          groceries: { percent: 10, monthlyCap: null },
          dining: { percent: 10, monthlyCap: null },
          fuel: { percent: null, monthlyCap: null },
          online: { percent: null, monthlyCap: null },
          travel: { percent: null, monthlyCap: null },
          other: { percent: null, monthlyCap: null },
        },
        monthlyCap: null,
        minMonthlySpend: 3000,
      },
      EI_CASHBACK_PLUS_TC,
    ),
    welcomeOffer: notPublished(EI_CASHBACK_PLUS_TC),
    loungeAccess: notPublished(EI_CASHBACK_PLUS_TC),
  },

  // EI Skywards Infinite: fee from the EI KFS; profit rate and welcome bonus from the EI schedule
  // of charges; FX fee ("up to 2.34%") from EI's important information page; minimum salary from
  // the Soulwallet comparison page (no bank page with it was stored). Earn rates not found.
  'emirates-islamic-skywards-infinite': {
    annualFee: published(
      { firstYear: 2100, laterYears: 2100, waiver: null, waivedFromYearlySpend: null },
      EI_KFS,
    ),
    monthlyRate: published(3.69, EI_SOC),
    apr: notPublished(EI_KFS),
    foreignCurrencyFee: published(2.34, EI_IMPORTANT_INFO),
    minMonthlySalary: published(25000, SKYWARDS_CARDS),
    salaryTransferRequired: notPublished(EI_KFS),
    islamic: published(true, EI_KFS),
    earnRates: notPublished(SKYWARDS_CARDS),
    welcomeOffer: published(
      {
        en: '20,000 Skywards Miles welcome bonus with the AED 2,100 annual fee (10,000 Miles with the AED 1,048.95 fee option)',
        ar: 'مكافأة ترحيبية 20,000 ميل Skywards مع الرسوم السنوية البالغة 2,100 درهم (10,000 ميل مع خيار الرسوم البالغة 1,048.95 درهم)',
      },
      EI_SOC,
    ),
    loungeAccess: notPublished(SKYWARDS_CARDS),
  },

  // EI Amazon.ae: the card is in neither the EI KFS nor the schedule of charges as stored; fee,
  // salary and the 6% Amazon.ae rate from the bestdubaithings.com comparison page; the bank's
  // Amazon card T&C names the reward "Amazon Reward Points" and the issuer (Emirates Islamic).
  'emirates-islamic-amazon': {
    annualFee: published(
      { firstYear: 0, laterYears: 0, waiver: null, waivedFromYearlySpend: null },
      BEST_DUBAI_CARDS,
    ),
    monthlyRate: notPublished(EI_SOC),
    apr: notPublished(EI_KFS),
    foreignCurrencyFee: notPublished(EI_AMAZON_TC),
    minMonthlySalary: published(15000, BEST_DUBAI_CARDS),
    salaryTransferRequired: notPublished(EI_AMAZON_TC),
    islamic: published(true, EI_AMAZON_TC),
    earnRates: published(
      {
        kind: 'points',
        summary: {
          en: '6% back on Amazon.ae, paid as Amazon Reward Points; rates on other spend not published',
          ar: 'استرداد 6% على مشتريات Amazon.ae على شكل نقاط مكافآت Amazon، ولم تُنشر معدلات الإنفاق الأخرى',
        },
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
      BEST_DUBAI_CARDS,
    ),
    welcomeOffer: notPublished(EI_AMAZON_TC),
    loungeAccess: notPublished(EI_AMAZON_TC),
  },

  // ENBD Skywards Infinite: joining/renewal fee and APR from the ENBD KFS; earn rates and welcome
  // bonuses from Emirates' Skywards partner page; monthly rate, FX fee and minimum salary from the
  // Soulwallet comparison page (the KFS rate row was not readable; 3.25% a month is consistent
  // with the KFS APR of 39%). No miles-to-cash conversion published, so no percents.
  'emirates-nbd-skywards-infinite': {
    annualFee: published(
      { firstYear: 3149, laterYears: 1575, waiver: null, waivedFromYearlySpend: null },
      ENBD_KFS,
    ),
    monthlyRate: published(3.25, SKYWARDS_CARDS),
    apr: published(39, ENBD_KFS),
    foreignCurrencyFee: published(1.99, SKYWARDS_CARDS),
    minMonthlySalary: published(30000, SKYWARDS_CARDS),
    salaryTransferRequired: notPublished(ENBD_ELIGIBILITY),
    islamic: published(false, ENBD_KFS),
    earnRates: published(
      {
        kind: 'miles',
        summary: {
          en: 'Per USD spent: 2 Skywards Miles on Emirates, flydubai, duty free, online food delivery and car booking apps; 1.5 Miles on foreign currency spend; 1 Mile on local currency spend',
          ar: 'لكل دولار أمريكي يُنفق: ميلان من أميال Skywards على طيران الإمارات و flydubai والأسواق الحرة وتوصيل الطعام عبر الإنترنت وتطبيقات حجز السيارات، و1.5 ميل على الإنفاق بالعملات الأجنبية، وميل واحد على الإنفاق بالعملة المحلية',
        },
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
      ENBD_SKYWARDS,
    ),
    welcomeOffer: published(
      {
        en: '35,000 Skywards Miles on paying the joining fee, plus 40,000 for spending USD 25,000 in the first 3 statements and 25,000 for spending USD 7,500 with Emirates in the first 12 statements',
        ar: '35,000 ميل Skywards عند دفع رسوم الانضمام، إضافة إلى 40,000 ميل عند إنفاق 25,000 دولار أمريكي خلال أول 3 كشوف حساب، و25,000 ميل عند إنفاق 7,500 دولار أمريكي لدى طيران الإمارات خلال أول 12 كشف حساب',
      },
      ENBD_SKYWARDS,
    ),
    loungeAccess: notPublished(ENBD_SKYWARDS),
  },

  // ENBD Skywards Signature: joining/renewal fee and APR from the ENBD KFS; earn rates and welcome
  // bonuses from Emirates' Skywards partner page. Monthly rate, FX fee and salary not found.
  'emirates-nbd-skywards-signature': {
    annualFee: published(
      { firstYear: 1574, laterYears: 735, waiver: null, waivedFromYearlySpend: null },
      ENBD_KFS,
    ),
    monthlyRate: notPublished(ENBD_KFS),
    apr: published(39, ENBD_KFS),
    foreignCurrencyFee: notPublished(ENBD_KFS),
    minMonthlySalary: notPublished(ENBD_ELIGIBILITY),
    salaryTransferRequired: notPublished(ENBD_ELIGIBILITY),
    islamic: published(false, ENBD_KFS),
    earnRates: published(
      {
        kind: 'miles',
        summary: {
          en: 'Per USD spent: 1.5 Skywards Miles on Emirates, flydubai, duty free, online food delivery and car booking apps; 1 Mile on foreign currency spend; 0.75 Mile on local currency spend',
          ar: 'لكل دولار أمريكي يُنفق: 1.5 ميل من أميال Skywards على طيران الإمارات و flydubai والأسواق الحرة وتوصيل الطعام عبر الإنترنت وتطبيقات حجز السيارات، وميل واحد على الإنفاق بالعملات الأجنبية، و0.75 ميل على الإنفاق بالعملة المحلية',
        },
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
      ENBD_SKYWARDS,
    ),
    welcomeOffer: published(
      {
        en: '15,000 Skywards Miles on paying the joining fee, plus 15,000 for spending USD 10,000 in the first 3 statements and 10,000 for spending USD 3,750 with Emirates in the first 12 statements',
        ar: '15,000 ميل Skywards عند دفع رسوم الانضمام، إضافة إلى 15,000 ميل عند إنفاق 10,000 دولار أمريكي خلال أول 3 كشوف حساب، و10,000 ميل عند إنفاق 3,750 دولار أمريكي لدى طيران الإمارات خلال أول 12 كشف حساب',
      },
      ENBD_SKYWARDS,
    ),
    loungeAccess: notPublished(ENBD_SKYWARDS),
  },

  // ENBD Diners Club: minimum salary and lounge access from the card's page. The card is not in
  // the ENBD KFS fee, renewal and APR tables as stored, so fee and rates are not published.
  'emirates-nbd-diners-club': {
    annualFee: notPublished(ENBD_DINERS),
    monthlyRate: notPublished(ENBD_KFS),
    apr: notPublished(ENBD_KFS),
    foreignCurrencyFee: notPublished(ENBD_KFS),
    minMonthlySalary: published(5000, ENBD_DINERS),
    salaryTransferRequired: notPublished(ENBD_DINERS),
    islamic: published(false, ENBD_DINERS),
    earnRates: notPublished(ENBD_DINERS),
    welcomeOffer: notPublished(ENBD_DINERS),
    loungeAccess: published(
      {
        en: 'Unlimited complimentary airport lounge access for the cardholder with a 3-month average spend of AED 2,500; otherwise AED 125 a visit',
        ar: 'دخول مجاني غير محدود إلى صالات المطارات لحامل البطاقة عند إنفاق 2,500 درهم في المتوسط على مدى 3 أشهر، وإلا تُحتسب رسوم 125 درهم لكل زيارة',
      },
      ENBD_DINERS,
    ),
  },

  // ENBD LuLu 247 Titanium: joining and renewal fee ("Free") and APR from the ENBD KFS. No stored
  // page of the card gives its earn rates, monthly rate, FX fee or salary.
  'emirates-nbd-lulu-247-titanium': {
    annualFee: published(
      { firstYear: 0, laterYears: 0, waiver: null, waivedFromYearlySpend: null },
      ENBD_KFS,
    ),
    monthlyRate: notPublished(ENBD_KFS),
    apr: published(41.88, ENBD_KFS),
    foreignCurrencyFee: notPublished(ENBD_KFS),
    minMonthlySalary: notPublished(ENBD_ELIGIBILITY),
    salaryTransferRequired: notPublished(ENBD_ELIGIBILITY),
    islamic: published(false, ENBD_KFS),
    earnRates: notPublished(ENBD_KFS),
    welcomeOffer: notPublished(ENBD_KFS),
    loungeAccess: notPublished(ENBD_KFS),
  },
};

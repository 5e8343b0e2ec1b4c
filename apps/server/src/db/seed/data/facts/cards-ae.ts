import type { StoredCardFacts } from '@mizan/contracts';
import { notPublished, published } from './sources.ts';

// The published facts of the UAE cards in ../cards.ts (other than Emirates NBD's and Emirates
// Islamic's, which are in ./cards-ae-emirates-nbd.ts), by card key. Amounts in AED, rates in
// percent. See ./sources.ts for how a fact names its source.

// Mashreq
/** Mashreq credit card Key Fact Statement (stored copy shows its first page only). */
const MASHREQ_KFS = 'https://www.scribd.com/document/756880105/Key-Fact-Statement';
const MASHREQ_CASHBACK_AR =
  'https://www.mashreqalislami.com/ar/uae/gold/banking-solutions/cards/cashback-credit-card/';

// FAB
/** Product page with the card's schedule of fees and charges. */
const FAB_CASHBACK = 'https://www.bankfab.com/en-ae/personal/cards/cashback-credit-card';
const FAB_CASHBACK_ISLAMIC =
  'https://www.bankfab.com/en-ae/personal/fab-islamic/personal-islamic-banking/islamic-cards/cashback-islamic-credit-card';

// ADCB
/** ADCB Service and Price Guide, Ver.23/January2023: finance charges and FX fees of all its cards. */
const ADCB_PRICE_GUIDE = 'https://scribd.com/document/640636190/Untitled';

// ADIB
const ADIB_SPICE = 'https://adib.com/en/m/Pages/CardDetails.aspx?cardID=21';

// Citibank UAE
/** Comparison site: minimum salary per Citi card. */
const CITI_ELIGIBILITY =
  'https://www.paisabazaar.ae/credit-cards/articles/citibank-credit-card-eligibility';
/** Citibank UAE help and support FAQ (lounge access of Citi cards). */
const CITI_FAQ = 'https://citibank.ae/help-and-support-faq';
/** Citibank UAE Schedule of Fees & Charges, effective 27 January 2023 (stored copy: banking part). */
const CITI_FEES = 'https://www.scribd.com/document/799025413/fees-and-charges';
/** Citibank UAE credit card terms and conditions (interest-bearing, conventional cards). */
const CITI_TERMS = 'http://www.citibank.com/uae/consumer/credit_cards/terms_and_conditions.htm';

// RAKBANK
/** RAKBANK credit cards Service and Price Guide with effect from 01-01-2020 (World Mastercard pages). */
const RAKBANK_PRICE_GUIDE =
  'https://it.scribd.com/document/444238131/A-J00356-S-P-Changes-CC-VAT-01-01-2020-Web-EN-pdf';
/** RAKBANK page on dynamic currency conversion: the World Credit Card's international cashback. */
const RAKBANK_DCC =
  'https://rakbank.ae/wps/portal/retail-banking/cards/info/dynamic-currency-conversion';

/** Comparison site (a blog's comparison table): salary, fee and headline rates of some cards. */
const BEST_DUBAI_CARDS = 'https://bestdubaithings.com/best-credit-cards-in-dubai';

/** Lounge access as Citibank UAE's FAQ words it for all its cards. */
const CITI_LOUNGE = {
  en: 'Airport lounge access for primary and supplementary cardholders; the lounges available depend on the card',
  ar: 'دخول صالات المطارات لحاملي البطاقات الأساسية والإضافية، وتختلف الصالات المتاحة بحسب نوع البطاقة',
};

export const aeCardFacts: Record<string, StoredCardFacts> = {
  // Mashreq KFS (fee "Absolutely Free for life", earn rates, welcome offer; its stored copy shows
  // page 1 only, so rates and FX fee are not in it); Mashreq's Arabic card page (same earn rates,
  // "unlimited" cashback, welcome offer); minimum salary from the bestdubaithings comparison table.
  'mashreq-cashback': {
    annualFee: published(
      { firstYear: 0, laterYears: 0, waiver: null, waivedFromYearlySpend: null },
      MASHREQ_KFS,
    ),
    monthlyRate: notPublished(MASHREQ_KFS),
    apr: notPublished(MASHREQ_KFS),
    foreignCurrencyFee: notPublished(MASHREQ_KFS),
    minMonthlySalary: published(5000, BEST_DUBAI_CARDS),
    salaryTransferRequired: notPublished(MASHREQ_KFS),
    islamic: published(false, MASHREQ_KFS),
    earnRates: published(
      {
        kind: 'cashback',
        summary: {
          en: 'Unlimited cashback: 5% on dining in the UAE, 2% on international spend, 1% on other local spend, 0.33% on government, utilities, education, charity, fuel, rent and telecom',
          ar: 'استرداد نقدي غير محدود: 5% على المطاعم داخل الإمارات، و2% على الإنفاق الدولي، و1% على الإنفاق المحلي الآخر، و0.33% على المدفوعات الحكومية والمرافق والتعليم والأعمال الخيرية والوقود والإيجار والاتصالات',
        },
        // Groceries and online are "other local spend"; travel is international spend.
        categories: {
          groceries: { percent: 1, monthlyCap: null },
          dining: { percent: 5, monthlyCap: null },
          fuel: { percent: 0.33, monthlyCap: null },
          online: { percent: 1, monthlyCap: null },
          travel: { percent: 2, monthlyCap: null },
          other: { percent: 1, monthlyCap: null },
        },
        monthlyCap: null,
        minMonthlySpend: null,
      },
      MASHREQ_CASHBACK_AR,
    ),
    welcomeOffer: published(
      {
        en: 'AED 1,000 cashback for spending AED 9,500 in the first 2 months (AED 500 for AED 5,000)',
        ar: 'استرداد نقدي 1,000 درهم عند إنفاق 9,500 درهم خلال أول شهرين (500 درهم عند إنفاق 5,000 درهم)',
      },
      MASHREQ_CASHBACK_AR,
    ),
    loungeAccess: notPublished(MASHREQ_KFS),
  },

  // FAB Cashback product page, "Schedule of Fees and Charges": principal annual fee AED 315
  // (footnote: AED 525 since 1 May 2022 for customers without salary transfer, which also shows
  // salary transfer is not required); "up to 3.75% per month" on retail purchases is recorded as
  // 3.75; international transaction fee "2.49% of transaction value + scheme charges". The page's
  // stored copy gives no cashback rates.
  'fab-cashback': {
    annualFee: published(
      { firstYear: 315, laterYears: 315, waiver: null, waivedFromYearlySpend: null },
      FAB_CASHBACK,
    ),
    monthlyRate: published(3.75, FAB_CASHBACK),
    apr: notPublished(FAB_CASHBACK),
    foreignCurrencyFee: published(2.49, FAB_CASHBACK),
    minMonthlySalary: notPublished(FAB_CASHBACK),
    salaryTransferRequired: published(false, FAB_CASHBACK),
    islamic: published(false, FAB_CASHBACK),
    earnRates: notPublished(FAB_CASHBACK),
    welcomeOffer: notPublished(FAB_CASHBACK),
    loungeAccess: notPublished(FAB_CASHBACK),
  },

  // FAB Cashback Islamic product page, "Schedule of Fees and Charges": principal annual fee AED 315
  // (AED 525 since 1 May 2022 for expats without salary transfer); profit rate on retail purchases
  // "up to 3.50% per month", recorded as 3.5; international transaction fee 2.49% + scheme
  // charges. No cashback rates in the stored copy.
  'fab-cashback-islamic': {
    annualFee: published(
      { firstYear: 315, laterYears: 315, waiver: null, waivedFromYearlySpend: null },
      FAB_CASHBACK_ISLAMIC,
    ),
    monthlyRate: published(3.5, FAB_CASHBACK_ISLAMIC),
    apr: notPublished(FAB_CASHBACK_ISLAMIC),
    foreignCurrencyFee: published(2.49, FAB_CASHBACK_ISLAMIC),
    minMonthlySalary: notPublished(FAB_CASHBACK_ISLAMIC),
    salaryTransferRequired: published(false, FAB_CASHBACK_ISLAMIC),
    islamic: published(true, FAB_CASHBACK_ISLAMIC),
    earnRates: notPublished(FAB_CASHBACK_ISLAMIC),
    welcomeOffer: notPublished(FAB_CASHBACK_ISLAMIC),
    loungeAccess: notPublished(FAB_CASHBACK_ISLAMIC),
  },

  // ADCB Service and Price Guide (Ver.23/January2023, all ADCB cards): finance charge on retail
  // purchases 3.69% a month, foreign currency transaction margin 2.99% ("other cards", i.e. not
  // Traveller; AED-currency transactions abroad: 2.1%). The guide's fee table does not list the
  // 365 Cashback card: first year free then AED 383 and the AED 8,000 salary are from the
  // bestdubaithings comparison table. That table's "6% on dining, 5% on groceries" gives no caps,
  // minimum spend or other-spend rate, so the earn structure is recorded as not published.
  'adcb-365-cashback': {
    annualFee: published(
      { firstYear: 0, laterYears: 383, waiver: null, waivedFromYearlySpend: null },
      BEST_DUBAI_CARDS,
    ),
    monthlyRate: published(3.69, ADCB_PRICE_GUIDE),
    apr: notPublished(ADCB_PRICE_GUIDE),
    foreignCurrencyFee: published(2.99, ADCB_PRICE_GUIDE),
    minMonthlySalary: published(8000, BEST_DUBAI_CARDS),
    salaryTransferRequired: notPublished(ADCB_PRICE_GUIDE),
    islamic: published(false, ADCB_PRICE_GUIDE),
    earnRates: notPublished(BEST_DUBAI_CARDS),
    welcomeOffer: notPublished(BEST_DUBAI_CARDS),
    loungeAccess: notPublished(ADCB_PRICE_GUIDE),
  },

  // ADIB's Spice Card page (mobile site): cashback with a minimum spend of AED 3,000 a month, 1
  // ADIB reward point per AED on other local spend and 2 abroad (no cash value for points on that
  // page). The page gives no fees, caps or salary; it predates ADIB's 2024 move to Exceed Rewards.
  'adib-spice': {
    annualFee: notPublished(ADIB_SPICE),
    monthlyRate: notPublished(ADIB_SPICE),
    apr: notPublished(ADIB_SPICE),
    foreignCurrencyFee: notPublished(ADIB_SPICE),
    minMonthlySalary: notPublished(ADIB_SPICE),
    salaryTransferRequired: notPublished(ADIB_SPICE),
    islamic: published(true, ADIB_SPICE),
    earnRates: published(
      {
        kind: 'cashback',
        summary: {
          en: 'With AED 3,000 spend a month: 9% cashback at restaurants, 7% at supermarkets and groceries, 4% on fuel, 1% on utilities; reward points on other spend (1 per AED locally, 2 abroad)',
          ar: 'عند إنفاق 3,000 درهم شهرياً: استرداد نقدي 9% في المطاعم و7% في السوبرماركت ومحلات البقالة و4% على الوقود و1% على فواتير المرافق، ونقاط مكافآت على الإنفاق الآخر (نقطة لكل درهم محلياً ونقطتان في الخارج)',
        },
        categories: {
          groceries: { percent: 7, monthlyCap: null },
          dining: { percent: 9, monthlyCap: null },
          fuel: { percent: 4, monthlyCap: null },
          online: { percent: null, monthlyCap: null },
          travel: { percent: null, monthlyCap: null },
          other: { percent: null, monthlyCap: null },
        },
        monthlyCap: null,
        minMonthlySpend: 3000,
      },
      ADIB_SPICE,
    ),
    welcomeOffer: notPublished(ADIB_SPICE),
    loungeAccess: notPublished(ADIB_SPICE),
  },

  // Citibank UAE: minimum salary from paisabazaar.ae's Citi eligibility table; lounge access from
  // Citibank's FAQ ("All Citi primary and supplementary cards entitle the card member to access
  // the lounges"); the stored copy of Citi's 2023 schedule of fees shows no credit card fees.
  'citi-simplicity': {
    annualFee: notPublished(CITI_FEES),
    monthlyRate: notPublished(CITI_FEES),
    apr: notPublished(CITI_FEES),
    foreignCurrencyFee: notPublished(CITI_FEES),
    minMonthlySalary: published(5000, CITI_ELIGIBILITY),
    salaryTransferRequired: notPublished(CITI_ELIGIBILITY),
    islamic: published(false, CITI_TERMS),
    earnRates: notPublished(CITI_FAQ),
    welcomeOffer: notPublished(CITI_FAQ),
    loungeAccess: published(CITI_LOUNGE, CITI_FAQ),
  },

  // As Citi Simplicity. bestdubaithings lists "Citi PremierMiles" at AED 750 and 1 ThankYou point
  // per USD, a name Citibank UAE does not use for this card, so no figure is taken from it; no
  // stored page gives a cash value for ThankYou points.
  'citi-premier': {
    annualFee: notPublished(CITI_FEES),
    monthlyRate: notPublished(CITI_FEES),
    apr: notPublished(CITI_FEES),
    foreignCurrencyFee: notPublished(CITI_FEES),
    minMonthlySalary: published(15000, CITI_ELIGIBILITY),
    salaryTransferRequired: notPublished(CITI_ELIGIBILITY),
    islamic: published(false, CITI_TERMS),
    earnRates: notPublished(BEST_DUBAI_CARDS),
    welcomeOffer: notPublished(CITI_FAQ),
    loungeAccess: published(CITI_LOUNGE, CITI_FAQ),
  },

  // As Citi Simplicity.
  'citi-prestige': {
    annualFee: notPublished(CITI_FEES),
    monthlyRate: notPublished(CITI_FEES),
    apr: notPublished(CITI_FEES),
    foreignCurrencyFee: notPublished(CITI_FEES),
    minMonthlySalary: published(30000, CITI_ELIGIBILITY),
    salaryTransferRequired: notPublished(CITI_ELIGIBILITY),
    islamic: published(false, CITI_TERMS),
    earnRates: notPublished(CITI_FAQ),
    welcomeOffer: notPublished(CITI_FAQ),
    loungeAccess: published(CITI_LOUNGE, CITI_FAQ),
  },

  // bestdubaithings comparison table: "Free for Life", AED 8,000 salary, "5% on Supermarkets &
  // Dining" (no caps, minimum spend or other-spend rate, so the earn structure is recorded as not
  // published). The stored RAKBANK price guide shows only the World Mastercard's pages.
  'rakbank-titanium': {
    annualFee: published(
      { firstYear: 0, laterYears: 0, waiver: null, waivedFromYearlySpend: null },
      BEST_DUBAI_CARDS,
    ),
    monthlyRate: notPublished(RAKBANK_PRICE_GUIDE),
    apr: notPublished(RAKBANK_PRICE_GUIDE),
    foreignCurrencyFee: notPublished(RAKBANK_PRICE_GUIDE),
    minMonthlySalary: published(8000, BEST_DUBAI_CARDS),
    salaryTransferRequired: notPublished(BEST_DUBAI_CARDS),
    islamic: published(false, RAKBANK_PRICE_GUIDE),
    earnRates: notPublished(BEST_DUBAI_CARDS),
    welcomeOffer: notPublished(BEST_DUBAI_CARDS),
    loungeAccess: notPublished(BEST_DUBAI_CARDS),
  },

  // RAKBANK World Mastercard Service and Price Guide (01-01-2020): primary card annual fee "Free"
  // (its footnote 1 is cut off in the stored copy), finance charge on retail transactions 3.25% a
  // month, international transaction fee 2.1% on non-AED purchases (2.5% on AED purchases made
  // abroad). RAKBANK's DCC page: the World Credit Card earns "up to 5%" cashback on international
  // retail spend; with no other rates, caps or conditions published, earn rates are not recorded.
  'rakbank-world': {
    annualFee: published(
      { firstYear: 0, laterYears: 0, waiver: null, waivedFromYearlySpend: null },
      RAKBANK_PRICE_GUIDE,
    ),
    monthlyRate: published(3.25, RAKBANK_PRICE_GUIDE),
    apr: notPublished(RAKBANK_PRICE_GUIDE),
    foreignCurrencyFee: published(2.1, RAKBANK_PRICE_GUIDE),
    minMonthlySalary: notPublished(RAKBANK_PRICE_GUIDE),
    salaryTransferRequired: notPublished(RAKBANK_PRICE_GUIDE),
    islamic: published(false, RAKBANK_PRICE_GUIDE),
    earnRates: notPublished(RAKBANK_DCC),
    welcomeOffer: notPublished(RAKBANK_PRICE_GUIDE),
    loungeAccess: notPublished(RAKBANK_PRICE_GUIDE),
  },
};

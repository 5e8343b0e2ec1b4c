import type { StoredCardFacts } from '@mizan/contracts';
import { notPublished, published } from './sources.ts';

// The published facts of the Saudi cards in ../cards.ts, by card key. Amounts in SAR, rates in
// percent. See ./sources.ts for how a fact names its source. Where a bank publishes no cash value
// for its points or miles, the category percents are null and the summary gives the earn rate.

// Al Rajhi Bank
/** Cards overview: the cashback calculator with its SAR 500 monthly cashback cap. */
const ALRAJHI_CARDS = 'https://alrajhibank.com/en/Personal/Cards';
const ALRAJHI_CASHBACK_PLATINUM =
  'https://alrajhibank.com.sa/en/Personal/Cards/Cashback-Cards/Platinum-Cashback-Plus';
const ALRAJHI_CASHBACK_SIGNATURE =
  'https://alrajhibank.com.sa/Personal/Cards/Cashback-Cards/Signature-Cashback-Plus';
const ALRAJHI_CLASSIC =
  'https://alrajhibank.com/en/Personal/Cards/Charge-Credit-Cards/Classic-Card';

// The Saudi Investment Bank (SAIB)
const SAIB_PLATINUM_CASHBACK = 'https://www.saib.com.sa/en/platinum-cashback-credit-card';
const SAIB_MASTERCARD_PLATINUM = 'https://www.saib.com.sa/en/mastercard-platinum-credit-card';

// Riyad Bank
const RIYAD_WORLD = 'https://www.riyadbank.com/en/personal-banking/credit-cards/world-mastercard';
/** "Disclosure of Annual Percentage Rate for Credit Cards" (last updated 8 March 2022). */
const RIYAD_APR_DISCLOSURE =
  'https://www.riyadbank.com/en/information/special-pages/arp-disclosure';
const RIYAD_ALFURSAN_INFINITE =
  'https://www.riyadbank.com/personal-banking/credit-cards/alfursan/al-fursan-visa-infinite-credit-card';

// Banque Saudi Fransi (BSF)
const BSF_WORLD = 'https://bsf.sa/english/personal/cards/credit/mastercard-world';

// Emirates NBD (KSA branch)
const ENBD_KSA_INFINITE = 'https://emiratesnbd.com.sa/en/cards/credit-cards/infinite-credit-card';
/** Fees and charges schedule; its stored copy shows the Platinum tiers, not the Infinite card. */
const ENBD_KSA_FEES = 'https://emiratesnbd.com.sa/en/cards/credit-cards-fees';

// Saudi National Bank (SNB, AlAhli)
const SNB_CARD_SERVICES =
  'https://www.alahli.com/en/pages/personal-banking/credit-cards/credit-card-services';
const SNB_OVERVIEW =
  'https://www.alahli.com/en-us/personal-banking/credit-cards/Pages/Overview.aspx';
/** A copy of AlAhli's "Credit Card Fees and Charges" table (annual fee and monthly rate by tier). */
const SNB_FEES_COPY = 'https://info.5y1.org/no-interest-credit-cards-for-24-months_4_8a2280.html';

/** Earn-rate categories when the bank publishes no cash value for any of them. */
const NO_CASH_VALUE = {
  groceries: { percent: null, monthlyCap: null },
  dining: { percent: null, monthlyCap: null },
  fuel: { percent: null, monthlyCap: null },
  online: { percent: null, monthlyCap: null },
  travel: { percent: null, monthlyCap: null },
  other: { percent: null, monthlyCap: null },
};

export const saCardFacts: Record<string, StoredCardFacts> = {
  // Al Rajhi Cashback Plus Platinum: earn rates and lounge access from the card's page; the SAR
  // 500 monthly cashback cap from the bank's cards page (cashback calculator). The stored pages
  // give only "up to 10%" with no rate per category, so the category percents are null. No fee,
  // rate, FX fee or salary in the stored pages.
  'al-rajhi-cashback-plus-platinum': {
    annualFee: notPublished(ALRAJHI_CASHBACK_PLATINUM),
    monthlyRate: notPublished(ALRAJHI_CASHBACK_PLATINUM),
    apr: notPublished(ALRAJHI_CASHBACK_PLATINUM),
    foreignCurrencyFee: notPublished(ALRAJHI_CASHBACK_PLATINUM),
    minMonthlySalary: notPublished(ALRAJHI_CASHBACK_PLATINUM),
    salaryTransferRequired: notPublished(ALRAJHI_CASHBACK_PLATINUM),
    islamic: notPublished(ALRAJHI_CASHBACK_PLATINUM),
    earnRates: published(
      {
        kind: 'cashback',
        summary: {
          en: 'Up to 10% cashback on dining, supermarkets, online shopping and other domestic or international purchases, at most SAR 500 a month',
          ar: 'استرداد نقدي يصل إلى 10% على المطاعم والسوبرماركت والتسوق الإلكتروني وغيرها من المشتريات المحلية أو الدولية، بحد أقصى 500 ريال شهرياً',
        },
        categories: NO_CASH_VALUE,
        monthlyCap: 500,
        minMonthlySpend: null,
      },
      ALRAJHI_CARDS,
    ),
    welcomeOffer: notPublished(ALRAJHI_CASHBACK_PLATINUM),
    loungeAccess: published(
      {
        en: 'Up to 25 airport lounges worldwide, 6 cardholder visits per calendar year, via DragonPass',
        ar: 'الدخول إلى ما يصل إلى 25 صالة مطار حول العالم، بواقع 6 زيارات لحامل البطاقة في السنة الميلادية، عبر برنامج DragonPass',
      },
      ALRAJHI_CASHBACK_PLATINUM,
    ),
  },

  // Al Rajhi Cashback Plus Signature: as the Platinum card (earn rates from the card's page, the
  // SAR 500 monthly cap from the cards page); lounge access from the card's page.
  'al-rajhi-cashback-plus-signature': {
    annualFee: notPublished(ALRAJHI_CASHBACK_SIGNATURE),
    monthlyRate: notPublished(ALRAJHI_CASHBACK_SIGNATURE),
    apr: notPublished(ALRAJHI_CASHBACK_SIGNATURE),
    foreignCurrencyFee: notPublished(ALRAJHI_CASHBACK_SIGNATURE),
    minMonthlySalary: notPublished(ALRAJHI_CASHBACK_SIGNATURE),
    salaryTransferRequired: notPublished(ALRAJHI_CASHBACK_SIGNATURE),
    islamic: notPublished(ALRAJHI_CASHBACK_SIGNATURE),
    earnRates: published(
      {
        kind: 'cashback',
        summary: {
          en: 'Up to 10% cashback on dining, supermarkets, online shopping and other domestic or international purchases, at most SAR 500 a month',
          ar: 'استرداد نقدي يصل إلى 10% على المطاعم والسوبرماركت والتسوق الإلكتروني وغيرها من المشتريات المحلية أو الدولية، بحد أقصى 500 ريال شهرياً',
        },
        categories: NO_CASH_VALUE,
        monthlyCap: 500,
        minMonthlySpend: null,
      },
      ALRAJHI_CARDS,
    ),
    welcomeOffer: notPublished(ALRAJHI_CASHBACK_SIGNATURE),
    loungeAccess: published(
      {
        en: 'Access to over 1,200 airport lounges worldwide via the Visa Airport Companion app (DragonPass)',
        ar: 'الدخول إلى أكثر من 1,200 صالة مطار حول العالم عبر تطبيق Visa Airport Companion (DragonPass)',
      },
      ALRAJHI_CASHBACK_SIGNATURE,
    ),
  },

  // Al Rajhi Classic Charge: the 0% monthly profit margin (the statement is paid in full each
  // month) and the mokafaa earn rates from the card's page; no cash value per point published. No
  // annual fee or FX fee in the stored pages.
  'al-rajhi-classic-charge': {
    annualFee: notPublished(ALRAJHI_CLASSIC),
    monthlyRate: published(0, ALRAJHI_CLASSIC),
    apr: notPublished(ALRAJHI_CLASSIC),
    foreignCurrencyFee: notPublished(ALRAJHI_CLASSIC),
    minMonthlySalary: notPublished(ALRAJHI_CLASSIC),
    salaryTransferRequired: notPublished(ALRAJHI_CLASSIC),
    islamic: notPublished(ALRAJHI_CLASSIC),
    earnRates: published(
      {
        kind: 'points',
        summary: {
          en: '1 mokafaa point per SAR 1 spent in Saudi Arabia, 2 points per SAR 1 spent abroad; no cash value per point published',
          ar: 'نقطة مكافأة واحدة لكل ريال يُنفق داخل المملكة، ونقطتان لكل ريال يُنفق خارجها، ولم تُنشر قيمة نقدية للنقطة',
        },
        categories: NO_CASH_VALUE,
        monthlyCap: null,
        minMonthlySpend: null,
      },
      ALRAJHI_CLASSIC,
    ),
    welcomeOffer: notPublished(ALRAJHI_CLASSIC),
    loungeAccess: notPublished(ALRAJHI_CLASSIC),
  },

  // SAIB Platinum Cashback: earn rate ("up to 10%") and lounge access from the card's page; no
  // rate per category, cap, fee, profit rate or FX fee in the stored copies of that page.
  'saib-platinum-cashback': {
    annualFee: notPublished(SAIB_PLATINUM_CASHBACK),
    monthlyRate: notPublished(SAIB_PLATINUM_CASHBACK),
    apr: notPublished(SAIB_PLATINUM_CASHBACK),
    foreignCurrencyFee: notPublished(SAIB_PLATINUM_CASHBACK),
    minMonthlySalary: notPublished(SAIB_PLATINUM_CASHBACK),
    salaryTransferRequired: notPublished(SAIB_PLATINUM_CASHBACK),
    islamic: notPublished(SAIB_PLATINUM_CASHBACK),
    earnRates: published(
      {
        kind: 'cashback',
        summary: {
          en: 'Up to 10% cashback on everyday spend; rates per category and caps not published',
          ar: 'استرداد نقدي يصل إلى 10% على المشتريات اليومية، ولم تُنشر النسب لكل فئة ولا الحدود القصوى',
        },
        categories: NO_CASH_VALUE,
        monthlyCap: null,
        minMonthlySpend: null,
      },
      SAIB_PLATINUM_CASHBACK,
    ),
    welcomeOffer: notPublished(SAIB_PLATINUM_CASHBACK),
    loungeAccess: published(
      {
        en: 'Access to 25 airport lounges worldwide via the Visa Airport Companion app',
        ar: 'الدخول إلى 25 صالة مطار حول العالم عبر تطبيق Visa Airport Companion',
      },
      SAIB_PLATINUM_CASHBACK,
    ),
  },

  // SAIB Mastercard Platinum: every figure from the card's "charges" table and its APR example
  // (annual fee "Free" for cards issued after 15 December, Tawarruq profit rate 2.49%, foreign
  // currency mark-up 2.75%, APR 39.70%). The card has no rewards programme on its page.
  'saib-mastercard-platinum': {
    annualFee: published(
      { firstYear: 0, laterYears: 0, waiver: null, waivedFromYearlySpend: null },
      SAIB_MASTERCARD_PLATINUM,
    ),
    monthlyRate: published(2.49, SAIB_MASTERCARD_PLATINUM),
    apr: published(39.7, SAIB_MASTERCARD_PLATINUM),
    foreignCurrencyFee: published(2.75, SAIB_MASTERCARD_PLATINUM),
    minMonthlySalary: notPublished(SAIB_MASTERCARD_PLATINUM),
    salaryTransferRequired: notPublished(SAIB_MASTERCARD_PLATINUM),
    islamic: published(true, SAIB_MASTERCARD_PLATINUM),
    earnRates: notPublished(SAIB_MASTERCARD_PLATINUM),
    welcomeOffer: notPublished(SAIB_MASTERCARD_PLATINUM),
    loungeAccess: notPublished(SAIB_MASTERCARD_PLATINUM),
  },

  // Riyad Bank World Islamic Mastercard: earn rates, welcome points and lounge access from the
  // card's page (which waives the fee for Diamond Banking customers but states no fee amount);
  // monthly profit rate and APR from Riyad Bank's APR disclosure for "MasterCard World (Islamic)",
  // as printed there ("2.80% per month 28.08% APR", page last updated 8 March 2022). Hassad points
  // have no published cash value ("up to 2.5% Hassad points back" is a points rate).
  'riyad-bank-world-islamic': {
    annualFee: notPublished(RIYAD_WORLD),
    monthlyRate: published(2.8, RIYAD_APR_DISCLOSURE),
    apr: published(28.08, RIYAD_APR_DISCLOSURE),
    foreignCurrencyFee: notPublished(RIYAD_WORLD),
    minMonthlySalary: notPublished(RIYAD_WORLD),
    salaryTransferRequired: notPublished(RIYAD_WORLD),
    islamic: published(true, RIYAD_WORLD),
    earnRates: published(
      {
        kind: 'points',
        summary: {
          en: '2 Hassad points per SAR 1 on domestic purchases, 2.5 per SAR 1 on international purchases; points are redeemed for offers, gift cards and partner rewards',
          ar: 'نقطتا حصاد لكل ريال على المشتريات المحلية، و2.5 نقطة لكل ريال على المشتريات الدولية، وتُستبدل النقاط بعروض وبطاقات هدايا ومكافآت لدى الشركاء',
        },
        categories: NO_CASH_VALUE,
        monthlyCap: null,
        minMonthlySpend: null,
      },
      RIYAD_WORLD,
    ),
    welcomeOffer: published(
      {
        en: '500 Hassad points on enrolling in the Hassad Rewards programme',
        ar: '500 نقطة حصاد عند التسجيل في برنامج مكافآت حصاد',
      },
      RIYAD_WORLD,
    ),
    loungeAccess: published(
      {
        en: '20 complimentary visits to over 1,300 airport lounges via Mastercard Travel Pass',
        ar: '20 زيارة مجانية إلى أكثر من 1,300 صالة مطار عبر تطبيق Mastercard Travel Pass',
      },
      RIYAD_WORLD,
    ),
  },

  // Riyad Bank AlFursan Visa Infinite: miles earn rates, the activation bonus and lounge access
  // from the card's page; no fee, profit rate, APR or FX fee for this card in the stored pages.
  'riyad-bank-alfursan-infinite': {
    annualFee: notPublished(RIYAD_ALFURSAN_INFINITE),
    monthlyRate: notPublished(RIYAD_APR_DISCLOSURE),
    apr: notPublished(RIYAD_APR_DISCLOSURE),
    foreignCurrencyFee: notPublished(RIYAD_ALFURSAN_INFINITE),
    minMonthlySalary: notPublished(RIYAD_ALFURSAN_INFINITE),
    salaryTransferRequired: notPublished(RIYAD_ALFURSAN_INFINITE),
    islamic: notPublished(RIYAD_ALFURSAN_INFINITE),
    earnRates: published(
      {
        kind: 'miles',
        summary: {
          en: '1 AlFursan Mile per SAR 1.5 spent in Saudi Arabia, 1 Mile per SAR 1 spent abroad, and 20,000 extra Miles for every SAR 25,000 spent in 3 months',
          ar: 'ميل واحد من أميال الفرسان لكل 1.5 ريال داخل المملكة، وميل لكل ريال خارجها، و20,000 ميل إضافي عند إنفاق 25,000 ريال كل 3 أشهر',
        },
        categories: NO_CASH_VALUE,
        monthlyCap: null,
        minMonthlySpend: null,
      },
      RIYAD_ALFURSAN_INFINITE,
    ),
    welcomeOffer: published(
      {
        en: '45,000 AlFursan Miles on card activation',
        ar: '45,000 ميل من أميال الفرسان عند تفعيل البطاقة',
      },
      RIYAD_ALFURSAN_INFINITE,
    ),
    loungeAccess: published(
      {
        en: 'Unlimited visits to over 1,000 airport lounges for the cardholder and one guest via LoungeKey',
        ar: 'زيارات غير محدودة لأكثر من 1,000 صالة مطار لحامل البطاقة وضيف واحد عبر LoungeKey',
      },
      RIYAD_ALFURSAN_INFINITE,
    ),
  },

  // BSF Mastercard World: annual fee, Jana earn rates and lounge access from the card's page; the
  // fee table on the stored copy is the World Elite card's, so no rate, APR or FX fee here. Jana
  // points redeem for gifts and cash back at a value the page does not give.
  'bsf-mastercard-world': {
    annualFee: published(
      { firstYear: 1000, laterYears: 1000, waiver: null, waivedFromYearlySpend: null },
      BSF_WORLD,
    ),
    monthlyRate: notPublished(BSF_WORLD),
    apr: notPublished(BSF_WORLD),
    foreignCurrencyFee: notPublished(BSF_WORLD),
    minMonthlySalary: notPublished(BSF_WORLD),
    salaryTransferRequired: notPublished(BSF_WORLD),
    islamic: notPublished(BSF_WORLD),
    earnRates: published(
      {
        kind: 'points',
        summary: {
          en: '150 Jana points per SAR 100 spent in Saudi Arabia and the European Union, 200 per SAR 100 spent elsewhere abroad; points redeem for gifts and cash back',
          ar: '150 نقطة جنى لكل 100 ريال داخل المملكة وفي الاتحاد الأوروبي، و200 نقطة لكل 100 ريال في الدول الأخرى، وتُستبدل النقاط بهدايا أو استرداد نقدي',
        },
        categories: NO_CASH_VALUE,
        monthlyCap: null,
        minMonthlySpend: null,
      },
      BSF_WORLD,
    ),
    welcomeOffer: notPublished(BSF_WORLD),
    loungeAccess: published(
      {
        en: 'Unlimited complimentary access for the cardholder to over 1,000 airport lounges via Mastercard Travel Pass',
        ar: 'دخول مجاني غير محدود لحامل البطاقة إلى أكثر من 1,000 صالة مطار عبر تطبيق Mastercard Travel Pass',
      },
      BSF_WORLD,
    ),
  },

  // Emirates NBD KSA Infinite: annual fee, APR (48.07%, on a SAR 30,000 limit), annual interest
  // rate (35.88%), minimum income and earn rate from the card's page. Monthly rate derived:
  // 35.88% / 12 = 2.99%, the monthly rate the bank prints for its Rahhala Infinite card and the
  // rate in its fee schedule. The schedule's stored copy shows the FX fee for its Platinum tiers
  // only. Plus Points redeem as cashback in multiples of 10,000, at a rate the page does not give.
  'emirates-nbd-ksa-infinite': {
    annualFee: published(
      { firstYear: 700, laterYears: 700, waiver: null, waivedFromYearlySpend: null },
      ENBD_KSA_INFINITE,
    ),
    monthlyRate: published(2.99, ENBD_KSA_INFINITE),
    apr: published(48.07, ENBD_KSA_INFINITE),
    foreignCurrencyFee: notPublished(ENBD_KSA_FEES),
    minMonthlySalary: published(30000, ENBD_KSA_INFINITE),
    salaryTransferRequired: notPublished(ENBD_KSA_INFINITE),
    islamic: published(false, ENBD_KSA_INFINITE),
    earnRates: published(
      {
        kind: 'points',
        summary: {
          en: '1 Plus Point per SAR 1 spent, except SADAD, cash withdrawals, quasi-cash and wallet payments; points redeem as cashback in multiples of 10,000',
          ar: 'نقطة بلس بوينتس واحدة لكل ريال، باستثناء مدفوعات سداد والسحب النقدي والعمليات شبه النقدية وعمليات المحافظ الرقمية، وتُستبدل النقاط باسترداد نقدي بمضاعفات 10,000 نقطة',
        },
        categories: NO_CASH_VALUE,
        monthlyCap: null,
        minMonthlySpend: null,
      },
      ENBD_KSA_INFINITE,
    ),
    welcomeOffer: notPublished(ENBD_KSA_INFINITE),
    loungeAccess: notPublished(ENBD_KSA_INFINITE),
  },

  // SNB AlAhli Platinum: annual fee (SAR 600), monthly rate and Tawarruq pricing from a copy of
  // AlAhli's "Credit Card Fees and Charges" table; APR from the bank's credit card services page.
  // Both are set by income, not by card: 2.7% a month and 38.75% APR for a monthly income of SAR
  // 2,500-3,999 (recorded here, the card's lowest band), 2.3% and 32.39% from SAR 4,000. No earn
  // rate, FX fee or lounge access for this card in the stored pages.
  'snb-platinum': {
    annualFee: published(
      { firstYear: 600, laterYears: 600, waiver: null, waivedFromYearlySpend: null },
      SNB_FEES_COPY,
    ),
    monthlyRate: published(2.7, SNB_FEES_COPY),
    apr: published(38.75, SNB_CARD_SERVICES),
    foreignCurrencyFee: notPublished(SNB_CARD_SERVICES),
    minMonthlySalary: notPublished(SNB_CARD_SERVICES),
    salaryTransferRequired: notPublished(SNB_CARD_SERVICES),
    islamic: published(true, SNB_FEES_COPY),
    earnRates: notPublished(SNB_OVERVIEW),
    welcomeOffer: notPublished(SNB_OVERVIEW),
    loungeAccess: notPublished(SNB_OVERVIEW),
  },
};

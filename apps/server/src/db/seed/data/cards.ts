import type { SeedCard } from '../catalogue-types.ts';

// Real UAE and KSA credit cards: how each is shown, its features and where a visitor applies.
// Their published figures (fees, rates, minimum salary, Islamic or not...) are their facts
// (./facts/cards-*.ts), each with its source, the one place the engine reads them from. Where
// `incentive` (the most cashback a cardholder can earn in a month, 0 for cards that do not pay
// cashback, in the country's currency) was not found in our sources, the comment beside it says so
// and the value is a deliberately conservative estimate.
//
// routingUrl is the bank's product page when an offline copy of it was available; otherwise the
// bank's cards page or home page, so that a visitor never lands on a guessed, broken address.
//
// nameAr is the bank's own Arabic name for the card where a stored Arabic page of the bank gives
// one (the `// ar:` comment names it); otherwise the card's Latin name, as the bank writes it.
// descriptionAr says the same facts as description, line by line, amounts in Western digits with
// درهم / ريال. Loyalty programmes and partners keep the Arabic names the banks use for them:
// مكافأة (mokafaa, https://alrajhibank.com.sa/ar/Personal/mokafaa), تساهيل (Tasaheel, Al Rajhi's
// Arabic card page as copied at https://consumer1.blogspot.com/2023/11/blog-post_15.html),
// حصاد and قسّط (Hassad and Qasset, https://yallacompare.com/ksa/ar/ on Riyad Bank's cards),
// الفرسان (AlFursan, https://www.alinma.com/ar/Retail/Cards/AlFursan-Credit-Card/AlFursanPlatinumCard),
// جنى (Jana, the bilingual title of BSF's programme terms at
// https://fdocuments.net/document/jana-rewards-program-terms-and-conditions-rewards-program-terms.html),
// فوكس سينما (VOX Cinemas, https://citibank.ae/ar/help-and-support-faq/) and بلس بوينتس (Plus Points,
// https://www.emiratesnbd.com.sa/ar/cards/credit-cards/infinite-credit-card). Names found in no
// stored Arabic page stay Latin: Skywards, flydubai, LuLu, Amazon.ae, Citi ThankYou. Emirates,
// the airline, is طيران الإمارات, the Arabic name on its own livery and logo.

// Pages more than one card is sent to.
const ENBD_CARDS = 'https://www.emiratesnbd.com/en/personal-banking/cards/credit-cards';
const SAIB_PLATINUM_CASHBACK = 'https://www.saib.com.sa/en/platinum-cashback-credit-card';

export const cards: SeedCard[] = [
  // ---------------------------------------------------------------- UAE
  {
    key: 'mashreq-cashback',
    country: 'ae',
    organization: 'mashreq',
    name: 'Mashreq Cashback Credit Card',
    // ar: https://www.mashreqalislami.com/ar/uae/gold/banking-solutions/cards/cashback-credit-card/
    nameAr: 'بطاقة "كاش باك" الائتمانية',
    description: [
      '5% cashback on dining in the UAE',
      '2% cashback on international spend, 1% on other local spend',
      'Unlimited cashback',
      'Free for life',
    ],
    descriptionAr: [
      'استرداد نقدي 5% على المطاعم داخل الإمارات',
      'استرداد نقدي 2% على الإنفاق الدولي و1% على الإنفاق المحلي الآخر',
      'استرداد نقدي غير محدود',
      'مجانية مدى الحياة',
    ],
    routingUrl: 'https://www.mashreq.com/',
    image: 'mashreq-cashback.svg',
    // Mashreq takes credit card applications digitally through its app and issues a digital card
    // on approval.
    instantIssuance: true,
    // Cashback is uncapped; AED 500 a month is a conservative figure for display and ranking.
    incentive: 500,
    features: [
      'cashback-dining',
      'cashback-international',
      'cashback-everyday',
      'fees-no-annual-fee',
      'fees-easy-payment-plans',
      'banking-instant',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'fab-cashback',
    country: 'ae',
    organization: 'fab',
    name: 'FAB Cashback Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'FAB Cashback Credit Card',
    description: [
      'Cashback on your everyday card spend',
      'Free supplementary cards',
      'AED 315 a year with salary transfer (AED 525 without)',
    ],
    descriptionAr: [
      'استرداد نقدي على مشترياتك اليومية بالبطاقة',
      'بطاقات إضافية مجانية',
      '315 درهم سنوياً مع تحويل الراتب (525 درهم دون تحويله)',
    ],
    routingUrl: 'https://www.bankfab.com/en-ae/personal/cards/cashback-credit-card',
    image: 'fab-cashback.svg',
    instantIssuance: false,
    // No monthly cap found in our sources: AED 200 is a conservative figure.
    incentive: 200,
    features: [
      'cashback-everyday',
      'fees-easy-payment-plans',
      'fees-balance-transfer',
      'banking-supplementary',
      'banking-mobile-wallet',
      'cashback-international',
    ],
  },
  {
    key: 'fab-cashback-islamic',
    country: 'ae',
    organization: 'fab',
    name: 'FAB Cashback Islamic Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'FAB Cashback Islamic Credit Card',
    description: [
      'Sharia-compliant cashback card',
      'Cashback on your everyday card spend',
      'Free supplementary cards',
      'AED 315 a year (AED 525 for expats without salary transfer)',
    ],
    descriptionAr: [
      'بطاقة استرداد نقدي متوافقة مع أحكام الشريعة',
      'استرداد نقدي على مشترياتك اليومية بالبطاقة',
      'بطاقات إضافية مجانية',
      '315 درهم سنوياً (525 درهم للوافدين دون تحويل الراتب)',
    ],
    routingUrl:
      'https://www.bankfab.com/en-ae/personal/fab-islamic/personal-islamic-banking/islamic-cards/cashback-islamic-credit-card',
    image: 'fab-cashback-islamic.svg',
    instantIssuance: false,
    // No monthly cap found in our sources: AED 200 is a conservative figure.
    incentive: 200,
    features: [
      'cashback-everyday',
      'cashback-international',
      'fees-easy-payment-plans',
      'banking-islamic',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'adcb-365-cashback',
    country: 'ae',
    organization: 'adcb',
    name: 'ADCB 365 Cashback Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'ADCB 365 Cashback Credit Card',
    description: [
      '6% cashback on dining',
      '5% cashback on groceries',
      'First year free, then AED 383 a year',
    ],
    descriptionAr: [
      'استرداد نقدي 6% على المطاعم',
      'استرداد نقدي 5% على مشتريات البقالة',
      'مجانية في السنة الأولى، ثم 383 درهم سنوياً',
    ],
    routingUrl: 'https://www.adcb.com/',
    image: 'adcb-365-cashback.svg',
    instantIssuance: false,
    // No monthly cap found in our sources: AED 500 is a conservative figure.
    incentive: 500,
    features: [
      'cashback-dining',
      'cashback-grocery',
      'fees-first-year-free',
      'fees-easy-payment-plans',
      'fees-balance-transfer',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'adib-spice',
    country: 'ae',
    organization: 'adib',
    name: 'ADIB Spice Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'ADIB Spice Card',
    description: [
      '9% cashback at restaurants and 7% at supermarkets',
      '4% cashback on fuel',
      'Cashback with AED 3,000 spend a month',
      'Up to 25% off at selected restaurants',
    ],
    descriptionAr: [
      'استرداد نقدي 9% في المطاعم و7% في السوبرماركت',
      'استرداد نقدي 4% على الوقود',
      'يُحتسب الاسترداد النقدي عند إنفاق 3,000 درهم شهرياً',
      'خصم يصل إلى 25% في مطاعم مختارة',
    ],
    routingUrl: 'https://www.adib.ae/',
    image: 'adib-spice.svg',
    instantIssuance: false,
    // No monthly cap found in our sources: AED 300 is a conservative figure.
    incentive: 300,
    features: [
      'cashback-dining',
      'cashback-grocery',
      'cashback-fuel',
      'lifestyle-dining',
      'fees-easy-payment-plans',
      'banking-islamic',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'emirates-islamic-cashback-plus',
    country: 'ae',
    organization: 'emirates-islamic',
    name: 'Emirates Islamic Cashback Plus Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Emirates Islamic Cashback Plus Credit Card',
    description: [
      'Up to 10% cashback on groceries, education, dining and telecom',
      'Up to AED 200 cashback a month in each category',
      'Cashback with AED 3,000 spend a month',
      'AED 313.95 a year',
    ],
    descriptionAr: [
      'استرداد نقدي يصل إلى 10% على البقالة والتعليم والمطاعم والاتصالات',
      'استرداد نقدي يصل إلى 200 درهم شهرياً في كل فئة',
      'يُحتسب الاسترداد النقدي عند إنفاق 3,000 درهم شهرياً',
      '313.95 درهم سنوياً',
    ],
    routingUrl: 'https://www.emiratesislamic.ae/',
    image: 'emirates-islamic-cashback-plus.svg',
    instantIssuance: false,
    // AED 200 a month in each of the four bonus categories.
    incentive: 800,
    features: [
      'cashback-dining',
      'cashback-grocery',
      'cashback-everyday',
      'fees-easy-payment-plans',
      'banking-islamic',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'emirates-islamic-skywards-infinite',
    country: 'ae',
    organization: 'emirates-islamic',
    name: 'Emirates Islamic Skywards Infinite Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Emirates Islamic Skywards Infinite Credit Card',
    description: [
      'Earn Emirates Skywards Miles on every spend',
      'Sharia-compliant',
      'AED 2,100 a year',
    ],
    descriptionAr: [
      'اكسب أميال Skywards من طيران الإمارات على كل عملية شراء',
      'متوافقة مع أحكام الشريعة',
      '2,100 درهم سنوياً',
    ],
    routingUrl: 'https://www.emiratesislamic.ae/',
    image: 'emirates-islamic-skywards-infinite.svg',
    instantIssuance: false,
    incentive: 0,
    // Lounge access comes with the Visa Infinite tier; not itemised in our sources.
    features: [
      'rewards-miles',
      'travel-lounge',
      'fees-easy-payment-plans',
      'banking-islamic',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'emirates-islamic-amazon',
    country: 'ae',
    organization: 'emirates-islamic',
    name: 'Emirates Islamic Amazon.ae Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Emirates Islamic Amazon.ae Credit Card',
    description: ['6% cashback on Amazon.ae', 'Sharia-compliant', 'Free for life'],
    descriptionAr: [
      'استرداد نقدي 6% على Amazon.ae',
      'متوافقة مع أحكام الشريعة',
      'مجانية مدى الحياة',
    ],
    routingUrl: 'https://www.emiratesislamic.ae/',
    image: 'emirates-islamic-amazon.svg',
    instantIssuance: false,
    // No monthly cap found in our sources: AED 300 is a conservative figure.
    incentive: 300,
    features: [
      'cashback-online',
      'fees-no-annual-fee',
      'fees-easy-payment-plans',
      'banking-islamic',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'emirates-nbd-skywards-infinite',
    country: 'ae',
    organization: 'emirates-nbd',
    name: 'Emirates NBD Skywards Infinite Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Emirates NBD Skywards Infinite Credit Card',
    description: [
      '35,000 Skywards Miles when you pay the joining fee',
      'Up to 2 Miles per USD on Emirates and flydubai',
      '1.99% fee on foreign currency spend',
      'AED 3,149 joining fee, then AED 1,575 a year',
    ],
    descriptionAr: [
      '35,000 ميل Skywards عند دفع رسوم الانضمام',
      'حتى ميلين لكل دولار أمريكي على رحلات طيران الإمارات و flydubai',
      'رسوم 1.99% على الإنفاق بالعملات الأجنبية',
      'رسوم انضمام 3,149 درهم، ثم 1,575 درهم سنوياً',
    ],
    routingUrl: ENBD_CARDS,
    image: 'emirates-nbd-skywards-infinite.svg',
    instantIssuance: false,
    incentive: 0,
    // Lounge, travel insurance and valet parking are Infinite-tier benefits of the bank that our
    // offline sources do not itemise for this card.
    features: [
      'rewards-miles',
      'rewards-welcome',
      'travel-lounge',
      'travel-insurance',
      'travel-low-fx',
      'lifestyle-valet',
      'fees-easy-payment-plans',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'emirates-nbd-skywards-signature',
    country: 'ae',
    organization: 'emirates-nbd',
    name: 'Emirates NBD Skywards Signature Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Emirates NBD Skywards Signature Credit Card',
    description: [
      '15,000 Skywards Miles when you pay the joining fee',
      'Up to 1.5 Miles per USD on Emirates and flydubai',
      'AED 1,574 joining fee, then AED 735 a year',
    ],
    descriptionAr: [
      '15,000 ميل Skywards عند دفع رسوم الانضمام',
      'حتى 1.5 ميل لكل دولار أمريكي على رحلات طيران الإمارات و flydubai',
      'رسوم انضمام 1,574 درهم، ثم 735 درهم سنوياً',
    ],
    routingUrl: ENBD_CARDS,
    image: 'emirates-nbd-skywards-signature.svg',
    instantIssuance: false,
    incentive: 0,
    features: [
      'rewards-miles',
      'rewards-welcome',
      'fees-easy-payment-plans',
      'fees-balance-transfer',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'emirates-nbd-diners-club',
    country: 'ae',
    organization: 'emirates-nbd',
    name: 'Emirates NBD Diners Club Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Emirates NBD Diners Club Credit Card',
    description: [
      'Unlimited lounge access with AED 2,500 average monthly spend',
      'Up to 30% off at over 2,000 restaurants',
      'Up to 55 interest-free days',
    ],
    descriptionAr: [
      'دخول غير محدود إلى صالات المطارات عند إنفاق 2,500 درهم شهرياً في المتوسط',
      'خصم يصل إلى 30% في أكثر من 2,000 مطعم',
      'فترة سماح بدون فوائد تصل إلى 55 يوماً',
    ],
    routingUrl:
      'https://www.emiratesnbd.com/en/personal-banking/cards/credit-cards/diners-club-credit-card',
    image: 'emirates-nbd-diners-club.svg',
    instantIssuance: false,
    incentive: 0,
    features: [
      'travel-lounge',
      'lifestyle-dining',
      'fees-no-annual-fee',
      'fees-easy-payment-plans',
      'fees-balance-transfer',
      'banking-supplementary',
    ],
  },
  {
    key: 'emirates-nbd-lulu-247-titanium',
    country: 'ae',
    organization: 'emirates-nbd',
    name: 'LuLu 247 Titanium Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'LuLu 247 Titanium Credit Card',
    description: [
      'Earn LuLu Points on your spend',
      'Redeem points at LuLu stores',
      'Free for life',
    ],
    descriptionAr: [
      'اكسب نقاط LuLu على مشترياتك',
      'استبدل النقاط في متاجر LuLu',
      'مجانية مدى الحياة',
    ],
    routingUrl: ENBD_CARDS,
    image: 'emirates-nbd-lulu-247-titanium.svg',
    instantIssuance: false,
    incentive: 0,
    features: [
      'rewards-points',
      'rewards-partner',
      'fees-no-annual-fee',
      'fees-easy-payment-plans',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'citi-simplicity',
    country: 'ae',
    organization: 'citibank-uae',
    name: 'Citi Simplicity Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Citi Simplicity Credit Card',
    description: [
      'No annual fee, for life',
      'Buy-one-get-one VOX Cinemas tickets',
      'Airport lounge access',
    ],
    descriptionAr: [
      'بدون رسوم سنوية مدى الحياة',
      'عرض "اشترِ 1 واحصل على 1" على تذاكر فوكس سينما',
      'دخول صالات المطارات',
    ],
    routingUrl: 'https://www.citibank.ae/',
    image: 'citi-simplicity.svg',
    instantIssuance: false,
    incentive: 0,
    features: [
      'travel-lounge',
      'lifestyle-cinema',
      'fees-no-annual-fee',
      'fees-easy-payment-plans',
      'fees-balance-transfer',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'citi-premier',
    country: 'ae',
    organization: 'citibank-uae',
    name: 'Citi Premier Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Citi Premier Credit Card',
    description: [
      'Earn Citi ThankYou Points on every spend',
      'Turn points into air miles',
      'Airport lounge access and VOX Cinemas offers',
      'AED 750 a year',
    ],
    descriptionAr: [
      'اكسب نقاط Citi ThankYou على كل عملية شراء',
      'حوّل النقاط إلى أميال سفر',
      'دخول صالات المطارات وعروض فوكس سينما',
      '750 درهم سنوياً',
    ],
    routingUrl: 'https://www.citibank.ae/',
    image: 'citi-premier.svg',
    instantIssuance: false,
    incentive: 0,
    features: [
      'rewards-points',
      'rewards-miles',
      'travel-lounge',
      'lifestyle-cinema',
      'fees-easy-payment-plans',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'citi-prestige',
    country: 'ae',
    organization: 'citibank-uae',
    name: 'Citi Prestige Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Citi Prestige Credit Card',
    description: [
      'Earn Citi ThankYou Points, convertible to air miles',
      'Airport lounge access and travel cover',
      'Golf and hotel privileges',
    ],
    descriptionAr: [
      'اكسب نقاط Citi ThankYou القابلة للتحويل إلى أميال سفر',
      'دخول صالات المطارات وتغطية تأمينية للسفر',
      'امتيازات في ملاعب الغولف والفنادق',
    ],
    routingUrl: 'https://www.citibank.ae/',
    image: 'citi-prestige.svg',
    instantIssuance: false,
    incentive: 0,
    // Golf, hotel and travel-insurance benefits are the card's well-known features, not
    // itemised in our offline sources.
    features: [
      'rewards-points',
      'rewards-miles',
      'travel-lounge',
      'travel-insurance',
      'travel-hotel-discounts',
      'lifestyle-golf',
      'lifestyle-cinema',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'rakbank-titanium',
    country: 'ae',
    organization: 'rakbank',
    name: 'RAKBANK Titanium Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'RAKBANK Titanium Credit Card',
    description: ['5% cashback at supermarkets and on dining', 'Free for life'],
    descriptionAr: ['استرداد نقدي 5% في السوبرماركت والمطاعم', 'مجانية مدى الحياة'],
    routingUrl: 'https://www.rakbank.ae/',
    image: 'rakbank-titanium.svg',
    instantIssuance: false,
    // No monthly cap found in our sources: AED 300 is a conservative figure.
    incentive: 300,
    features: [
      'cashback-dining',
      'cashback-grocery',
      'fees-no-annual-fee',
      'fees-easy-payment-plans',
      'fees-balance-transfer',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'rakbank-world',
    country: 'ae',
    organization: 'rakbank',
    name: 'RAKBANK World Mastercard',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'RAKBANK World Mastercard',
    // RAKBANK's DCC page: the World Credit Card earns up to 5% cashback on international retail
    // spend (it is a cashback card, not a points card).
    description: [
      'Up to 5% cashback on international spend',
      'Up to 55 interest-free days',
      'Airport lounge access',
      'Free for life',
    ],
    descriptionAr: [
      'استرداد نقدي يصل إلى 5% على الإنفاق الدولي',
      'فترة سماح بدون فوائد تصل إلى 55 يوماً',
      'دخول صالات المطارات',
      'مجانية مدى الحياة',
    ],
    routingUrl: 'https://www.rakbank.ae/',
    image: 'rakbank-world.svg',
    instantIssuance: false,
    // Pays cashback (up to 5% on international spend) but no monthly cap found in our sources:
    // AED 200 is a conservative figure, as for the other uncapped cards.
    incentive: 200,
    // Lounge access comes with the World Mastercard tier; not itemised in our sources.
    features: [
      'cashback-international',
      'travel-lounge',
      'fees-no-annual-fee',
      'fees-easy-payment-plans',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },

  // ---------------------------------------------------------------- KSA
  // SAMA: a new credit cardholder needs a gross salary of at least SAR 24,000 a year (SAR 2,000 a
  // month), so no card below asks for less.
  {
    key: 'al-rajhi-cashback-plus-platinum',
    country: 'sa',
    organization: 'al-rajhi',
    name: 'Al Rajhi Cashback Plus Platinum Credit Card',
    // No Arabic name for the Platinum card in the stored pages (only for its Signature sibling):
    // the bank's Latin name.
    nameAr: 'Al Rajhi Cashback Plus Platinum Credit Card',
    description: [
      'Up to 10% cashback on dining, supermarkets and online shopping',
      'Cashback of up to SAR 500 a month',
      '6 airport lounge visits a year',
      '0% instalments with Tasaheel partners',
    ],
    descriptionAr: [
      'استرداد نقدي يصل إلى 10% على المطاعم والسوبرماركت والتسوق الإلكتروني',
      'استرداد نقدي يصل إلى 500 ريال شهرياً',
      '6 زيارات سنوياً لصالات المطارات',
      'تقسيط بنسبة 0% لدى شركاء برنامج تساهيل',
    ],
    routingUrl:
      'https://www.alrajhibank.com.sa/en/Personal/Cards/Cashback-Cards/Platinum-Cashback-Plus',
    image: 'al-rajhi-cashback-plus-platinum.svg',
    instantIssuance: false,
    incentive: 500,
    features: [
      'cashback-dining',
      'cashback-grocery',
      'cashback-online',
      'cashback-international',
      'travel-lounge',
      'travel-hotel-discounts',
      'lifestyle-dining',
      'fees-easy-payment-plans',
      'banking-islamic',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'al-rajhi-cashback-plus-signature',
    country: 'sa',
    organization: 'al-rajhi',
    name: 'Al Rajhi Cashback Plus Signature Credit Card',
    // ar: https://alrajhibank.com/Personal/Cards/Cashback-Cards/Signature-Cashback-Plus
    nameAr: 'بطاقة كاش باك بلس سيجنيتشر الائتمانية',
    description: [
      'Up to 10% cashback on dining, supermarkets and online shopping',
      'Cashback of up to SAR 500 a month',
      'Access to over 1,200 airport lounges',
      'Travel insurance for up to 90 days',
    ],
    descriptionAr: [
      'استرداد نقدي يصل إلى 10% على المطاعم والسوبرماركت والتسوق الإلكتروني',
      'استرداد نقدي يصل إلى 500 ريال شهرياً',
      'دخول إلى أكثر من 1,200 صالة مطار',
      'تأمين سفر لمدة تصل إلى 90 يوماً',
    ],
    routingUrl:
      'https://www.alrajhibank.com.sa/en/Personal/Cards/Cashback-Cards/Signature-Cashback-Plus',
    image: 'al-rajhi-cashback-plus-signature.svg',
    instantIssuance: false,
    incentive: 500,
    features: [
      'cashback-dining',
      'cashback-grocery',
      'cashback-online',
      'cashback-international',
      'travel-lounge',
      'travel-insurance',
      'travel-hotel-discounts',
      'lifestyle-dining',
      'banking-islamic',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'al-rajhi-classic-charge',
    country: 'sa',
    organization: 'al-rajhi',
    name: 'Al Rajhi Classic Charge Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Al Rajhi Classic Charge Credit Card',
    description: [
      '1 mokafaa point per SAR in Saudi Arabia, 2 abroad',
      'Turn points into flyer miles or spend them at 100+ merchants',
      'Pay the statement in full each month, 0% profit',
    ],
    descriptionAr: [
      'نقطة مكافأة واحدة لكل ريال داخل المملكة، ونقطتان خارجها',
      'حوّل النقاط إلى أميال طيران أو استبدلها لدى أكثر من 100 تاجر',
      'سداد كامل الكشف كل شهر، بهامش ربح 0%',
    ],
    routingUrl: 'https://www.alrajhibank.com.sa/en/Personal/Cards/Charge-Credit-Cards/Classic-Card',
    image: 'al-rajhi-classic-charge.svg',
    instantIssuance: false,
    incentive: 0,
    features: [
      'rewards-points',
      'rewards-miles',
      'rewards-partner',
      'fees-easy-payment-plans',
      'banking-islamic',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'saib-platinum-cashback',
    country: 'sa',
    organization: 'saib',
    name: 'SAIB Platinum Cashback Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'SAIB Platinum Cashback Credit Card',
    description: [
      'Up to 10% cashback on everyday spend',
      'Request and activate it in the SAIB mobile app',
      'Access to 25 airport lounges',
      'Up to 5 free supplementary cards',
    ],
    descriptionAr: [
      'استرداد نقدي يصل إلى 10% على المشتريات اليومية',
      'اطلبها وفعّلها عبر تطبيق البنك السعودي للاستثمار',
      'دخول إلى 25 صالة مطار',
      'حتى 5 بطاقات إضافية مجانية',
    ],
    routingUrl: SAIB_PLATINUM_CASHBACK,
    image: 'saib-platinum-cashback.svg',
    instantIssuance: true,
    // No monthly cap found in our sources: SAR 300 is a conservative figure.
    incentive: 300,
    features: [
      'cashback-everyday',
      'travel-lounge',
      'travel-hotel-discounts',
      'lifestyle-dining',
      'fees-easy-payment-plans',
      'banking-islamic',
      'banking-instant',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'saib-mastercard-platinum',
    country: 'sa',
    organization: 'saib',
    name: 'SAIB Mastercard Platinum Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'SAIB Mastercard Platinum Credit Card',
    description: [
      'No annual fee',
      'Free supplementary cards',
      '0% instalment plans at partner stores',
      'Tawarruq profit rate of 2.49% a month',
    ],
    descriptionAr: [
      'بدون رسوم سنوية',
      'بطاقات إضافية مجانية',
      'خطط تقسيط بنسبة 0% لدى المتاجر الشريكة',
      'معدل ربح التورق 2.49% شهرياً',
    ],
    routingUrl: 'https://www.saib.com.sa/en/mastercard-platinum-credit-card',
    image: 'saib-mastercard-platinum.svg',
    // SAIB credit cards are requested and activated in its mobile app.
    instantIssuance: true,
    incentive: 0,
    features: [
      'fees-no-annual-fee',
      'fees-easy-payment-plans',
      'banking-islamic',
      'banking-instant',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'riyad-bank-world-islamic',
    country: 'sa',
    organization: 'riyad-bank',
    name: 'Riyad Bank World Islamic Mastercard',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Riyad Bank World Islamic Mastercard',
    description: [
      '2 Hassad points per SAR, 2.5 abroad',
      '20 complimentary airport lounge visits',
      'Up to 8 free VOX Cinemas tickets a month',
      '0% instalments over 12 months at Qasset partners',
    ],
    descriptionAr: [
      'نقطتا حصاد لكل ريال، و2.5 نقطة خارج المملكة',
      '20 زيارة مجانية لصالات المطارات',
      'حتى 8 تذاكر مجانية شهرياً في فوكس سينما',
      'تقسيط بنسبة 0% على 12 شهراً لدى شركاء برنامج قسّط',
    ],
    routingUrl: 'https://www.riyadbank.com/en/personal-banking/credit-cards/world-mastercard',
    image: 'riyad-bank-world-islamic.svg',
    instantIssuance: false,
    incentive: 0,
    features: [
      'rewards-points',
      'rewards-welcome',
      'rewards-partner',
      'travel-lounge',
      'travel-insurance',
      'travel-hotel-discounts',
      'lifestyle-cinema',
      'fees-easy-payment-plans',
      'banking-islamic',
    ],
  },
  {
    key: 'riyad-bank-alfursan-infinite',
    country: 'sa',
    organization: 'riyad-bank',
    name: 'Riyad Bank AlFursan Visa Infinite Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'Riyad Bank AlFursan Visa Infinite Credit Card',
    description: [
      '45,000 AlFursan Miles when you activate the card',
      '1 Mile per SAR 1.5 at home, 1 Mile per SAR abroad',
      'Unlimited lounge visits for you and a guest',
      'Multi-trip travel insurance and golf discounts',
    ],
    descriptionAr: [
      '45,000 ميل من أميال الفرسان عند تفعيل البطاقة',
      'ميل واحد لكل 1.5 ريال داخل المملكة، وميل لكل ريال خارجها',
      'زيارات غير محدودة لصالات المطارات لك ولضيف واحد',
      'تأمين سفر متعدد الرحلات وخصومات في ملاعب الغولف',
    ],
    routingUrl:
      'https://www.riyadbank.com/personal-banking/credit-cards/alfursan/al-fursan-visa-infinite-credit-card',
    image: 'riyad-bank-alfursan-infinite.svg',
    instantIssuance: false,
    incentive: 0,
    features: [
      'rewards-miles',
      'rewards-welcome',
      'travel-lounge',
      'travel-insurance',
      'travel-hotel-discounts',
      'lifestyle-dining',
      'lifestyle-golf',
      'banking-islamic',
    ],
  },
  {
    key: 'bsf-mastercard-world',
    country: 'sa',
    organization: 'bsf',
    name: 'BSF Mastercard World Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'BSF Mastercard World Credit Card',
    description: [
      '150 Jana points per SAR 100 at home and in the EU, 200 elsewhere abroad',
      'Unlimited access to over 1,000 airport lounges',
      '0% instalments over up to 12 months at partners',
      'SAR 1,000 a year',
    ],
    descriptionAr: [
      '150 نقطة جنى لكل 100 ريال داخل المملكة وفي الاتحاد الأوروبي، و200 نقطة في الدول الأخرى',
      'دخول غير محدود إلى أكثر من 1,000 صالة مطار',
      'تقسيط بنسبة 0% لمدة تصل إلى 12 شهراً لدى الشركاء',
      '1,000 ريال سنوياً',
    ],
    routingUrl: 'https://bsf.sa/english/personal/cards/credit/mastercard-world',
    image: 'bsf-mastercard-world.svg',
    instantIssuance: false,
    incentive: 0,
    features: [
      'rewards-points',
      'rewards-partner',
      'travel-lounge',
      'fees-easy-payment-plans',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'emirates-nbd-ksa-infinite',
    country: 'sa',
    organization: 'emirates-nbd-ksa',
    name: 'Emirates NBD Infinite Credit Card',
    // ar: https://www.emiratesnbd.com.sa/ar/cards/credit-cards/infinite-credit-card
    nameAr: 'بطاقة إنفنيت الائتمانية',
    description: [
      '1 Plus Point for every SAR you spend',
      'Redeem points as cashback on your card',
      'SAR 700 a year',
    ],
    descriptionAr: [
      'نقطة بلس بوينتس واحدة مقابل كل ريال تنفقه',
      'استبدل النقاط باسترداد نقدي على بطاقتك',
      '700 ريال سنوياً',
    ],
    routingUrl: 'https://www.emiratesnbd.com.sa/en/cards/credit-cards/infinite-credit-card',
    image: 'emirates-nbd-ksa-infinite.svg',
    instantIssuance: false,
    incentive: 0,
    // Lounge access and travel insurance come with the Visa Infinite tier; not itemised in our
    // sources.
    features: [
      'rewards-points',
      'travel-lounge',
      'travel-insurance',
      'fees-easy-payment-plans',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
  {
    key: 'snb-platinum',
    country: 'sa',
    organization: 'snb',
    name: 'SNB AlAhli Platinum Credit Card',
    // No Arabic name for this card in the stored pages: the bank's Latin name.
    nameAr: 'SNB AlAhli Platinum Credit Card',
    description: [
      'Earn AlAhli reward points on your spend',
      'First 3 supplementary cards free',
      'Apply in the AlAhli mobile app',
      'SAR 600 a year',
    ],
    descriptionAr: [
      'اكسب نقاط مكافآت الأهلي على مشترياتك',
      'أول 3 بطاقات إضافية مجانية',
      'قدّم طلبك عبر تطبيق البنك الأهلي للجوال',
      '600 ريال سنوياً',
    ],
    routingUrl:
      'https://www.alahli.com/en/pages/personal-banking/credit-cards/credit-card-services',
    image: 'snb-platinum.svg',
    instantIssuance: false,
    incentive: 0,
    features: [
      'rewards-points',
      'rewards-partner',
      'fees-easy-payment-plans',
      'banking-islamic',
      'banking-supplementary',
      'banking-mobile-wallet',
    ],
  },
];

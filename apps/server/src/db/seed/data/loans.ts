import type { SeedLoan } from '../catalogue-types.ts';

// Real UAE personal loans and KSA personal finance: how each is shown and where a visitor applies.
// Their published figures (rate, amounts, tenure, fees, minimum salary, Islamic or not) are their
// facts (./facts/loans.ts), each with its source, the one place the engine reads them from. The
// offer engine still applies the regulators' limits on amount, tenure and instalment (UAE: 20x
// salary, 48 months; KSA: SAMA deduction limits, 60 months).
//
// minAmount: where a bank's own lower limit was not found in our sources, the comment says so and
// the figure is a conservative placeholder.
//
// nameAr: these products carry no brand of their own ("Personal Loan", "Personal Finance"), so
// their Arabic name is the bank's Arabic name with the term Gulf banks use for the product: قرض
// شخصي for a conventional UAE loan, تمويل شخصي for Islamic finance and for every KSA product
// (SAMA's term). Where the bank's Arabic page names the product, that name is used (`// ar:`).
// descriptionAr says the same facts as description, line by line; APR is معدل النسبة السنوي.

export const loans: SeedLoan[] = [
  // ---------------------------------------------------------------- UAE
  {
    key: 'arab-bank-personal-loan',
    country: 'ae',
    organization: 'arab-bank-uae',
    name: 'Arab Bank Personal Loan',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'القرض الشخصي من البنك العربي',
    description: [
      'From 5% a year (reducing balance)',
      'AED 50,000 to AED 2 million',
      'Repay over 6 to 48 months',
      'Processing fee 1% (AED 500 to AED 2,500)',
    ],
    descriptionAr: [
      'من 5% سنوياً (على الرصيد المتناقص)',
      'من 50,000 درهم إلى 2 مليون درهم',
      'السداد على مدى 6 إلى 48 شهراً',
      'رسوم معالجة 1% (من 500 إلى 2,500 درهم)',
    ],
    routingUrl: 'https://www.arabbank.ae/',
    image: 'arab-bank-personal-loan.svg',
    instantIssuance: false,
    minAmount: 50000,
  },
  {
    key: 'emirates-nbd-personal-loan',
    country: 'ae',
    organization: 'emirates-nbd',
    name: 'Emirates NBD Personal Loan',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'القرض الشخصي من بنك الإمارات دبي الوطني',
    description: [
      'From 4.99% a year (reducing balance), APR from 5.48%',
      'For salaries from AED 5,000',
      'Up to AED 4 million (UAE nationals) or AED 2 million (expats), over up to 48 months',
      'Processing fee 1.05% (AED 525 to AED 2,625, VAT included)',
    ],
    descriptionAr: [
      'من 4.99% سنوياً (على الرصيد المتناقص)، ومعدل النسبة السنوي من 5.48%',
      'للرواتب من 5,000 درهم',
      'حتى 4 ملايين درهم (للمواطنين) أو مليوني درهم (للوافدين)، على مدى يصل إلى 48 شهراً',
      'رسوم معالجة 1.05% (من 525 إلى 2,625 درهماً شاملة ضريبة القيمة المضافة)',
    ],
    routingUrl: 'https://www.emiratesnbd.com/',
    image: 'emirates-nbd-personal-loan.svg',
    instantIssuance: false,
    // Lower limit not in our sources: a conservative placeholder.
    minAmount: 10000,
  },
  {
    key: 'fab-personal-loan',
    country: 'ae',
    organization: 'fab',
    name: 'FAB Personal Loan',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'القرض الشخصي من بنك أبوظبي الأول',
    description: [
      'From 3.99% a year (reducing balance) with salary transfer',
      'For salaries from AED 7,000',
      'Up to AED 5 million (UAE nationals) or AED 2 million (expats)',
      'Repay over up to 48 months',
    ],
    descriptionAr: [
      'من 3.99% سنوياً (على الرصيد المتناقص) مع تحويل الراتب',
      'للرواتب من 7,000 درهم',
      'حتى 5 ملايين درهم (للمواطنين) أو مليوني درهم (للوافدين)',
      'السداد على مدى يصل إلى 48 شهراً',
    ],
    routingUrl: 'https://www.bankfab.com/en-ae',
    image: 'fab-personal-loan.svg',
    instantIssuance: false,
    // Lower limit not in our sources: a conservative placeholder.
    minAmount: 10000,
  },
  {
    key: 'hsbc-personal-loan',
    country: 'ae',
    organization: 'hsbc-uae',
    name: 'HSBC Personal Loan',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'القرض الشخصي من HSBC',
    description: [
      'APR from 7.24% (reducing balance) for Premier customers with salary transfer',
      'For salaries from AED 7,500',
      'Repay over up to 48 months',
    ],
    descriptionAr: [
      'معدل النسبة السنوي من 7.24% (على الرصيد المتناقص) لعملاء Premier مع تحويل الراتب',
      'للرواتب من 7,500 درهم',
      'السداد على مدى يصل إلى 48 شهراً',
    ],
    routingUrl: 'https://www.hsbc.ae/',
    image: 'hsbc-personal-loan.svg',
    instantIssuance: false,
    // Amount limits not in our sources: conservative placeholders.
    minAmount: 10000,
  },
  {
    key: 'dib-personal-finance',
    country: 'ae',
    organization: 'dib',
    name: 'DIB Personal Finance',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'التمويل الشخصي من بنك دبي الإسلامي',
    description: [
      'Sharia-compliant personal finance',
      'From 7% a year (reducing balance), APR from 7.21%',
      'For salaries from AED 3,000, up to AED 4 million',
      'Repay over up to 48 months',
    ],
    descriptionAr: [
      'تمويل شخصي متوافق مع أحكام الشريعة',
      'من 7% سنوياً (على الرصيد المتناقص)، ومعدل النسبة السنوي من 7.21%',
      'للرواتب من 3,000 درهم، وحتى 4 ملايين درهم',
      'السداد على مدى يصل إلى 48 شهراً',
    ],
    routingUrl: 'https://www.dib.ae/',
    image: 'dib-personal-finance.svg',
    instantIssuance: false,
    // masarif.ae's limits for DIB Personal Finance.
    minAmount: 10000,
  },
  {
    key: 'adib-personal-finance',
    country: 'ae',
    organization: 'adib',
    name: 'ADIB Personal Finance',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'التمويل الشخصي من مصرف أبوظبي الإسلامي',
    description: [
      'Sharia-compliant personal finance',
      'From 6.99% a year (reducing balance) for expats',
      'Up to AED 1 million',
      'Repay over up to 48 months',
    ],
    descriptionAr: [
      'تمويل شخصي متوافق مع أحكام الشريعة',
      'من 6.99% سنوياً (على الرصيد المتناقص) للوافدين',
      'حتى مليون درهم',
      'السداد على مدى يصل إلى 48 شهراً',
    ],
    routingUrl: 'https://www.adib.ae/',
    image: 'adib-personal-finance.svg',
    instantIssuance: false,
    // Lower limit not in our sources: a conservative placeholder.
    minAmount: 10000,
  },
  {
    key: 'rakbank-amal-personal-finance',
    country: 'ae',
    organization: 'rakbank',
    name: 'RAKBANK Amal Personal Finance',
    // A generic name with a brand: RAKBANK Amal, the bank's Islamic banking brand, has no Arabic
    // spelling in the stored pages and stays Latin.
    nameAr: 'التمويل الشخصي من RAKBANK Amal',
    description: [
      'Sharia-compliant personal finance from RAKBANK Amal',
      'From 5.99% a year (reducing balance)',
      'For salaries from AED 3,000, up to AED 1.25 million',
      'Repay over up to 48 months',
    ],
    descriptionAr: [
      'تمويل شخصي متوافق مع أحكام الشريعة من RAKBANK Amal',
      'من 5.99% سنوياً (على الرصيد المتناقص)',
      'للرواتب من 3,000 درهم، وحتى 1.25 مليون درهم',
      'السداد على مدى يصل إلى 48 شهراً',
    ],
    routingUrl: 'https://www.rakbank.ae/',
    image: 'rakbank-amal-personal-finance.svg',
    instantIssuance: false,
    // Lower limit not in our sources: a conservative placeholder.
    minAmount: 10000,
  },

  // ---------------------------------------------------------------- KSA
  {
    key: 'al-rajhi-personal-finance',
    country: 'sa',
    organization: 'al-rajhi',
    name: 'Al Rajhi Personal Finance',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'التمويل الشخصي من مصرف الراجحي',
    description: [
      'Sharia-compliant finance, approved in about 30 minutes',
      'APR from 2.41%',
      'SAR 50,000 to SAR 2.5 million over up to 60 months',
      'One-off management fee of SAR 500',
    ],
    descriptionAr: [
      'تمويل متوافق مع أحكام الشريعة، بموافقة خلال 30 دقيقة تقريباً',
      'معدل النسبة السنوي من 2.41%',
      'من 50,000 ريال إلى 2.5 مليون ريال على مدى يصل إلى 60 شهراً',
      'رسوم إدارية لمرة واحدة بقيمة 500 ريال',
    ],
    routingUrl: 'https://www.alrajhibank.com.sa/',
    image: 'al-rajhi-personal-finance.svg',
    instantIssuance: true,
    minAmount: 50000,
  },
  {
    key: 'snb-short-term-finance',
    country: 'sa',
    organization: 'snb',
    name: 'SNB Short-Term Personal Finance',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'التمويل الشخصي قصير الأجل من البنك الأهلي السعودي',
    description: [
      'Instant approval, Sharia-compliant',
      'SAR 5,000 up to SAR 2.5 million, repaid over 3 to 12 months',
      'For Saudi nationals earning from SAR 3,000',
      'Admin fee 1%, at most SAR 5,000',
    ],
    descriptionAr: [
      'موافقة فورية، ومتوافق مع أحكام الشريعة',
      'من 5,000 ريال حتى 2.5 مليون ريال، يُسدَّد على مدى 3 إلى 12 شهراً',
      'للمواطنين السعوديين برواتب من 3,000 ريال',
      'رسوم إدارية 1% بحد أقصى 5,000 ريال',
    ],
    routingUrl:
      'https://www.alahli.com/en-us/personal-banking/islamic-Finance/Pages/Short-tenor.aspx',
    image: 'snb-short-term-finance.svg',
    instantIssuance: true,
    minAmount: 5000,
  },
  {
    key: 'snb-personal-finance',
    country: 'sa',
    organization: 'snb',
    name: 'SNB Personal Finance',
    // ar: http://www.alahli.com/ar-sa/personal-banking/islamic-Finance/Pages/Ncb-personal-finance.aspx
    nameAr: 'تمويل الأهلي الشخصي',
    description: [
      'Sharia-compliant, for Saudis and residents',
      'SAR 5,000 up to SAR 1.5 million over up to 60 months',
      'Minimum salary SAR 3,000 (Saudis) or SAR 4,000 (residents)',
      'Admin fee 1%, at most SAR 5,000',
    ],
    descriptionAr: [
      'متوافق مع أحكام الشريعة، للسعوديين والمقيمين',
      'من 5,000 ريال حتى 1.5 مليون ريال على مدى يصل إلى 60 شهراً',
      'الحد الأدنى للراتب 3,000 ريال (للسعوديين) أو 4,000 ريال (للمقيمين)',
      'رسوم إدارية 1% بحد أقصى 5,000 ريال',
    ],
    routingUrl:
      'https://www.alahli.com/en/pages/personal-banking/finance/personal-finance/overview',
    image: 'snb-personal-finance.svg',
    instantIssuance: false,
    minAmount: 5000,
  },
  {
    key: 'riyad-bank-tawarruq',
    country: 'sa',
    organization: 'riyad-bank',
    name: 'Riyad Bank Tawarruq Personal Finance',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'تمويل التورق الشخصي من بنك الرياض',
    description: [
      'Sharia-compliant Tawarruq finance, funds paid quickly',
      'From 2.58% a year (reducing balance), no admin fee',
      'Net salary from SAR 3,000 (Saudis) or SAR 5,000 (residents)',
      'Up to SAR 300,000 for residents, over up to 5 years',
    ],
    descriptionAr: [
      'تمويل بصيغة التورق متوافق مع أحكام الشريعة، مع صرف سريع للمبلغ',
      'من 2.58% سنوياً (على الرصيد المتناقص)، بدون رسوم إدارية',
      'صافي الراتب من 3,000 ريال (للسعوديين) أو 5,000 ريال (للمقيمين)',
      'حتى 300,000 ريال للمقيمين، على مدى يصل إلى 5 سنوات',
    ],
    routingUrl: 'https://www.riyadbank.com/',
    image: 'riyad-bank-tawarruq.svg',
    instantIssuance: true,
    // Lower limit not in our sources: a conservative placeholder.
    minAmount: 10000,
  },
  {
    key: 'sab-non-salary-transfer-finance',
    country: 'sa',
    organization: 'sab',
    name: 'SAB Personal Finance without Salary Transfer',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'التمويل الشخصي دون تحويل الراتب من البنك السعودي الأول',
    description: [
      'Instant approval, funds within 3 hours',
      'No need to move your salary, Sharia-compliant',
      'Up to SAR 300,000 over up to 60 months',
      'APR 8.18% in the bank’s example',
    ],
    descriptionAr: [
      'موافقة فورية، وإيداع المبلغ خلال 3 ساعات',
      'دون الحاجة إلى تحويل راتبك، ومتوافق مع أحكام الشريعة',
      'حتى 300,000 ريال على مدى يصل إلى 60 شهراً',
      'معدل النسبة السنوي 8.18% وفق مثال البنك',
    ],
    routingUrl: 'https://www.sab.com/en/financing/Non-salary-Transfer-Personal-Finance/',
    image: 'sab-non-salary-transfer-finance.svg',
    instantIssuance: true,
    // Lower limit not in our sources: a conservative placeholder.
    minAmount: 10000,
  },
  {
    key: 'anb-personal-finance',
    country: 'sa',
    organization: 'anb',
    name: 'anb Personal Finance',
    // A generic name: the bank's Arabic name with the Arabic term for the product.
    nameAr: 'التمويل الشخصي من البنك العربي الوطني',
    description: [
      'APR from 5.42% in the bank’s examples',
      'Examples up to SAR 500,000 over 5 years',
    ],
    descriptionAr: [
      'معدل النسبة السنوي من 5.42% وفق أمثلة البنك',
      'أمثلة بمبالغ تصل إلى 500,000 ريال على مدى 5 سنوات',
    ],
    routingUrl: 'https://www.anb.com.sa/',
    image: 'anb-personal-finance.svg',
    instantIssuance: false,
    // Lower limit not in our sources: a conservative placeholder.
    minAmount: 10000,
  },
];

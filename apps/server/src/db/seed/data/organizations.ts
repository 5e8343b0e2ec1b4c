import type { SeedOrganization } from '../catalogue-types.ts';

// The banks behind the demo catalogue. A bank that operates in both countries is two
// organizations (one per country), each pointing at that country's home page.
//
// nameAr is the bank's official Arabic name; the `// ar:` comment beside it names the stored page
// it was checked against (the bank's own Arabic page where one was stored, otherwise the page
// named).
export const organizations: SeedOrganization[] = [
  // UAE
  {
    key: 'mashreq',
    name: 'Mashreq',
    // ar: https://www.mashreqalislami.com/ar/uae/gold/banking-solutions/cards/cashback-credit-card/
    // (the bank's Arabic card page: "المشرق أونلاين", "المشرق موبايل")
    nameAr: 'المشرق',
    country: 'ae',
    websiteUrl: 'https://www.mashreq.com/',
  },
  {
    key: 'fab',
    name: 'First Abu Dhabi Bank (FAB)',
    // ar: https://www.bankfab.com/ar-ae/personal/help-and-support/faqs/mortgage-first-time-homeowner
    nameAr: 'بنك أبوظبي الأول',
    country: 'ae',
    websiteUrl: 'https://www.bankfab.com/en-ae',
  },
  {
    key: 'adcb',
    name: 'Abu Dhabi Commercial Bank (ADCB)',
    // ar: https://pdfslide.tips/documents/-f-f-discover-how-we-triumphed.html (ADCB annual
    // report 2019: "بنك أبوظبي التجاري، شركة مساهمة عامة")
    nameAr: 'بنك أبوظبي التجاري',
    country: 'ae',
    websiteUrl: 'https://www.adcb.com/',
  },
  {
    key: 'adib',
    name: 'Abu Dhabi Islamic Bank (ADIB)',
    // ar: https://issuu.com/adib_corporate/docs/adib-annual_report_2021-ar-digital
    nameAr: 'مصرف أبوظبي الإسلامي',
    country: 'ae',
    websiteUrl: 'https://www.adib.ae/',
  },
  {
    key: 'emirates-islamic',
    name: 'Emirates Islamic',
    // ar: https://www.emiratesislamic.ae/arb/terms-and-conditions/rewards-credit-cards/
    nameAr: 'مصرف الإمارات الإسلامي',
    country: 'ae',
    websiteUrl: 'https://www.emiratesislamic.ae/',
  },
  {
    key: 'emirates-nbd',
    name: 'Emirates NBD',
    // ar: https://emiratesnbd.com/ar/help-and-support/empowering-you-to-borrow-wisely
    nameAr: 'بنك الإمارات دبي الوطني',
    country: 'ae',
    websiteUrl: 'https://www.emiratesnbd.com/',
  },
  {
    key: 'citibank-uae',
    name: 'Citibank',
    // ar: https://www.citibank.ae/ar/credit-cards/card-services/contactless-payment/
    nameAr: 'سيتي بنك',
    country: 'ae',
    websiteUrl: 'https://www.citibank.ae/',
  },
  {
    key: 'rakbank',
    name: 'RAKBANK',
    // ar: http://forum.zgoldz.com/showthread.php?goto=nextoldest&t=19017 (a Reuters Arabic report
    // quoting the bank's statement; no Arabic page of the bank's own was stored). RAKBANK is the
    // brand of The National Bank of Ras Al Khaimah, whose Arabic name this is.
    nameAr: 'بنك رأس الخيمة الوطني',
    country: 'ae',
    websiteUrl: 'https://www.rakbank.ae/',
  },
  {
    key: 'dib',
    name: 'Dubai Islamic Bank (DIB)',
    // ar: https://dib.ae/ar/التوعية-المالية
    nameAr: 'بنك دبي الإسلامي',
    country: 'ae',
    websiteUrl: 'https://www.dib.ae/',
  },
  {
    key: 'hsbc-uae',
    name: 'HSBC',
    // ar: https://www.business.hsbc.ae/ar-ae/download-centre (the bank writes its name in Latin
    // letters on its Arabic pages)
    nameAr: 'HSBC',
    country: 'ae',
    websiteUrl: 'https://www.hsbc.ae/',
  },
  {
    key: 'arab-bank-uae',
    name: 'Arab Bank',
    // ar: http://www.arabbank.ps/ar/accountopeningterms.aspx ("البنك العربي ش م ع"; no Arabic page
    // of the UAE branch was stored)
    nameAr: 'البنك العربي',
    country: 'ae',
    websiteUrl: 'https://www.arabbank.ae/',
  },

  // KSA
  {
    key: 'al-rajhi',
    name: 'Al Rajhi Bank',
    // ar: https://alrajhibank.com/Personal/Cards/Cashback-Cards/Signature-Cashback-Plus
    nameAr: 'مصرف الراجحي',
    country: 'sa',
    websiteUrl: 'https://www.alrajhibank.com.sa/',
  },
  {
    key: 'snb',
    name: 'Saudi National Bank (SNB)',
    // ar: the bank's own pages call it "البنك الأهلي"
    // (http://www.alahli.com/ar-sa/personal-banking/islamic-Finance/Pages/Ncb-personal-finance.aspx);
    // the full name since the 2021 merger, as in
    // https://mountada.net/amp/personal-finance-from-al-ahli-bank-of-saudi-arab
    nameAr: 'البنك الأهلي السعودي',
    country: 'sa',
    websiteUrl: 'https://www.alahli.com/',
  },
  {
    key: 'riyad-bank',
    name: 'Riyad Bank',
    // ar: https://yallacompare.com/ksa/ar/بطاقات-الائتمان/بنك-الرياض-البطاقة-الائتمانية-الكلاس/
    // (a comparison site; no Arabic page of the bank's own was stored)
    nameAr: 'بنك الرياض',
    country: 'sa',
    websiteUrl: 'https://www.riyadbank.com/',
  },
  {
    key: 'saib',
    name: 'Saudi Investment Bank (SAIB)',
    // ar: https://www.saib.com.sa/ar/الاسئلة-الشائعة
    nameAr: 'البنك السعودي للاستثمار',
    country: 'sa',
    websiteUrl: 'https://www.saib.com.sa/',
  },
  {
    key: 'emirates-nbd-ksa',
    name: 'Emirates NBD',
    // ar: https://emiratesnbd.com/ar/help-and-support/empowering-you-to-borrow-wisely (the same
    // bank; its Saudi Arabic pages are under https://www.emiratesnbd.com.sa/ar/)
    nameAr: 'بنك الإمارات دبي الوطني',
    country: 'sa',
    websiteUrl: 'https://www.emiratesnbd.com.sa/',
  },
  {
    key: 'bsf',
    name: 'Banque Saudi Fransi',
    // ar: https://bsf.sa/arabic/islamic-credit-card-terms-and-conditions
    nameAr: 'البنك السعودي الفرنسي',
    country: 'sa',
    websiteUrl: 'https://bsf.sa/',
  },
  {
    key: 'sab',
    name: 'Saudi Awwal Bank (SAB)',
    // ar: the bank's Arabic credit card application names its cards "الأول"
    // (https://www.scribd.com/document/910995378/Sab-Credit-Card-Application-With-Tc); "Saudi
    // Awwal Bank" is this Arabic name in Latin letters. No stored page spells the full name.
    nameAr: 'البنك السعودي الأول',
    country: 'sa',
    websiteUrl: 'https://www.sab.com/',
  },
  {
    key: 'anb',
    name: 'Arab National Bank (anb)',
    // ar: https://pdfslide.tips/documents/-deloittemia-4495-c-11910-c11411.html (the bank's
    // interim financial statements, 2019: "البنك العربي الوطني (شركة مساهمة سعودية)")
    nameAr: 'البنك العربي الوطني',
    country: 'sa',
    websiteUrl: 'https://www.anb.com.sa/',
  },
];

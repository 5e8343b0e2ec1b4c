import type { StoredLoanFacts } from '@mizan/contracts';
import { notPublished, published } from './sources.ts';

// The published facts of the loans in ../loans.ts, by loan key. Amounts in AED (UAE) or SAR
// (KSA), rates in percent. See ./sources.ts for how a fact names its source.
//
// `rate` and `apr` are ranges: where a page gives only a starting figure ("from 5%", "starts from
// 2.41%") or a single example, `min` and `max` are both that figure, as the schema needs a
// maximum and none is published. KSA banks set early settlement by SAMA's rule (the term cost of
// the next three months at most), not as a percent of the amount owed, so no KSA page gives an
// `earlySettlementFee` in the schema's terms: it is not published for every KSA loan.

// ---------------------------------------------------------------- UAE sources
const MASARIF_ARAB_BANK = 'https://masarif.ae/personal-loans/arab-bank-personal-loan';
const ENBD_KFS = 'https://emiratesnbd.com/en/kfs/personal-loan-fixed-interest-rate';
const ENBD_BORROW_WISELY =
  'https://www.emiratesnbd.com/en/personal-banking/loans/personal-loans/borrow-wisely/';
/** Khaleej Times (via MENAFN), late 2025: what FAB and other banks offer. */
const KHALEEJ_TIMES_FAB =
  'https://menafn.com/1110422756/Some-UAE-Banks-Still-Set-Minimum-Salary-Requirement-Of-Dh5000-For-Personal-Loans';
/** Comparison site: rates for expats with salary transfer, as it listed them in 2021. */
const SAVERFOX_2021 = 'https://www.saverfox.com/personal-loan';
const HSBC_TOP_UP = 'https://www.hsbc.ae/loans/products/top-up/';
const MASARIF_HSBC =
  'https://masarif.ae/personal-loans/hsbc-bank-middle-east-unsecured-personal-loan-salary-transfer';
const MASARIF_DIB =
  'https://masarif.ae/personal-loans/dubai-islamic-bank-dib-personal-finance-sukuk-based';
/** Comparison table: ADIB Personal Finance for Expats, RAKBANK Amal Personal Finance. */
const MYMONEYSOUQ_COMPARE = 'https://www.mymoneysouq.com/loans/compare-personal-loans-uae';
const POLICYBAZAAR_ADIB = 'https://www.policybazaar.ae/adib-personal-loan-bpl/';
const RAKBANK_AMAL_FAQ =
  'https://rakbank.ae/wps/portal/islamic-banking/finance/personal/amal-personal-finance/faq';

// ---------------------------------------------------------------- KSA sources
const AL_RAJHI_OFFER =
  'https://www.alrajhibank.com.sa/en/personal/finance/personal/financing-offers/personal-financing-offer';
const YALLA_AL_RAJHI =
  'https://yallacompare.com/ksa/en/personal-loans/al-rajhi-bank---personal-finance-for-saudi-nationals/';
const SNB_SHORT_TENOR =
  'https://alahli.com/en-us/personal-banking/islamic-Finance/Pages/Short-tenor.aspx';
const SNB_FLEXIBLE =
  'https://www.alahli.com/en-us/personal-banking/islamic-Finance/Pages/Flexible-Finance-Program.aspx';
const SNB_ADDITIONAL =
  'https://www.alahli.com/en-us/personal-banking/islamic-Finance/Pages/Additional-Finance_.aspx';
const YALLA_RIYAD = 'https://yallacompare.com/ksa/en/personal-loans/riyad-bank---tawarruq/';
const SAB_NON_SALARY_TRANSFER =
  'https://www.sab.com/en/financing/Non-salary-Transfer-Personal-Finance/';
const ANB_APR = 'https://anb.com.sa/web/anb/annual-profit-rate';

export const loanFacts: Record<string, StoredLoanFacts> = {
  // ---------------------------------------------------------------- UAE
  // masarif.ae's Arab Bank page (comparison site; the bank's own page is not stored). Its rate is
  // "5.00% - Fixed on a reducing balance basis"; its fees are quoted inclusive of VAT (processing)
  // and plus VAT (early settlement, "capped at AED 10,000 plus applicable VAT"). No APR.
  'arab-bank-personal-loan': {
    rateType: published('reducing' as const, MASARIF_ARAB_BANK),
    rate: published({ min: 5, max: 5 }, MASARIF_ARAB_BANK),
    apr: notPublished(MASARIF_ARAB_BANK),
    processingFee: published({ percent: 1, min: 500, max: 2500 }, MASARIF_ARAB_BANK),
    earlySettlementFee: published({ percent: 1, max: 10000 }, MASARIF_ARAB_BANK),
    minMonthlySalary: published(3000, MASARIF_ARAB_BANK),
    salaryTransferRequired: published(true, MASARIF_ARAB_BANK),
    maxAmount: published(2000000, MASARIF_ARAB_BANK),
    maxTenureMonths: published(48, MASARIF_ARAB_BANK),
    islamic: published(false, MASARIF_ARAB_BANK),
  },

  // The bank's KFS "Personal Loan - Fixed Interest Rate" (rates, APR, fees inclusive of VAT,
  // amount, period) and its "Borrow wisely" page (minimum salary). The KFS names no salary
  // transfer condition. maxAmount is the UAE nationals' limit; expatriates' is in the note.
  'emirates-nbd-personal-loan': {
    rateType: published('reducing' as const, ENBD_KFS),
    rate: published({ min: 4.99, max: 19.99 }, ENBD_KFS),
    apr: published({ min: 5.48, max: 20.99 }, ENBD_KFS),
    processingFee: published({ percent: 1.05, min: 525, max: 2625 }, ENBD_KFS),
    earlySettlementFee: published({ percent: 1.05, max: 10500 }, ENBD_KFS),
    minMonthlySalary: published(5000, ENBD_BORROW_WISELY),
    salaryTransferRequired: notPublished(ENBD_KFS),
    maxAmount: published(4000000, ENBD_KFS),
    maxTenureMonths: published(48, ENBD_KFS),
    islamic: published(false, ENBD_KFS),
    note: published(
      {
        en: 'Up to AED 4,000,000 for UAE nationals and AED 2,000,000 for expatriates',
        ar: 'حتى 4,000,000 درهم للمواطنين و2,000,000 درهم للوافدين',
      },
      ENBD_KFS,
    ),
  },

  // FAB's own pages are not stored. Khaleej Times (late 2025) gives the minimum salary and the
  // amounts; its rates ("4.7 per cent fixed to 6.2 per cent" for nationals, "5.44 per cent to 7.2
  // per cent per year" for expatriates) do not say flat or reducing, so rate type and rate are not
  // recorded. maxAmount is the UAE nationals' limit; expatriates' is in the note. Without a rate,
  // the loan is costed at saverfox's entry rate for expats with salary transfer (comparisonRate).
  'fab-personal-loan': {
    rateType: notPublished(KHALEEJ_TIMES_FAB),
    rate: notPublished(KHALEEJ_TIMES_FAB),
    comparisonRate: published(3.99, SAVERFOX_2021),
    apr: notPublished(KHALEEJ_TIMES_FAB),
    processingFee: notPublished(KHALEEJ_TIMES_FAB),
    earlySettlementFee: notPublished(KHALEEJ_TIMES_FAB),
    minMonthlySalary: published(7000, KHALEEJ_TIMES_FAB),
    salaryTransferRequired: notPublished(KHALEEJ_TIMES_FAB),
    maxAmount: published(5000000, KHALEEJ_TIMES_FAB),
    maxTenureMonths: notPublished(KHALEEJ_TIMES_FAB),
    islamic: published(false, KHALEEJ_TIMES_FAB),
    note: published(
      {
        en: 'Up to AED 5 million for UAE nationals and AED 2 million for expatriates',
        ar: 'حتى 5 ملايين درهم للمواطنين ومليوني درهم للوافدين',
      },
      KHALEEJ_TIMES_FAB,
    ),
  },

  // The bank's Top-Up Loan page (its representative example is "for an HSBC Personal Loan for
  // Premier customer": AED 150,000 over 48 months, AED 3,591 a month, APR 7.24%; "APR ... is based
  // on reducing rate"; eligibility AED 7,500 and salary credited to HSBC) and masarif.ae's HSBC
  // page (fees: "1% (1.05% inclusive of VAT)", min/max before VAT; tenure 12-48 months). masarif's
  // "reducing balance rate of 6.75% with an APR of 7.00%" is older than the bank's APR from 7.24%,
  // so the rate itself is not recorded. No maximum amount is published.
  'hsbc-personal-loan': {
    rateType: published('reducing' as const, HSBC_TOP_UP),
    rate: notPublished(HSBC_TOP_UP),
    apr: published({ min: 7.24, max: 7.24 }, HSBC_TOP_UP),
    processingFee: published({ percent: 1, min: 500, max: 2500 }, MASARIF_HSBC),
    earlySettlementFee: published({ percent: 1, max: 10000 }, MASARIF_HSBC),
    minMonthlySalary: published(7500, HSBC_TOP_UP),
    salaryTransferRequired: published(true, HSBC_TOP_UP),
    maxAmount: notPublished(MASARIF_HSBC),
    maxTenureMonths: published(48, MASARIF_HSBC),
    islamic: published(false, HSBC_TOP_UP),
    note: published(
      {
        en: 'The APR from 7.24% is for Premier customers working for an HSBC-listed company who transfer their salary to HSBC',
        ar: 'معدل النسبة السنوي من 7.24% لعملاء Premier العاملين لدى جهة معتمدة لدى HSBC ممن يحوّلون رواتبهم إليه',
      },
      HSBC_TOP_UP,
    ),
  },

  // masarif.ae's "DIB Personal Finance (Sukuk-based)" page (the bank's own page is not stored):
  // "Profit rate typically starts around 7% (reducing)", "APR ranges from around 7.21% to 21.96%",
  // early settlement "1% of outstanding balance" with no cap given. Its fee is "1.05% of the
  // finance amount (minimum AED 520)" with no maximum, which the schema cannot hold: not recorded.
  'dib-personal-finance': {
    rateType: published('reducing' as const, MASARIF_DIB),
    rate: published({ min: 7, max: 7 }, MASARIF_DIB),
    apr: published({ min: 7.21, max: 21.96 }, MASARIF_DIB),
    processingFee: notPublished(MASARIF_DIB),
    earlySettlementFee: published({ percent: 1, max: null }, MASARIF_DIB),
    minMonthlySalary: published(3000, MASARIF_DIB),
    salaryTransferRequired: published(true, MASARIF_DIB),
    maxAmount: published(4000000, MASARIF_DIB),
    maxTenureMonths: published(48, MASARIF_DIB),
    islamic: published(true, MASARIF_DIB),
  },

  // MyMoneySouq's comparison table, "ADIB Personal Finance for Expats": reducing rate 6.99% (flat
  // 3.85%), minimum salary AED 8,000, up to AED 1,000,000, early settlement 1% (no cap given);
  // Policybazaar's ADIB page: tenure up to 48 months. Policybazaar says ADIB charges no processing
  // fee while another listing gives 1% (AED 500-2,500): conflicting, so not recorded.
  'adib-personal-finance': {
    rateType: published('reducing' as const, MYMONEYSOUQ_COMPARE),
    rate: published({ min: 6.99, max: 6.99 }, MYMONEYSOUQ_COMPARE),
    apr: notPublished(MYMONEYSOUQ_COMPARE),
    processingFee: notPublished(POLICYBAZAAR_ADIB),
    earlySettlementFee: published({ percent: 1, max: null }, MYMONEYSOUQ_COMPARE),
    minMonthlySalary: published(8000, MYMONEYSOUQ_COMPARE),
    salaryTransferRequired: notPublished(MYMONEYSOUQ_COMPARE),
    maxAmount: published(1000000, MYMONEYSOUQ_COMPARE),
    maxTenureMonths: published(48, POLICYBAZAAR_ADIB),
    islamic: published(true, MYMONEYSOUQ_COMPARE),
    note: published({ en: 'Figures for expatriates', ar: 'الأرقام للوافدين' }, MYMONEYSOUQ_COMPARE),
  },

  // MyMoneySouq's comparison table, "RAKBANK Amal Personal Finance": reducing rate 5.99% (flat
  // 3.3%), minimum salary AED 3,000, up to AED 1,250,000, early settlement 1% (no cap given); the
  // bank's Amal FAQ: finance for "salaried individuals whose salaries are credited to RAKBANK",
  // "15-20 times the salary". No tenure, fee or APR in either.
  'rakbank-amal-personal-finance': {
    rateType: published('reducing' as const, MYMONEYSOUQ_COMPARE),
    rate: published({ min: 5.99, max: 5.99 }, MYMONEYSOUQ_COMPARE),
    apr: notPublished(MYMONEYSOUQ_COMPARE),
    processingFee: notPublished(RAKBANK_AMAL_FAQ),
    earlySettlementFee: published({ percent: 1, max: null }, MYMONEYSOUQ_COMPARE),
    minMonthlySalary: published(3000, MYMONEYSOUQ_COMPARE),
    salaryTransferRequired: published(true, RAKBANK_AMAL_FAQ),
    maxAmount: published(1250000, MYMONEYSOUQ_COMPARE),
    maxTenureMonths: notPublished(RAKBANK_AMAL_FAQ),
    islamic: published(true, MYMONEYSOUQ_COMPARE),
    note: published(
      {
        en: 'The amount is 15 to 20 times the salary',
        ar: 'يتراوح مبلغ التمويل بين 15 و20 ضعف الراتب',
      },
      RAKBANK_AMAL_FAQ,
    ),
  },

  // ---------------------------------------------------------------- KSA
  // The bank's Personal Financing Offer page ("APR starts from 2.41%", "Finance amount is up to SAR
  // 2.5 Million", "Up to 60 months tenure for Saudi and 36 months for Non-Saudi") and yallacompare
  // (minimum salary SAR 2,000, salary transferred to Al Rajhi, "Management Fee: SR 500").
  // yallacompare's "Flat Rate: 3.12%" / "Reducing Rate: 5.62%" sit above the bank's APR from 2.41%
  // and its own example APR of 3.68%, so they are stale: rate type and rate not recorded.
  'al-rajhi-personal-finance': {
    rateType: notPublished(AL_RAJHI_OFFER),
    rate: notPublished(AL_RAJHI_OFFER),
    apr: published({ min: 2.41, max: 2.41 }, AL_RAJHI_OFFER),
    processingFee: published({ percent: 0, min: 500, max: 500 }, YALLA_AL_RAJHI),
    earlySettlementFee: notPublished(AL_RAJHI_OFFER),
    minMonthlySalary: published(2000, YALLA_AL_RAJHI),
    salaryTransferRequired: published(true, YALLA_AL_RAJHI),
    maxAmount: published(2500000, AL_RAJHI_OFFER),
    maxTenureMonths: published(60, AL_RAJHI_OFFER),
    islamic: published(true, AL_RAJHI_OFFER),
    note: published(
      {
        en: 'Up to 60 months for Saudis and 36 months for non-Saudis',
        ar: 'حتى 60 شهراً للسعوديين و36 شهراً لغير السعوديين',
      },
      AL_RAJHI_OFFER,
    ),
  },

  // The bank's Short-Term Personal Financing page: 3 to 12 months, SAR 5,000 to 2,500,000,
  // Saudis only, minimum salary SAR 3,000 for Saudis, "Administrative fee is 1% of the amount of
  // financing or (5,000 SAR) whichever is lower"; APR range from its examples (50,000 over 9 months
  // 1.70%, 100,000 over 1 year 3.95%; the 6-month example gives no APR). No profit rate, and no
  // salary transfer condition beyond "All Government sectors and Private inducted companies".
  'snb-short-term-finance': {
    rateType: notPublished(SNB_SHORT_TENOR),
    rate: notPublished(SNB_SHORT_TENOR),
    apr: published({ min: 1.7, max: 3.95 }, SNB_SHORT_TENOR),
    processingFee: published({ percent: 1, min: 0, max: 5000 }, SNB_SHORT_TENOR),
    earlySettlementFee: notPublished(SNB_SHORT_TENOR),
    minMonthlySalary: published(3000, SNB_SHORT_TENOR),
    salaryTransferRequired: notPublished(SNB_SHORT_TENOR),
    maxAmount: published(2500000, SNB_SHORT_TENOR),
    maxTenureMonths: published(12, SNB_SHORT_TENOR),
    islamic: published(true, SNB_SHORT_TENOR),
    note: published(
      {
        en: 'For Saudis only, repaid over 3 to 12 months',
        ar: 'للسعوديين فقط، ويُسدَّد على مدى 3 إلى 12 شهراً',
      },
      SNB_SHORT_TENOR,
    ),
  },

  // The bank's Additional Finance page (Saudis and non-Saudis, minimum salary SAR 3,000 / 4,000,
  // SAR 5,000 to 1,500,000, up to 60 months, for employers "who transfers their employee's salary
  // through Sarie system through al Ahli bank") and its Flexible Finance Program page (admin fee
  // 1% or SAR 5,000, whichever is lower; example APRs 4.97% to 5.16% for SAR 100,000 to 350,000
  // over 5 years). No profit rate.
  'snb-personal-finance': {
    rateType: notPublished(SNB_FLEXIBLE),
    rate: notPublished(SNB_FLEXIBLE),
    apr: published({ min: 4.97, max: 5.16 }, SNB_FLEXIBLE),
    processingFee: published({ percent: 1, min: 0, max: 5000 }, SNB_FLEXIBLE),
    earlySettlementFee: notPublished(SNB_FLEXIBLE),
    minMonthlySalary: published(3000, SNB_ADDITIONAL),
    salaryTransferRequired: published(true, SNB_ADDITIONAL),
    maxAmount: published(1500000, SNB_ADDITIONAL),
    maxTenureMonths: published(60, SNB_ADDITIONAL),
    islamic: published(true, SNB_FLEXIBLE),
    note: published(
      {
        en: 'Minimum salary SAR 3,000 for Saudis and SAR 4,000 for non-Saudis',
        ar: 'الحد الأدنى للراتب 3,000 ريال للسعوديين و4,000 ريال لغير السعوديين',
      },
      SNB_ADDITIONAL,
    ),
  },

  // yallacompare's Riyad Bank Tawarruq page (the bank's stored APR page shows only cards): flat
  // rate 1.32% (reducing 2.58%), term up to 5 years, "0% admission fee", net salary from SAR 3,000
  // (Saudi government employees) or SAR 5,000 (non-Saudis, finance up to SAR 300,000). Its header
  // says no salary transfer while its pensioner terms require one: not recorded.
  'riyad-bank-tawarruq': {
    rateType: published('flat' as const, YALLA_RIYAD),
    rate: published({ min: 1.32, max: 1.32 }, YALLA_RIYAD),
    apr: notPublished(YALLA_RIYAD),
    processingFee: published({ percent: 0, min: 0, max: 0 }, YALLA_RIYAD),
    earlySettlementFee: notPublished(YALLA_RIYAD),
    minMonthlySalary: published(3000, YALLA_RIYAD),
    salaryTransferRequired: notPublished(YALLA_RIYAD),
    maxAmount: published(300000, YALLA_RIYAD),
    maxTenureMonths: published(60, YALLA_RIYAD),
    islamic: published(true, YALLA_RIYAD),
    note: published(
      {
        en: 'Up to SAR 300,000 for non-Saudi employees of large corporations, with a net salary from SAR 5,000',
        ar: 'حتى 300,000 ريال لغير السعوديين العاملين في الشركات الكبرى، بصافي راتب من 5,000 ريال',
      },
      YALLA_RIYAD,
    ),
  },

  // The bank's product page: up to SAR 300,000 over up to 60 months, no salary transfer, minimum
  // total salary SAR 10,000 (non-Saudis SAR 15,000), example "200,000 8.18% 5 Years 4,000". The
  // page sells the metals "at a known and fixed annual percentage rate" but gives no profit rate,
  // flat or reducing (the example's instalment would imply 4% flat: derived, not recorded), and
  // no admin fee.
  'sab-non-salary-transfer-finance': {
    rateType: notPublished(SAB_NON_SALARY_TRANSFER),
    rate: notPublished(SAB_NON_SALARY_TRANSFER),
    apr: published({ min: 8.18, max: 8.18 }, SAB_NON_SALARY_TRANSFER),
    processingFee: notPublished(SAB_NON_SALARY_TRANSFER),
    earlySettlementFee: notPublished(SAB_NON_SALARY_TRANSFER),
    minMonthlySalary: published(10000, SAB_NON_SALARY_TRANSFER),
    salaryTransferRequired: published(false, SAB_NON_SALARY_TRANSFER),
    maxAmount: published(300000, SAB_NON_SALARY_TRANSFER),
    maxTenureMonths: published(60, SAB_NON_SALARY_TRANSFER),
    islamic: published(true, SAB_NON_SALARY_TRANSFER),
    note: published(
      {
        en: 'Minimum total salary SAR 10,000 for Saudis and SAR 15,000 for non-Saudis',
        ar: 'الحد الأدنى لإجمالي الراتب 10,000 ريال للسعوديين و15,000 ريال لغير السعوديين',
      },
      SAB_NON_SALARY_TRANSFER,
    ),
  },

  // The bank's APR disclosure page (August 2024): personal finance examples SAR 500,000 / 300,000
  // / 100,000 over 5 years at APR 5.42% / 5.45% / 5.62%. Nothing else about the product is in the
  // stored pages: the largest example and its 5 years are examples, not published limits.
  'anb-personal-finance': {
    rateType: notPublished(ANB_APR),
    rate: notPublished(ANB_APR),
    apr: published({ min: 5.42, max: 5.62 }, ANB_APR),
    processingFee: notPublished(ANB_APR),
    earlySettlementFee: notPublished(ANB_APR),
    minMonthlySalary: notPublished(ANB_APR),
    salaryTransferRequired: notPublished(ANB_APR),
    maxAmount: notPublished(ANB_APR),
    maxTenureMonths: notPublished(ANB_APR),
    islamic: published(false, ANB_APR),
    note: published(
      {
        en: 'APRs are the bank’s examples for SAR 100,000 to SAR 500,000 over 5 years',
        ar: 'معدلات النسبة السنوية أمثلة من البنك لمبالغ من 100,000 إلى 500,000 ريال على مدى 5 سنوات',
      },
      ANB_APR,
    ),
  },
};

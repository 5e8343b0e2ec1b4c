import {
  currencyFor,
  formatMoney,
  formatNumber,
  type Country,
  type Language,
  type LoanLimits,
  type LoanOffer,
  type LoanQuote,
  type LoanQuoteQuery,
  fieldPath,
} from '@mizan/contracts';
import type { Database } from '../db/client.ts';
import {
  canLend,
  loanCost,
  loanLimits,
  loanOffers,
  loanQuoteProblems,
  tenureWithinLimits,
  type LoanQuoteProblem,
} from '../engine/loan-offers.ts';
import type { EngineLoan } from '../engine/types.ts';
import { invalidFields, type FieldError } from '../lib/problem.ts';
import type { Localized } from '../lib/localized.ts';
import { assessApplication, requireApplicationType } from './assessment.ts';
import { joinLines } from './card-lists.ts';
import type { Catalogue, CatalogueProduct } from '../catalogue/index.ts';

/** SPEC's "5.99% p.a. (reducing balance)", or "4.99% p.a. (flat rate)", in the visitor's language. */
function interestText(loan: EngineLoan, language: Language): string {
  const flat = loan.rateType === 'flat';
  if (language === 'ar') {
    // Two decimals as in English ("6.00%"), in the Arabic number format.
    const percent = formatNumber(loan.ratePercent / 100, 'ar', {
      style: 'percent',
      minimumFractionDigits: 2,
    });
    return `${percent} سنوياً (${flat ? 'بمعدل ثابت' : 'على الرصيد المتناقص'})`;
  }
  return `${loan.ratePercent.toFixed(2)}% p.a. (${flat ? 'flat rate' : 'reducing balance'})`;
}

function offerView(
  loan: CatalogueProduct,
  country: Country,
  limits: LoanLimits,
  cost: LoanOffer['cost'],
  language: Language,
): LoanOffer {
  const money = (amount: number) => formatMoney(amount, country, language);
  return {
    productId: loan.id,
    productName: loan.name[language],
    organizationName: loan.organizationName[language],
    loanTenure: cost.tenureMonths,
    processingFee: money(cost.processingFee),
    interest: interestText(loan, language),
    loanAmount: cost.amount,
    loanAmountTxt: money(cost.amount),
    monthlyInstalmentTxt: money(Math.ceil(cost.monthlyInstalment)),
    currency: currencyFor(country),
    description: joinLines(loan.descriptionLines[language]),
    routingUrl: loan.routingUrl,
    isIslamic: loan.isIslamic,
    cost,
    limits,
    facts: loan.loanFacts![language],
  };
}

/** Every loan the applicant qualifies for, at the most they may borrow over the longest tenure. */
export async function offerLoans(
  db: Database,
  catalogue: Catalogue,
  applicationId: string,
  language: Language,
): Promise<LoanOffer[]> {
  const { application, profile } = await assessApplication(db, catalogue, applicationId);
  requireApplicationType(application, 'Loan', fieldPath('path', ['applicationId']));
  const country = application.country;
  if (profile.hardStop) return [];
  return loanOffers(catalogue.activeProducts(country, 'Loan'), country, profile).map((quote) =>
    offerView(quote.loan, country, quote.limits, quote.cost, language),
  );
}

const REGULATOR: Record<Country, Localized> = {
  ae: { en: "the UAE Central Bank's", ar: 'مصرف الإمارات العربية المتحدة المركزي' },
  sa: { en: "SAMA's", ar: 'البنك المركزي السعودي' },
};

/** Why an amount or tenure is refused, in both languages, with the numbers that decide it. */
function problemMessage(
  problem: LoanQuoteProblem,
  limits: LoanLimits,
  tenure: number,
  loan: CatalogueProduct,
  country: Country,
): FieldError {
  const en = (amount: number) => formatMoney(amount, country, 'en');
  const ar = (amount: number) => formatMoney(amount, country, 'ar');
  const bank = loan.organizationName;
  if (problem.field === 'tenure') {
    if (problem.problem === 'belowMinimum') {
      return {
        field: fieldPath('query', ['tenure']),
        message: {
          en: `The shortest tenure is ${limits.minTenureMonths} months.`,
          ar: `أقصر مدة للسداد ${limits.minTenureMonths} شهراً.`,
        },
      };
    }
    const regulation = limits.maxTenureReason === 'regulation';
    return {
      field: fieldPath('query', ['tenure']),
      message: {
        en: `The longest tenure is ${limits.maxTenureMonths} months (${regulation ? `${REGULATOR[country].en} maximum` : `${bank.en}'s maximum`}).`,
        ar: `أطول مدة للسداد ${limits.maxTenureMonths} شهراً (${regulation ? `الحد الأقصى الذي يحدده ${REGULATOR[country].ar}` : `الحد الأقصى لدى ${bank.ar}`}).`,
      },
    };
  }
  if (problem.problem === 'belowMinimum') {
    return {
      field: fieldPath('query', ['amount']),
      message: {
        en: `The least ${bank.en} lends is ${en(limits.minAmount)}.`,
        ar: `أقل مبلغ يقدمه ${bank.ar} هو ${ar(limits.minAmount)}.`,
      },
    };
  }
  const why: Record<LoanLimits['maxAmountReason'], Localized> = {
    salaryMultiple: {
      en: `UAE rules allow at most ${limits.salaryMultiple} times your monthly salary of ${en(limits.monthlySalary)}`,
      ar: `تسمح أنظمة الإمارات بـ ${limits.salaryMultiple} ضعفاً من راتبك الشهري البالغ ${ar(limits.monthlySalary)} كحد أقصى`,
    },
    debtBurden: {
      en: `all your instalments, with the repayments you already have, may take at most ${limits.debtBurdenPercent}% of your salary (${en(limits.maxMonthlyInstalment)} a month for this loan)`,
      ar: `يجب ألا تتجاوز أقساطك كلها، مع التزاماتك الحالية، ${limits.debtBurdenPercent}% من راتبك (${ar(limits.maxMonthlyInstalment)} شهرياً لهذا القرض)`,
    },
    bankMaximum: {
      en: `${bank.en} lends at most ${en(limits.maxAmount)}`,
      ar: `يقدم ${bank.ar} ${ar(limits.maxAmount)} كحد أقصى`,
    },
  };
  const reason = why[limits.maxAmountReason];
  return {
    field: fieldPath('query', ['amount']),
    message: {
      en: `The most you can borrow over ${tenure} months is ${en(limits.maxAmount)}: ${reason.en}.`,
      ar: `أقصى مبلغ يمكنك اقتراضه على ${tenure} شهراً هو ${ar(limits.maxAmount)}: ${reason.ar}.`,
    },
  };
}

/**
 * The cost of one of the applicant's offers at the amount and tenure they chose, refused with the
 * limit that decides it when either is outside what the rules allow.
 */
export async function quoteLoanFor(
  db: Database,
  catalogue: Catalogue,
  applicationId: string,
  request: LoanQuoteQuery,
): Promise<LoanQuote> {
  const { application, profile } = await assessApplication(db, catalogue, applicationId);
  requireApplicationType(application, 'Loan', fieldPath('path', ['applicationId']));
  const country = application.country;
  const loan = catalogue.product(request.productId);
  const offered =
    loan?.active && loan.productType === 'Loan' && loan.country === country
      ? loanLimits(loan, country, profile)
      : null;
  if (!loan || !canLend(offered)) {
    throw invalidFields({ en: 'Unknown offer', ar: 'عرض غير معروف' }, [
      {
        field: fieldPath('query', ['productId']),
        message: {
          en: `${request.productId} is not a loan offered to this application`,
          ar: `${request.productId} ليس قرضاً معروضاً لهذا الطلب`,
        },
      },
    ]);
  }
  // The most one may borrow depends on the tenure (the debt-burden limit): judge the amount at
  // the tenure asked when that tenure is allowed, else at the longest.
  const limits = loanLimits(
    loan,
    country,
    profile,
    tenureWithinLimits(offered, request.tenure) ? request.tenure : undefined,
  )!;
  const problems = loanQuoteProblems(limits, request.amount, request.tenure);
  if (problems.length > 0) {
    throw invalidFields(
      { en: 'Outside the lending limits', ar: 'خارج حدود الإقراض' },
      problems.map((p) => problemMessage(p, limits, request.tenure, loan, country)),
    );
  }
  return {
    productId: loan.id,
    cost: loanCost(loan, country, request.amount, request.tenure),
    limits,
  };
}

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
import { localize, t } from '../texts/index.ts';
import { assessApplication, requireApplicationType } from './assessment.ts';
import { joinLines } from './card-lists.ts';
import type { Catalogue, CatalogueProduct } from '../catalogue/index.ts';
import { recordFunnelStep } from '../records/funnel-events.ts';

/** SPEC's "5.99% p.a. (reducing balance)", or "4.99% p.a. (flat rate)", in the visitor's language. */
function interestText(loan: EngineLoan, language: Language): string {
  // Two decimals ("6.00%"), in the language's number format.
  const rate = formatNumber(loan.ratePercent / 100, language, {
    style: 'percent',
    minimumFractionDigits: 2,
  });
  const basis = t(language, loan.rateType === 'flat' ? 'loans.flatRate' : 'loans.reducingBalance');
  return t(language, 'loans.interest', { rate, basis });
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
  const offers = loanOffers(catalogue.activeProducts(country, 'Loan'), country, profile).map(
    (quote) => offerView(quote.loan, country, quote.limits, quote.cost, language),
  );
  if (offers.length > 0) await recordFunnelStep(db, 'recommendations_shown', application.id);
  return offers;
}

/** Why an amount or tenure is refused, in both languages, with the numbers that decide it. */
function problemMessage(
  problem: LoanQuoteProblem,
  limits: LoanLimits,
  tenure: number,
  loan: CatalogueProduct,
  country: Country,
): FieldError {
  const money = (amount: number, language: Language) => formatMoney(amount, country, language);
  const months = (count: number, language: Language) =>
    t(language, 'problems.lendingLimits.months', { count });
  const bank = loan.organizationName;
  if (problem.field === 'tenure') {
    if (problem.problem === 'belowMinimum') {
      return {
        field: fieldPath('query', ['tenure']),
        message: localize('problems.lendingLimits.shortestTenure', (language) => ({
          months: months(limits.minTenureMonths, language),
        })),
      };
    }
    const limit = (language: Language) =>
      limits.maxTenureReason === 'regulation'
        ? t(language, 'problems.lendingLimits.regulatorMaximum', {
            regulator: t(language, `problems.lendingLimits.regulators.${country}`),
          })
        : t(language, 'problems.lendingLimits.bankMaximum', { bank: bank[language] });
    return {
      field: fieldPath('query', ['tenure']),
      message: localize('problems.lendingLimits.longestTenure', (language) => ({
        months: months(limits.maxTenureMonths, language),
        limit: limit(language),
      })),
    };
  }
  if (problem.problem === 'belowMinimum') {
    return {
      field: fieldPath('query', ['amount']),
      message: localize('problems.lendingLimits.leastAmount', (language) => ({
        bank: bank[language],
        amount: money(limits.minAmount, language),
      })),
    };
  }
  const reasons: Record<LoanLimits['maxAmountReason'], (language: Language) => string> = {
    salaryMultiple: (language) =>
      t(language, 'problems.lendingLimits.reasons.salaryMultiple', {
        multiple: limits.salaryMultiple,
        salary: money(limits.monthlySalary, language),
      }),
    debtBurden: (language) =>
      t(language, 'problems.lendingLimits.reasons.debtBurden', {
        percent: limits.debtBurdenPercent,
        instalment: money(limits.maxMonthlyInstalment, language),
      }),
    bankMaximum: (language) =>
      t(language, 'problems.lendingLimits.reasons.bankMaximum', {
        bank: bank[language],
        amount: money(limits.maxAmount, language),
      }),
  };
  return {
    field: fieldPath('query', ['amount']),
    message: localize('problems.lendingLimits.mostAmount', (language) => ({
      months: months(tenure, language),
      amount: money(limits.maxAmount, language),
      reason: reasons[limits.maxAmountReason](language),
    })),
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
    throw invalidFields(localize('problems.unknownOffer.title'), [
      {
        field: fieldPath('query', ['productId']),
        message: localize('problems.unknownOffer.field', { id: request.productId }),
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
      localize('problems.lendingLimits.title'),
      problems.map((p) => problemMessage(p, limits, request.tenure, loan, country)),
    );
  }
  return {
    productId: loan.id,
    cost: loanCost(loan, country, request.amount, request.tenure),
    limits,
  };
}

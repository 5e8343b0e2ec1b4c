import { LENDING_RULES, type LoanCost, type LoanFacts } from '@mizan/contracts';
import type { TFunction } from '../../../../lib/i18n.ts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { LoanFormat } from './loan-format.ts';

/**
 * "4.99% flat (9.22% reducing balance)": a flat rate never without its reducing equivalent; and,
 * when the bank publishes no rate, which rate the offer is costed at instead: a comparison site's
 * listed rate where the facts hold one, else the bank's lowest APR (the server's loanRate).
 */
export function rateText(
  t: TFunction,
  cost: LoanCost,
  facts: LoanFacts,
  format: LoanFormat,
): string {
  const rate =
    cost.rateType === 'reducing'
      ? t('wizard.loans.cost.rateReducing', { rate: format.percent(cost.ratePercent) })
      : t('wizard.loans.cost.rateFlat', {
          rate: format.percent(cost.ratePercent),
          reducing: format.percent(cost.reducingRatePercent),
        });
  if (cost.ratePublished) return rate;
  return facts.comparisonRate?.value != null
    ? t('wizard.loans.cost.rateNotPublished', { rate })
    : t('wizard.loans.cost.rateLowestApr', { rate });
}

/**
 * What settling halfway through costs, and on what it rests: the bank's published fee (with its
 * percent of what is still owed, from the facts), or, where the bank publishes none, the most its
 * regulator allows.
 */
export function earlySettlementText(
  t: TFunction,
  cost: LoanCost,
  facts: LoanFacts,
  format: LoanFormat,
  regulator: 'ae' | 'sa',
): string {
  const { afterMonths, outstanding, fee, basis } = cost.earlySettlement;
  const values = {
    period: format.months(afterMonths),
    owed: format.money(outstanding),
    fee: format.money(fee),
  };
  if (basis === 'regulatoryCap') return t(`wizard.loans.cost.settlementCap.${regulator}`, values);
  if (fee === 0) return t('wizard.loans.cost.settlementFree', values);
  const terms = facts.earlySettlementFee.value;
  if (!terms) return t('wizard.loans.cost.settlementFeeOnly', values);
  const percent = format.percent(terms.percent);
  // The fee reached its ceiling, the bank's or (a UAE bank that publishes none) the Central
  // Bank's: "1% of AED 1,200,000 owed" alone would not add up.
  const cap = LENDING_RULES[regulator].earlySettlementCap;
  const ceiling = terms.max ?? (cap.kind === 'percentOfOutstanding' ? cap.max : null);
  return ceiling !== null && fee >= ceiling
    ? t('wizard.loans.cost.settlementFeeCapped', {
        ...values,
        percent,
        max: format.money(ceiling),
      })
    : t('wizard.loans.cost.settlementFee', { ...values, percent });
}

function Row({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? 'py-2.5' : 'flex items-baseline justify-between gap-4 py-2.5'}>
      <dt className="text-ink-700">{label}</dt>
      <dd
        className={wide ? 'mt-0.5 font-medium text-ink-900' : 'text-end font-medium text-ink-900'}
      >
        {children}
      </dd>
    </div>
  );
}

export interface LoanCostSummaryProps {
  cost: LoanCost;
  facts: LoanFacts;
  format: LoanFormat;
  /** The loan's country, whose regulator caps what settling early may cost. */
  regulator: 'ae' | 'sa';
  /** Islamic finance earns profit, a conventional loan interest: the labels say which. */
  isIslamic: boolean;
  /** The figures are not (yet) those of the amount and tenure in the fields: shown dimmed. */
  stale?: boolean;
}

/**
 * The true cost of a loan of one amount over one tenure, as the engine computed it: the
 * instalment first, then what it adds up to, the fee, the APR, the rate and settling early.
 */
export function LoanCostSummary({
  cost,
  facts,
  format,
  regulator,
  isIslamic,
  stale = false,
}: LoanCostSummaryProps) {
  const { t } = useTranslation();
  const kind = isIslamic ? 'islamic' : 'conventional';
  return (
    // Dimmed, still readable: at 75% the lightest text (ink-700) keeps 5:1 on white (60% gave
    // 3.4:1, under WCAG 1.4.3's 4.5:1).
    <div className={`transition-opacity ${stale ? 'opacity-75' : ''}`}>
      {/* One paragraph, label and figure: a large bold <p> of its own reads as a heading that
          is not one (axe p-as-heading). */}
      <p>
        <span className="block text-sm text-ink-700">{t('wizard.loans.monthly')}</span>
        <span className="block text-3xl font-semibold tracking-tight text-ink-900">
          {format.money(cost.monthlyInstalment)}
        </span>
      </p>
      <p className="mt-0.5 text-sm text-ink-700">
        {t('wizard.loans.cost.forTerms', {
          amount: format.money(cost.amount),
          period: format.months(cost.tenureMonths),
        })}
      </p>
      <dl className="mt-3 divide-y divide-ink-100 border-y border-ink-100 text-sm">
        <Row label={t('wizard.loans.cost.totalPayable')}>{format.money(cost.totalPayable)}</Row>
        <Row label={t(`wizard.loans.cost.totalInterest.${kind}`)}>
          {format.money(cost.totalInterest)}
        </Row>
        <Row label={t('wizard.loans.processingFee')}>
          {/* Costed at 0, never at an invented fee: the visitor is told it is not counted. */}
          {facts.processingFee.value === null
            ? t('wizard.loans.cost.processingFeeNotPublished')
            : format.money(cost.processingFee)}
        </Row>
        <Row label={t('wizard.loans.cost.apr')}>{format.percent(cost.apr)}</Row>
        <Row label={t(`wizard.loans.cost.rate.${kind}`)}>{rateText(t, cost, facts, format)}</Row>
        <Row label={t('wizard.loans.cost.earlySettlement')} wide>
          {earlySettlementText(t, cost, facts, format, regulator)}
        </Row>
      </dl>
    </div>
  );
}

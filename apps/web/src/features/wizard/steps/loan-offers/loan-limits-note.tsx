import { LENDING_RULES, type LoanLimits } from '@mizan/contracts';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { LoanFormat } from './loan-format.ts';

export interface LoanLimitsNoteProps {
  limits: LoanLimits;
  /** The tenure these limits were computed at (the maximum amount depends on it). */
  tenure: number;
  bank: string;
  /** The loan's country, whose regulator sets the rules: the UAE Central Bank or SAMA. */
  regulator: 'ae' | 'sa';
  format: LoanFormat;
}

/**
 * Why the most the visitor may borrow is what it is, from the rule the engine found binding
 * (limits.maxAmountReason) and the visitor's own figures, and why the tenure stops where it does.
 */
export function LoanLimitsNote({ limits, tenure, bank, regulator, format }: LoanLimitsNoteProps) {
  const { t } = useTranslation();
  const max = format.money(limits.maxAmount);
  const amountReasons: string[] = [];
  switch (limits.maxAmountReason) {
    case 'salaryMultiple':
      amountReasons.push(
        t('wizard.loans.limits.salaryMultiple', {
          max,
          multiple: limits.salaryMultiple ?? LENDING_RULES[regulator].maxSalaryMultiple,
          salary: format.money(limits.monthlySalary),
        }),
      );
      break;
    case 'debtBurden':
      amountReasons.push(
        t(`wizard.loans.limits.debtBurden.${regulator}`, {
          max,
          period: format.months(tenure),
          percent: format.percent(limits.debtBurdenPercent),
          retirees: format.percent(100 * LENDING_RULES[regulator].retireeDebtBurdenCap),
        }),
        limits.obligationsPercent > 0
          ? t('wizard.loans.limits.room', {
              obligations: format.percent(limits.obligationsPercent),
              instalment: format.money(limits.maxMonthlyInstalment),
            })
          : t('wizard.loans.limits.roomFull', {
              instalment: format.money(limits.maxMonthlyInstalment),
            }),
      );
      if (tenure < limits.maxTenureMonths) {
        amountReasons.push(t('wizard.loans.limits.longerTenure'));
      }
      break;
    case 'bankMaximum':
      amountReasons.push(t('wizard.loans.limits.bankMaximum', { max, bank }));
      break;
  }
  const longest = format.months(limits.maxTenureMonths);
  const tenureReason =
    limits.maxTenureReason === 'bank'
      ? t('wizard.loans.limits.tenureBank', { period: longest, bank })
      : t(`wizard.loans.limits.tenure.${regulator}`, { period: longest });

  return (
    <div className="mt-4 rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
      <h3 className="font-semibold text-ink-900">{t('wizard.loans.limits.title')}</h3>
      <ul className="mt-2 list-disc space-y-1.5 ps-5">
        <li>{amountReasons.join(' ')}</li>
        <li>{tenureReason}</li>
      </ul>
    </div>
  );
}

import { CURRENCIES } from '@mizan/contracts';
import { useMemo } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useFormat } from '../../../../lib/format.ts';

/** How a loan's figures are written: its money in its own currency, percents and periods. */
export interface LoanFormat {
  /** "AED 120,000" / "120,000 د.إ." */
  money: (amount: number) => string;
  /** "4.99%" */
  percent: (percent: number) => string;
  /** "48 months" / "48 شهراً" */
  months: (count: number) => string;
  /** "120,000": a number as the amount field shows it. */
  number: (value: number) => string;
}

/**
 * The formats of a loan in `currency`, in the page's language. The contracts format money by
 * country, so the currency is taken back to its country.
 */
export function useLoanFormat(currency: string): LoanFormat {
  const format = useFormat();
  const { t } = useTranslation();
  return useMemo(() => {
    const country = Object.entries(CURRENCIES).find(([, code]) => code === currency)?.[0];
    return {
      money: (amount) => format.money(amount, country),
      percent: (percent) => format.percent(percent),
      months: (count) => t('wizard.loans.months', { count }),
      number: (value) => format.number(value, { maximumFractionDigits: 0 }),
    };
  }, [format, t, currency]);
}

import type { FactSource, LoanFacts } from '@mizan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { FactSourceNote, PublishedValue } from '../../components/published-fact.tsx';
import type { LoanFormat } from './loan-format.ts';

interface FactRow {
  key: string;
  label: string;
  value: ReactNode;
  source: FactSource;
}

/**
 * Everything the bank publishes about the loan, each fact as published ("Not published" where it
 * publishes nothing) with the page it was read from and the day it was checked.
 */
export function LoanFactsTable({
  facts,
  bank,
  format,
}: {
  facts: LoanFacts;
  bank: string;
  format: LoanFormat;
}) {
  const { t } = useTranslation();
  const range = ({ min, max }: { min: number; max: number }, write: (n: number) => string) =>
    min === max ? write(min) : t('wizard.loans.facts.range', { min: write(min), max: write(max) });

  const rows: FactRow[] = [
    {
      key: 'rateType',
      label: t('wizard.loans.facts.rateType'),
      value: (
        <PublishedValue fact={facts.rateType} render={(type) => t(`wizard.loans.facts.${type}`)} />
      ),
      source: facts.rateType.source,
    },
    {
      key: 'rate',
      label: t('wizard.loans.facts.rate'),
      value: <PublishedValue fact={facts.rate} render={(rate) => range(rate, format.percent)} />,
      source: facts.rate.source,
    },
    {
      key: 'apr',
      label: t('wizard.loans.facts.apr'),
      value: <PublishedValue fact={facts.apr} render={(apr) => range(apr, format.percent)} />,
      source: facts.apr.source,
    },
    {
      key: 'processingFee',
      label: t('wizard.loans.processingFee'),
      value: (
        <PublishedValue
          fact={facts.processingFee}
          render={(fee) =>
            t(
              fee.min > 0
                ? 'wizard.loans.facts.processingFeeValue'
                : 'wizard.loans.facts.processingFeeValueNoMinimum',
              {
                percent: format.percent(fee.percent),
                min: format.money(fee.min),
                max: format.money(fee.max),
              },
            )
          }
        />
      ),
      source: facts.processingFee.source,
    },
    {
      key: 'earlySettlementFee',
      label: t('wizard.loans.facts.earlySettlementFee'),
      value: (
        <PublishedValue
          fact={facts.earlySettlementFee}
          render={(fee) =>
            fee.max === null
              ? t('wizard.loans.facts.earlySettlementValueNoCap', {
                  percent: format.percent(fee.percent),
                })
              : t('wizard.loans.facts.earlySettlementValue', {
                  percent: format.percent(fee.percent),
                  max: format.money(fee.max),
                })
          }
        />
      ),
      source: facts.earlySettlementFee.source,
    },
    {
      key: 'minMonthlySalary',
      label: t('wizard.loans.facts.minMonthlySalary'),
      value: <PublishedValue fact={facts.minMonthlySalary} render={format.money} />,
      source: facts.minMonthlySalary.source,
    },
    {
      key: 'salaryTransferRequired',
      label: t('wizard.loans.facts.salaryTransfer'),
      value: (
        <PublishedValue
          fact={facts.salaryTransferRequired}
          render={(required) =>
            required ? t('wizard.loans.facts.required') : t('wizard.loans.facts.notRequired')
          }
        />
      ),
      source: facts.salaryTransferRequired.source,
    },
    {
      key: 'maxAmount',
      label: t('wizard.loans.facts.maxAmount'),
      value: <PublishedValue fact={facts.maxAmount} render={format.money} />,
      source: facts.maxAmount.source,
    },
    {
      key: 'maxTenureMonths',
      label: t('wizard.loans.facts.maxTenure'),
      value: <PublishedValue fact={facts.maxTenureMonths} render={format.months} />,
      source: facts.maxTenureMonths.source,
    },
  ];
  if (facts.note) {
    rows.push({
      key: 'note',
      label: t('wizard.loans.facts.note'),
      value: <PublishedValue fact={facts.note} render={(note) => <bdi>{note}</bdi>} />,
      source: facts.note.source,
    });
  }

  return (
    <table className="w-full text-start text-sm">
      <caption className="pb-2 text-start font-semibold text-ink-900">
        {t('wizard.loans.facts.title', { bank })}
      </caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('wizard.loans.facts.factColumn')}</th>
          <th scope="col">{t('wizard.loans.facts.valueColumn')}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100 border-y border-ink-100">
        {rows.map((row) => (
          <tr key={row.key} className="align-top">
            <th scope="row" className="w-2/5 py-2.5 pe-3 text-start font-normal text-ink-700">
              {row.label}
            </th>
            <td className="py-2.5">
              <span className="block font-medium text-ink-900">{row.value}</span>
              <FactSourceNote source={row.source} className="mt-0.5 block text-xs text-ink-500" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

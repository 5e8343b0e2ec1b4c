import type { CardFacts, FactSource } from '@mizan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { FactSourceNote, PublishedValue } from '../../components/published-fact.tsx';
import { useCardFactText } from './use-card-fact-text.ts';

interface FactRowProps<T> {
  label: ReactNode;
  fact: { value: T | null; source: FactSource };
  render: (value: T) => ReactNode;
  /** The confirm dialog names each fact's source and the day it was checked. */
  withSource: boolean;
  className?: string;
}

/** One fact: its label, its value or "Not published", and where it was read when asked. */
function FactRow<T>({ label, fact, render, withSource, className = '' }: FactRowProps<T>) {
  return (
    <div className={className}>
      <dt className="text-xs text-ink-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium text-ink-900">
        <PublishedValue fact={fact} render={render} />
        {withSource && (
          <FactSourceNote
            source={fact.source}
            className="mt-0.5 block text-xs font-normal text-ink-500"
          />
        )}
      </dd>
    </div>
  );
}

/** A text the bank wrote, isolated so that an English one keeps its order in an Arabic line. */
const catalogueText = (value: string) => <bdi>{value}</bdi>;

interface CardFactsProps {
  facts: CardFacts;
  currency: string;
}

/** The annual fee, with its waiver under it when the bank publishes one. */
function AnnualFeeRow({ facts, currency, withSource }: CardFactsProps & { withSource: boolean }) {
  const { t } = useTranslation();
  const text = useCardFactText(currency);
  return (
    <FactRow
      label={t('wizard.cards.annualFee')}
      fact={facts.annualFee}
      withSource={withSource}
      render={(fee) => (
        <>
          {text.annualFee(fee)}
          {fee.waiver && (
            <span className="block text-xs font-normal text-ink-700">
              {/* Catalogue text: isolated, so an English waiver keeps its order in Arabic. */}
              <bdi>{fee.waiver}</bdi>
            </span>
          )}
        </>
      )}
    />
  );
}

/**
 * A tile's four facts: annual fee, APR (or the monthly rate when no APR is published), minimum
 * salary and what the card earns. Each says "Not published" when the bank does not.
 */
export function CardKeyFacts({ facts, currency }: CardFactsProps) {
  const { t } = useTranslation();
  const text = useCardFactText(currency);
  const showMonthlyRate = facts.apr.value === null && facts.monthlyRate.value !== null;
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-3">
      <AnnualFeeRow facts={facts} currency={currency} withSource={false} />
      {showMonthlyRate ? (
        <FactRow
          label={t('wizard.cards.fact.monthlyRate')}
          fact={facts.monthlyRate}
          render={text.monthlyRate}
          withSource={false}
        />
      ) : (
        <FactRow
          label={t('wizard.cards.fact.apr')}
          fact={facts.apr}
          render={text.percent}
          withSource={false}
        />
      )}
      <FactRow
        label={t('wizard.cards.minSalary')}
        fact={facts.minMonthlySalary}
        render={text.money}
        withSource={false}
      />
      <FactRow
        label={t('wizard.cards.fact.earnRates')}
        fact={facts.earnRates}
        render={(earn) => <bdi className="font-normal">{earn.summary}</bdi>}
        withSource={false}
        className="col-span-2"
      />
    </dl>
  );
}

/** Every published fact of a card with its source and checked date: the confirm dialog's list. */
export function CardAllFacts({ facts, currency }: CardFactsProps) {
  const { t } = useTranslation();
  const text = useCardFactText(currency);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      <AnnualFeeRow facts={facts} currency={currency} withSource />
      <FactRow
        label={t('wizard.cards.fact.apr')}
        fact={facts.apr}
        render={text.percent}
        withSource
      />
      <FactRow
        label={t('wizard.cards.fact.monthlyRate')}
        fact={facts.monthlyRate}
        render={text.monthlyRate}
        withSource
      />
      <FactRow
        label={t('wizard.cards.minSalary')}
        fact={facts.minMonthlySalary}
        render={text.money}
        withSource
      />
      <FactRow
        label={t('wizard.cards.fact.earnRates')}
        fact={facts.earnRates}
        render={(earn) => catalogueText(earn.summary)}
        withSource
      />
      <FactRow
        label={t('wizard.cards.fact.foreignCurrencyFee')}
        fact={facts.foreignCurrencyFee}
        render={text.percent}
        withSource
      />
      <FactRow
        label={t('wizard.cards.fact.salaryTransfer')}
        fact={facts.salaryTransferRequired}
        render={text.salaryTransfer}
        withSource
      />
      <FactRow
        label={t('wizard.cards.fact.islamic')}
        fact={facts.islamic}
        render={text.yesNo}
        withSource
      />
      <FactRow
        label={t('wizard.cards.fact.welcomeOffer')}
        fact={facts.welcomeOffer}
        render={catalogueText}
        withSource
      />
      <FactRow
        label={t('wizard.cards.fact.loungeAccess')}
        fact={facts.loungeAccess}
        render={catalogueText}
        withSource
      />
    </dl>
  );
}

import type {
  CardFacts,
  CardValueEstimate,
  ComparisonRow,
  FactSource,
  SpendCategory,
} from '@mizan/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useFormat } from '../../../../lib/format.ts';
import { PublishedValue, sourceHost } from '../../components/published-fact.tsx';
import { useCardFactText } from './use-card-fact-text.ts';
import { useValueEquation } from './value-estimate.tsx';

/** A card's column header data and facts, as the compare call answers them. */
export interface ComparedCard {
  productId: number;
  productName: string;
  organizationName: string;
  currency: string;
  facts: CardFacts;
}

const catalogueText = (value: string) => <bdi>{value}</bdi>;

/** "Source · 24 Nov 2026": the page the figure was read from, and when. */
function SourceLink({ source }: { source: FactSource }) {
  const { t } = useTranslation();
  const format = useFormat();
  const checked =
    source.checkedOn &&
    format.date(source.checkedOn, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <span className="mt-1 block text-xs font-normal text-ink-500">
      <a
        href={source.url}
        target="_blank"
        rel="noopener noreferrer"
        className="underline underline-offset-2 hover:text-brand-700"
      >
        {t('wizard.compare.source')}
        <span className="sr-only">
          {' '}
          <bdi>{sourceHost(source.url)}</bdi> {t('wizard.opensInNewTab')}
        </span>
      </a>
      {checked && (
        <>
          {' · '}
          <span className="sr-only">{t('wizard.compare.checkedOn')} </span>
          {checked}
        </>
      )}
    </span>
  );
}

/** A fact cell: the value (or "Not published") and its source. */
function Fact<T>({
  fact,
  render,
}: {
  fact: { value: T | null; source: FactSource };
  render: (value: T) => ReactNode;
}) {
  return (
    <>
      <PublishedValue fact={fact} render={render} />
      <SourceLink source={fact.source} />
    </>
  );
}

function ValueCell({ estimate, card }: { estimate: CardValueEstimate; card: ComparedCard }) {
  const { net, equation } = useValueEquation(
    estimate,
    card.facts.earnRates.value?.kind ?? 'unknown',
  );
  return (
    <>
      <span className="block font-semibold">{net}</span>
      <span className="mt-1 block text-xs font-normal text-ink-700">{equation}</span>
    </>
  );
}

/** What one card shows in one row of the comparison; only formatting of the API's figures. */
export function ComparisonCell({
  rowKey,
  card,
  estimate,
}: {
  rowKey: ComparisonRow['key'];
  card: ComparedCard;
  estimate: CardValueEstimate | undefined;
}) {
  const { t } = useTranslation();
  const text = useCardFactText(card.currency);
  const { facts } = card;
  if (rowKey.startsWith('earnRates.')) {
    const part = rowKey.slice('earnRates.'.length);
    return (
      <Fact
        fact={facts.earnRates}
        render={(earn) => {
          if (part === 'monthlyCap') {
            return earn.monthlyCap === null
              ? t('wizard.compare.noCap')
              : text.monthlyAmount(earn.monthlyCap);
          }
          if (part === 'minMonthlySpend') {
            return earn.minMonthlySpend === null
              ? t('wizard.compare.noMinimum')
              : text.monthlyAmount(earn.minMonthlySpend);
          }
          return text.earnCategory(earn.kind, earn.categories[part as SpendCategory]);
        }}
      />
    );
  }
  switch (rowKey) {
    case 'value':
      return estimate ? <ValueCell estimate={estimate} card={card} /> : null;
    case 'annualFee.firstYear':
      return (
        <Fact
          fact={facts.annualFee}
          render={(fee) =>
            fee.firstYear === 0 ? t('wizard.cards.free') : text.money(fee.firstYear)
          }
        />
      );
    case 'annualFee.laterYears':
      return (
        <Fact
          fact={facts.annualFee}
          render={(fee) =>
            fee.laterYears === 0 ? t('wizard.cards.free') : text.money(fee.laterYears)
          }
        />
      );
    case 'annualFee.waiver':
      return (
        <Fact
          fact={facts.annualFee}
          render={(fee) => (fee.waiver ? catalogueText(fee.waiver) : t('wizard.compare.noWaiver'))}
        />
      );
    case 'monthlyRate':
      return <Fact fact={facts.monthlyRate} render={text.monthlyRate} />;
    case 'apr':
      return <Fact fact={facts.apr} render={text.percent} />;
    case 'foreignCurrencyFee':
      return <Fact fact={facts.foreignCurrencyFee} render={text.percent} />;
    case 'welcomeOffer':
      return <Fact fact={facts.welcomeOffer} render={catalogueText} />;
    case 'loungeAccess':
      return <Fact fact={facts.loungeAccess} render={catalogueText} />;
    case 'minMonthlySalary':
      return <Fact fact={facts.minMonthlySalary} render={text.money} />;
    case 'salaryTransferRequired':
      return <Fact fact={facts.salaryTransferRequired} render={text.salaryTransfer} />;
    case 'islamic':
      return <Fact fact={facts.islamic} render={text.yesNo} />;
    default:
      // A loan's row: never in a card comparison.
      return null;
  }
}

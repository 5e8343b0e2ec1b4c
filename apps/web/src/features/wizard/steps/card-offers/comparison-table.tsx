import {
  CARD_COMPARISON_ROWS,
  type CardComparisonRow,
  type Comparison,
  type ComparisonRow,
  type ProductFactsView,
} from '@mizan/contracts';
import { productImageSrc } from '../../../../lib/catalogue-image.ts';
import { useTranslation, type TranslationKey } from '../../../../lib/i18n.ts';
import { ComparisonCell, type ComparedCard } from './comparison-cell.tsx';

const isCard = (
  product: ProductFactsView,
): product is Extract<ProductFactsView, { productType: 'Card' }> => product.productType === 'Card';

const CARD_ROWS: ReadonlySet<string> = new Set(CARD_COMPARISON_ROWS);
/** A card's row: a loan's (never in a card comparison) has neither a label nor cells here. */
const isCardRow = (row: ComparisonRow): row is ComparisonRow & { key: CardComparisonRow } =>
  CARD_ROWS.has(row.key);
/** The row's label: `annualFee.firstYear` is found at wizard.compare.rows.annualFee.firstYear. */
const rowLabelKey = (key: CardComparisonRow): TranslationKey => `wizard.compare.rows.${key}`;

function BestBadge() {
  const { t } = useTranslation();
  return (
    <span className="mb-1 flex w-fit items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
      <svg viewBox="0 0 16 16" className="size-3" aria-hidden="true">
        <path
          d="M8 1.5l1.9 4 4.4.5-3.3 3 .9 4.3L8 11.1l-3.9 2.2.9-4.3-3.3-3 4.4-.5z"
          fill="currentColor"
        />
      </svg>
      <span aria-hidden="true">{t('wizard.compare.best')}</span>
      <span className="sr-only">{t('wizard.compare.bestLong')}</span>
    </span>
  );
}

export interface ComparisonTableProps {
  comparison: Comparison;
  /** Only the rows where the cards differ. */
  differencesOnly: boolean;
  onApply: (productId: number) => void;
}

/**
 * Every fact of the compared cards, one row each, in the order the API gives. A real table: the
 * facts are row headers, the cards column headers. Rows where the cards differ are tinted, and
 * the best value of a row (the API's `best`) carries a "Best" badge. The first column stays put
 * while the cards scroll sideways on a narrow screen.
 */
export function ComparisonTable({ comparison, differencesOnly, onApply }: ComparisonTableProps) {
  const { t } = useTranslation();
  const cards: ComparedCard[] = comparison.products.filter(isCard);
  const cardRows = comparison.rows.filter(isCardRow);
  const rows = differencesOnly ? cardRows.filter((row) => row.differs) : cardRows;
  const stickyCell = 'sticky start-0 z-10 border-e border-ink-100';
  return (
    // Fixed layout: the fact column keeps its width and the cards share the rest equally (no
    // card looks more important for a longer name); below its minimum width the table scrolls.
    <table
      className="w-full table-fixed border-separate border-spacing-0 text-sm"
      style={{ minWidth: `${7.5 + 10 * cards.length}rem` }}
    >
      <caption className="sr-only">{t('wizard.compare.caption')}</caption>
      <thead>
        <tr>
          <th
            scope="col"
            className={`${stickyCell} top-0 z-30 w-30 border-b bg-white p-3 text-start align-bottom text-xs font-medium text-ink-500 sm:w-52`}
          >
            {t('wizard.compare.factHeader')}
          </th>
          {cards.map((card) => (
            <th
              key={card.productId}
              scope="col"
              className="sticky top-0 z-20 border-b border-ink-100 bg-white p-3 text-start align-top font-normal"
            >
              {/* Hidden on a phone: the sticky header would take a quarter of its screen. */}
              <img
                src={productImageSrc(card.productId)}
                alt=""
                width={96}
                height={61}
                className="hidden h-[61px] w-24 rounded-lg object-cover ring-1 ring-ink-900/5 sm:block"
              />
              <span className="block sm:mt-2 leading-snug font-semibold text-ink-900">
                <bdi>{card.productName}</bdi>
              </span>
              <span className="block text-ink-700">
                <bdi>{card.organizationName}</bdi>
              </span>
              <button
                type="button"
                onClick={() => onApply(card.productId)}
                className="mt-2 inline-flex min-h-10 items-center rounded-full bg-brand-700 px-4 text-sm font-medium text-white hover:bg-brand-800"
              >
                {t('wizard.compare.apply')}
                <span className="sr-only">
                  {t('wizard.cards.chooseContext', {
                    name: card.productName,
                    bank: card.organizationName,
                  })}
                </span>
              </button>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const tint = row.differs ? 'bg-amber-50' : 'bg-white';
          return (
            <tr key={row.key} data-differs={row.differs || undefined}>
              <th
                scope="row"
                className={`${stickyCell} ${tint} border-b p-3 text-start align-top font-medium text-ink-900`}
              >
                {t(rowLabelKey(row.key))}
                {row.differs && (
                  <span className="mt-1 block text-xs font-normal text-amber-800">
                    {t('wizard.compare.differs')}
                  </span>
                )}
              </th>
              {cards.map((card, index) => (
                <td
                  key={card.productId}
                  className={`${tint} border-b border-ink-100 p-3 align-top text-ink-900`}
                >
                  {row.best.includes(card.productId) && <BestBadge />}
                  <ComparisonCell
                    rowKey={row.key}
                    card={card}
                    estimate={comparison.valueEstimates?.[index]}
                  />
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

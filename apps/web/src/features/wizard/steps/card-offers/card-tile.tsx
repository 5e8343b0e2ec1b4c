import { CURRENCIES, type CardRecommendation } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat, type Format } from '../../../../lib/format.ts';

export const cardImageUrl = (productId: number) => `/api/products/public/image/${productId}`;

/**
 * An amount in the card's own currency, in the page's language ("AED 500", "500 د.إ."): the
 * contracts format money by country, so the currency is taken back to its country.
 */
export function cardMoney(format: Format, amount: number, currency: string): string {
  const country = Object.entries(CURRENCIES).find(([, code]) => code === currency)?.[0];
  return format.money(amount, country);
}

/** One recommended card; choosing it opens 'Confirm details and apply'. */
export function CardTile({ card, onChoose }: { card: CardRecommendation; onChoose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="flex flex-col rounded-card border border-ink-100 bg-white p-4 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex gap-4">
        <img
          src={cardImageUrl(card.productId)}
          alt=""
          width={112}
          height={71}
          loading="lazy"
          className="h-[71px] w-28 shrink-0 rounded-lg object-cover ring-1 ring-ink-900/5"
        />
        <div className="min-w-0 flex-1">
          {/* Isolated (<bdi>): a Latin card name keeps its own order inside an Arabic line. */}
          <h2 className="leading-snug font-semibold text-ink-900">
            <bdi>{card.productName}</bdi>
          </h2>
          <p className="text-sm text-ink-700">
            <bdi>{card.organizationName}</bdi>
          </p>
          <p className="mt-1.5 inline-flex rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
            {t('wizard.cards.match', { score: format.percent(card.score) })}
          </p>
        </div>
      </div>
      <ul className="mt-3 flex flex-wrap gap-1.5 text-sm">
        {card.incentive > 0 && (
          <li className="rounded-full bg-gold-400/20 px-2.5 py-0.5 font-medium text-ink-900">
            {t('wizard.cards.cashback', {
              amount: cardMoney(format, card.incentive, card.currency),
            })}
          </li>
        )}
        {card.instantIssuance && (
          <li className="rounded-full bg-ink-100 px-2.5 py-0.5 text-ink-900">
            {t('wizard.cards.instantIssuance')}
          </li>
        )}
        {card.isIslamic && (
          <li className="rounded-full bg-ink-100 px-2.5 py-0.5 text-ink-900">
            {t('wizard.cards.islamic')}
          </li>
        )}
      </ul>
      <p className="mt-3 text-sm text-ink-700">
        <span className="font-medium text-ink-900">{t('wizard.cards.features')} </span>
        {card.features.map((feature) => feature.featureName).join(' · ')}
      </p>
      <div className="mt-auto pt-4">
        {/* Named "Choose this card, <card> from <bank>": what it shows comes first (WCAG 2.5.3). */}
        <button
          type="button"
          onClick={onChoose}
          className="min-h-11 w-full rounded-full bg-brand-700 px-5 font-medium text-white hover:bg-brand-800 sm:w-auto"
        >
          {t('wizard.cards.chooseShort')}
          <span className="sr-only">
            {t('wizard.cards.chooseContext', {
              name: card.productName,
              bank: card.organizationName,
            })}
          </span>
        </button>
      </div>
    </li>
  );
}

/** Holds a card's place while the list loads. */
export function CardTileSkeleton() {
  return (
    <li
      aria-hidden="true"
      className="h-60 animate-pulse rounded-card border border-ink-100 bg-white"
    >
      <div className="m-4 flex gap-4">
        <div className="h-[71px] w-28 rounded-lg bg-ink-100" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-3/4 rounded bg-ink-100" />
          <div className="h-3 w-1/2 rounded bg-ink-100" />
        </div>
      </div>
    </li>
  );
}

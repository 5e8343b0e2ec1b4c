import type { CardRecommendation } from '@mizan/contracts';
import { productImageSrc } from '../../../../lib/catalogue-image.ts';
import type { TFunction } from '../../../../lib/i18n.ts';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useFormat, type Format } from '../../../../lib/format.ts';
import { CardKeyFacts } from './card-facts.tsx';
import { cardMoney } from './card-money.ts';
import { MatchReasons } from './match-reasons.tsx';
import { ValueEstimate } from './value-estimate.tsx';

export { cardMoney } from './card-money.ts';

/** What inside a tile acts on its own: a click there is not a click on the card. */
const OWN_ACTION = 'a, button, input, label, select, textarea, summary, [role="button"]';

export interface CardTileProps {
  card: CardRecommendation;
  /** Opens 'Confirm details and apply' for this card. */
  onChoose: () => void;
  compared: boolean;
  onToggleCompare: () => void;
}

/**
 * One recommended card. A click anywhere on it opens 'Confirm details and apply' (SPEC section
 * 2); its own controls keep their action, and "Choose this card" is the keyboard's way in.
 */
/**
 * SPEC's cashback text (shown when the card pays cashback, incentive above 0), worded from the
 * published monthly cap. Nothing when the bank publishes no cap: the catalogue's incentive is
 * then only a ranking figure, and a missing cap may mean none or one not published.
 */
function cashbackText(t: TFunction, format: Format, card: CardRecommendation): string | null {
  const cap = card.facts.earnRates.value?.monthlyCap ?? null;
  if (card.incentive <= 0 || card.facts.earnRates.value?.kind !== 'cashback' || cap === null) {
    return null;
  }
  return t('wizard.cards.cashback', { amount: cardMoney(format, cap, card.currency) });
}

export function CardTile({ card, onChoose, compared, onToggleCompare }: CardTileProps) {
  const { t } = useTranslation();
  const format = useFormat();

  function openFromTile(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest(OWN_ACTION)) return;
    // A visitor selecting text to copy (a fee, a name) did not mean to choose the card.
    if (window.getSelection()?.toString()) return;
    onChoose();
  }

  const cashback = cashbackText(t, format, card);
  const context = t('wizard.cards.chooseContext', {
    name: card.productName,
    bank: card.organizationName,
  });
  return (
    // The whole tile is a pointer target only: the keyboard's way is the button below, so the
    // tile is not a second tab stop announcing the same action.
    <li
      onClick={openFromTile}
      className={`flex cursor-pointer flex-col rounded-card border bg-white p-4 shadow-sm transition-shadow hover:shadow-md ${
        compared ? 'border-brand-600 ring-1 ring-brand-600' : 'border-ink-100'
      }`}
    >
      <div className="flex gap-4">
        <img
          src={productImageSrc(card.productId)}
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
      <ul className="mt-3 flex flex-wrap gap-1.5 text-sm empty:hidden">
        {cashback && (
          <li className="rounded-full bg-gold-400/20 px-2.5 py-0.5 font-medium text-ink-900">
            {cashback}
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
      <div className="mt-4 border-t border-ink-100 pt-3">
        <CardKeyFacts facts={card.facts} currency={card.currency} />
      </div>
      <div className="mt-3">
        <MatchReasons reasons={card.reasons} />
      </div>
      {card.valueEstimate && (
        <div className="mt-3">
          <ValueEstimate
            estimate={card.valueEstimate}
            kind={card.facts.earnRates.value?.kind ?? 'unknown'}
          />
        </div>
      )}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        {/* Named "Choose this card, <card> from <bank>": what it shows comes first (WCAG 2.5.3). */}
        <button
          type="button"
          onClick={onChoose}
          className="min-h-11 grow rounded-full bg-brand-700 px-5 font-medium whitespace-nowrap text-white hover:bg-brand-800 sm:grow-0"
        >
          {t('wizard.cards.chooseShort')}
          <span className="sr-only">{context}</span>
        </button>
        <button
          type="button"
          aria-pressed={compared}
          onClick={onToggleCompare}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-medium whitespace-nowrap transition-colors ${
            compared
              ? 'border-brand-700 bg-brand-50 text-brand-800'
              : 'border-ink-300 bg-white text-ink-900 hover:border-brand-600'
          }`}
        >
          <span
            aria-hidden="true"
            className={`inline-flex size-4 items-center justify-center rounded border ${
              compared ? 'border-brand-700 bg-brand-700 text-white' : 'border-ink-500'
            }`}
          >
            {compared && (
              <svg viewBox="0 0 16 16" className="size-3">
                <path
                  d="M3 8.5l3 3 7-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.5"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            )}
          </span>
          {t('wizard.compare.toggle')}
          <span className="sr-only">{context}</span>
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
      className="h-96 animate-pulse rounded-card border border-ink-100 bg-white"
    >
      <div className="m-4 flex gap-4">
        <div className="h-[71px] w-28 rounded-lg bg-ink-100" />
        <div className="flex-1 space-y-2">
          <div className="h-4 w-3/4 rounded bg-ink-100" />
          <div className="h-3 w-1/2 rounded bg-ink-100" />
        </div>
      </div>
      <div className="m-4 mt-8 grid grid-cols-2 gap-4">
        <div className="h-8 rounded bg-ink-100" />
        <div className="h-8 rounded bg-ink-100" />
        <div className="h-8 rounded bg-ink-100" />
        <div className="h-8 rounded bg-ink-100" />
      </div>
    </li>
  );
}

import { MAX_COMPARED_PRODUCTS, type CardRecommendation } from '@mizan/contracts';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { CloseIcon } from '../../../../components/ui/stroke-icon.tsx';

export interface CompareBarProps {
  cards: CardRecommendation[];
  onRemove: (card: CardRecommendation) => void;
  onClear: () => void;
  onCompare: () => void;
}

/**
 * While the bar is on screen, what scrolls into view (a field focused, a link's target) stops
 * above it rather than under it (WCAG 2.4.11: at 375 px the spend form's last fields and its
 * buttons were focused under it), as index.css's scroll-padding-top keeps it below the sticky
 * header: the page's scroll padding at its foot is the bar's height and its gap to the window's
 * foot, twice. Measured after each render (the cards in it) and on a new window size.
 */
function useRoomAbove(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const measure = () => {
      const gap = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.scrollPaddingBottom = `${element.offsetHeight + 2 * gap}px`;
    };
    measure();
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('resize', measure);
      root.style.removeProperty('scroll-padding-bottom');
    };
  });
}

/**
 * Stays at the bottom of the screen while cards are picked to compare: which ones, a way to
 * remove each, and with two or three "Compare (n)".
 */
export function CompareBar({ cards, onRemove, onClear, onCompare }: CompareBarProps) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  useRoomAbove(bar);
  if (cards.length === 0) return null;
  return (
    <section
      ref={bar}
      aria-label={t('wizard.compare.barLabel')}
      className="sticky bottom-3 z-20 mt-6 rounded-card bg-ink-900 p-3 text-white shadow-xl sm:p-4"
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        {/* One row on a phone, swiped sideways, so the bar stays low over the list. Relative: the
            screen-reader texts inside are then clipped with the row, not widening the page. */}
        <ul className="relative -mx-1 flex min-w-0 flex-1 gap-2 overflow-x-auto px-1 py-0.5 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
          {cards.map((card) => (
            <li
              key={card.productId}
              className="inline-flex max-w-56 shrink-0 items-center gap-1 rounded-full bg-white/10 ps-3 text-sm"
            >
              <bdi className="truncate">{card.productName}</bdi>
              <button
                type="button"
                onClick={() => onRemove(card)}
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/15 focus-visible:outline-white"
              >
                <CloseIcon className="size-4" />
                <span className="sr-only">
                  {t('wizard.compare.remove', { name: card.productName })}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div className="flex items-center justify-end gap-2">
          <button
            type="button"
            onClick={onClear}
            className="min-h-11 rounded-full px-3 text-sm font-medium text-white/90 underline underline-offset-4 hover:text-white focus-visible:outline-white"
          >
            {t('wizard.compare.clear')}
          </button>
          {cards.length >= 2 ? (
            <button
              type="button"
              onClick={onCompare}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-6 font-medium text-ink-900 hover:bg-brand-50 focus-visible:outline-white"
            >
              {t('wizard.compare.open', { n: cards.length })}
            </button>
          ) : (
            <p className="text-sm text-white/90">
              {t('wizard.compare.pickMore', { max: MAX_COMPARED_PRODUCTS })}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

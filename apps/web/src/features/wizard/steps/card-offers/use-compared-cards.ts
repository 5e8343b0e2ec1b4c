import { MAX_COMPARED_PRODUCTS, type CardRecommendation } from '@mizan/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { showWarning } from '../../../../components/ui/snackbar.tsx';

/**
 * The cards the visitor picked to compare, in the order picked, at most MAX_COMPARED_PRODUCTS.
 * Whole cards are kept (not ids) so that a card stays comparable, and can be applied for from the
 * comparison, after a filter has taken it off the list.
 */
export function useComparedCards() {
  const { t } = useTranslation();
  const [cards, setCards] = useState<CardRecommendation[]>([]);

  const toggle = useCallback(
    (card: CardRecommendation) => {
      if (cards.some((chosen) => chosen.productId === card.productId)) {
        setCards(cards.filter((chosen) => chosen.productId !== card.productId));
        return;
      }
      if (cards.length >= MAX_COMPARED_PRODUCTS) {
        showWarning(
          t('wizard.compare.limitTitle'),
          t('wizard.compare.limitMessage', { max: MAX_COMPARED_PRODUCTS }),
        );
        return;
      }
      setCards([...cards, card]);
    },
    [cards, t],
  );

  return {
    cards,
    toggle,
    isCompared: (productId: number) => cards.some((card) => card.productId === productId),
    clear: () => setCards([]),
  };
}

import type { CardRecommendation, ContactPreference } from '@mizan/contracts';
import { productImageSrc } from '../../../../lib/catalogue-image.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useFormat } from '../../../../lib/format.ts';
import { OfferDialog } from '../../components/offer-dialog.tsx';
import { CardAllFacts } from './card-facts.tsx';
import { ValueEstimate } from './value-estimate.tsx';

export interface ApplyCardDialogProps {
  card: CardRecommendation | undefined;
  onClose: () => void;
  onApply: (contact: ContactPreference) => void;
  submitting: boolean;
}

/**
 * SPEC section 2: 'Confirm details and apply', with 'Choose another option' and 'Apply now'.
 * Before the visitor leaves for the bank it shows every published fact of the card, each with the
 * page it was read from and the day it was checked.
 */
export function ApplyCardDialog({ card, onClose, onApply, submitting }: ApplyCardDialogProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <OfferDialog
      open={card !== undefined}
      title={t('wizard.cards.dialogTitle')}
      onClose={onClose}
      onApply={onApply}
      submitting={submitting}
      description={card?.description}
      footnote={card && t('wizard.cards.partnerNote', { bank: card.organizationName })}
      sharing={card && { bank: card.organizationName, product: card.productName }}
      size="wide"
    >
      {card && (
        <div>
          <div className="flex items-center gap-4">
            <img
              src={productImageSrc(card.productId)}
              alt=""
              width={96}
              height={61}
              className="h-[61px] w-24 shrink-0 rounded-lg object-cover ring-1 ring-ink-900/5"
            />
            <div className="min-w-0">
              <p className="font-semibold text-ink-900">
                <bdi>{card.productName}</bdi>
              </p>
              <p className="text-sm text-ink-700">
                <bdi>{card.organizationName}</bdi>
              </p>
              <p className="mt-1 text-sm font-semibold text-brand-800">
                {t('wizard.cards.match', { score: format.percent(card.score) })}
              </p>
            </div>
          </div>
          <div className="mt-4 space-y-4">
            {card.valueEstimate && (
              <ValueEstimate
                estimate={card.valueEstimate}
                kind={card.facts.earnRates.value?.kind ?? 'unknown'}
              />
            )}
            <CardAllFacts facts={card.facts} currency={card.currency} />
          </div>
        </div>
      )}
    </OfferDialog>
  );
}

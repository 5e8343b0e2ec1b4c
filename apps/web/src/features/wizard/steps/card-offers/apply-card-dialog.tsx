import type { CardRecommendation } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../lib/format.ts';
import { OfferDialog } from '../../components/offer-dialog.tsx';
import { cardImageUrl, cardMoney } from './card-tile.tsx';

export interface ApplyCardDialogProps {
  card: CardRecommendation | undefined;
  onClose: () => void;
  onApply: () => void;
  submitting: boolean;
}

/** SPEC section 2: 'Confirm details and apply', with 'Choose another option' and 'Apply now'. */
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
    >
      {card && (
        <div>
          <div className="flex items-center gap-4">
            <img
              src={cardImageUrl(card.productId)}
              alt=""
              width={96}
              height={61}
              className="h-[61px] w-24 shrink-0 rounded-lg object-cover ring-1 ring-ink-900/5"
            />
            <div>
              <p className="font-semibold text-ink-900">
                <bdi>{card.productName}</bdi>
              </p>
              <p className="text-sm text-ink-700">
                <bdi>{card.organizationName}</bdi>
              </p>
            </div>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-500">{t('wizard.cards.matchLabel')}</dt>
            <dd className="font-medium">{format.percent(card.score)}</dd>
            <dt className="text-ink-500">{t('wizard.cards.annualFee')}</dt>
            <dd className="font-medium">
              {card.annualFee > 0
                ? cardMoney(format, card.annualFee, card.currency)
                : t('wizard.cards.free')}
            </dd>
            {card.incentive > 0 && (
              <>
                <dt className="text-ink-500">{t('wizard.cards.cashbackLabel')}</dt>
                <dd className="font-medium">{cardMoney(format, card.incentive, card.currency)}</dd>
              </>
            )}
            <dt className="text-ink-500">{t('wizard.cards.minSalary')}</dt>
            <dd className="font-medium">
              {cardMoney(format, card.minMonthlySalary, card.currency)}
            </dd>
          </dl>
        </div>
      )}
    </OfferDialog>
  );
}

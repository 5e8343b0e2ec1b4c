import type { CardRecommendation } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { cardImageUrl, money } from './card-tile.tsx';

export interface ApplyCardDialogProps {
  card: CardRecommendation | undefined;
  onClose: () => void;
  onApply: () => void;
  submitting: boolean;
}

/** SPEC section 2: 'Confirm details and apply', with 'Choose another option' and 'Apply now'. */
export function ApplyCardDialog({ card, onClose, onApply, submitting }: ApplyCardDialogProps) {
  const { t } = useTranslation();
  const lines = card?.description.split('\\n').filter(Boolean) ?? [];
  return (
    <Dialog
      open={card !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={t('wizard.cards.dialogTitle')}
      closeLabel={t('wizard.close')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('wizard.cards.another')}
          </Button>
          <Button onClick={onApply} disabled={submitting} aria-busy={submitting}>
            {t('wizard.cards.applyNow')}
          </Button>
        </>
      }
    >
      {card && (
        <div className="mt-4">
          <div className="flex items-center gap-4">
            <img
              src={cardImageUrl(card.productId)}
              alt=""
              width={96}
              height={61}
              className="h-[61px] w-24 shrink-0 rounded-lg object-cover ring-1 ring-ink-900/5"
            />
            <div>
              <p className="font-semibold text-ink-900">{card.productName}</p>
              <p className="text-sm text-ink-700">{card.organizationName}</p>
            </div>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-500">{t('wizard.cards.matchLabel')}</dt>
            <dd className="font-medium">{card.score}%</dd>
            <dt className="text-ink-500">{t('wizard.cards.annualFee')}</dt>
            <dd className="font-medium">
              {card.annualFee > 0 ? money(card.annualFee, card.currency) : t('wizard.cards.free')}
            </dd>
            {card.incentive > 0 && (
              <>
                <dt className="text-ink-500">{t('wizard.cards.cashbackLabel')}</dt>
                <dd className="font-medium">{money(card.incentive, card.currency)}</dd>
              </>
            )}
            <dt className="text-ink-500">{t('wizard.cards.minSalary')}</dt>
            <dd className="font-medium">{money(card.minMonthlySalary, card.currency)}</dd>
          </dl>
          {lines.length > 0 && (
            <ul className="mt-4 list-disc space-y-1 ps-5 text-sm text-ink-700">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <p className="mt-4 text-xs text-ink-500">
            {t('wizard.cards.partnerNote', { bank: card.organizationName })}
          </p>
        </div>
      )}
    </Dialog>
  );
}

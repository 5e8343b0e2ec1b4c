import type { LoanOffer } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';

export interface LoanOfferDialogProps {
  offer: LoanOffer | undefined;
  onClose: () => void;
  onApply: () => void;
  submitting: boolean;
}

/** SPEC section 2: the offer's tenure, processing fee, interest rate, amount and description. */
export function LoanOfferDialog({ offer, onClose, onApply, submitting }: LoanOfferDialogProps) {
  const { t } = useTranslation();
  const lines = offer?.description.split('\\n').filter(Boolean) ?? [];
  return (
    <Dialog
      open={offer !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={offer ? `${offer.productName} · ${offer.organizationName}` : ''}
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
      {offer && (
        <div className="mt-4">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-500">{t('wizard.loans.amount')}</dt>
            <dd className="font-medium">{offer.loanAmountTxt}</dd>
            <dt className="text-ink-500">{t('wizard.loans.tenure')}</dt>
            <dd className="font-medium">{t('wizard.loans.months', { count: offer.loanTenure })}</dd>
            <dt className="text-ink-500">{t('wizard.loans.interest')}</dt>
            <dd className="font-medium">{offer.interest}</dd>
            <dt className="text-ink-500">{t('wizard.loans.processingFee')}</dt>
            <dd className="font-medium">{offer.processingFee}</dd>
            <dt className="text-ink-500">{t('wizard.loans.monthly')}</dt>
            <dd className="font-medium">{offer.monthlyInstalmentTxt}</dd>
          </dl>
          {lines.length > 0 && (
            <ul className="mt-4 list-disc space-y-1 ps-5 text-sm text-ink-700">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Dialog>
  );
}

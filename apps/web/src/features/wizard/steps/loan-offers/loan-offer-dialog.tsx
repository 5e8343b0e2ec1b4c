import type { LoanOffer } from '@mizan/contracts';
import { useTranslation } from 'react-i18next';
import { OfferDialog } from '../../components/offer-dialog.tsx';

export interface LoanOfferDialogProps {
  offer: LoanOffer | undefined;
  onClose: () => void;
  onApply: () => void;
  submitting: boolean;
}

/** SPEC section 2: the offer's tenure, processing fee, interest rate, amount and description. */
export function LoanOfferDialog({ offer, onClose, onApply, submitting }: LoanOfferDialogProps) {
  const { t } = useTranslation();
  return (
    <OfferDialog
      open={offer !== undefined}
      title={offer ? `${offer.productName} · ${offer.organizationName}` : ''}
      onClose={onClose}
      onApply={onApply}
      submitting={submitting}
      description={offer?.description}
    >
      {/* The server's texts, isolated (<bdi>): one in English keeps its order in an Arabic line. */}
      {offer && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <dt className="text-ink-500">{t('wizard.loans.amount')}</dt>
          <dd className="font-medium">
            <bdi>{offer.loanAmountTxt}</bdi>
          </dd>
          <dt className="text-ink-500">{t('wizard.loans.tenure')}</dt>
          <dd className="font-medium">{t('wizard.loans.months', { count: offer.loanTenure })}</dd>
          <dt className="text-ink-500">{t('wizard.loans.interest')}</dt>
          <dd className="font-medium">
            <bdi>{offer.interest}</bdi>
          </dd>
          <dt className="text-ink-500">{t('wizard.loans.processingFee')}</dt>
          <dd className="font-medium">
            <bdi>{offer.processingFee}</bdi>
          </dd>
          <dt className="text-ink-500">{t('wizard.loans.monthly')}</dt>
          <dd className="font-medium">
            <bdi>{offer.monthlyInstalmentTxt}</bdi>
          </dd>
        </dl>
      )}
    </OfferDialog>
  );
}

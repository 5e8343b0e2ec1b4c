import type { ContactPreference } from '@mizan/contracts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { OfferDialog } from '../../components/offer-dialog.tsx';
import { LoanCostSummary } from './loan-cost-summary.tsx';
import { LoanFactsTable } from './loan-facts-table.tsx';
import { useLoanFormat } from './loan-format.ts';
import { regulatorOf, type LoanChoice } from './loan-offer-card.tsx';

export interface LoanOfferDialogProps {
  choice: LoanChoice | undefined;
  onClose: () => void;
  onApply: (contact: ContactPreference) => void;
  submitting: boolean;
}

/**
 * SPEC section 2: the offer's tenure, processing fee, rate, amount and description; here the
 * whole cost for the amount and tenure the visitor chose, and every fact the bank publishes with
 * its source and the day it was checked.
 */
export function LoanOfferDialog({ choice, onClose, onApply, submitting }: LoanOfferDialogProps) {
  const { t } = useTranslation();
  const offer = choice?.offer;
  const format = useLoanFormat(offer?.currency ?? 'AED');
  return (
    <OfferDialog
      open={choice !== undefined}
      title={offer ? `${offer.productName} · ${offer.organizationName}` : ''}
      onClose={onClose}
      onApply={onApply}
      submitting={submitting}
      description={offer?.description}
      footnote={offer && t('wizard.loans.partnerNote', { bank: offer.organizationName })}
      sharing={offer && { bank: offer.organizationName, product: offer.productName }}
      size="wide"
    >
      {choice && offer && (
        <div className="space-y-6">
          <section aria-labelledby="loan-dialog-cost">
            <h3 id="loan-dialog-cost" className="mb-2 font-semibold text-ink-900">
              {t('wizard.loans.yourLoan')}
            </h3>
            <LoanCostSummary
              cost={choice.cost}
              facts={offer.facts}
              format={format}
              regulator={regulatorOf(offer.currency)}
              isIslamic={offer.isIslamic}
            />
          </section>
          <LoanFactsTable facts={offer.facts} bank={offer.organizationName} format={format} />
        </div>
      )}
    </OfferDialog>
  );
}

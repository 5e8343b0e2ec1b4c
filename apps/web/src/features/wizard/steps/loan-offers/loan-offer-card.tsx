import { CURRENCIES, type LoanCost, type LoanLimits, type LoanOffer } from '@mizan/contracts';
import { productImageSrc } from '../../../../lib/catalogue-image.ts';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { requestFailure } from '../../api/show-api-error.ts';
import { LoanCostSummary } from './loan-cost-summary.tsx';
import { useLoanFormat } from './loan-format.ts';
import { LoanLimitsNote } from './loan-limits-note.tsx';
import { LoanTermsFields } from './loan-terms-fields.tsx';
import { useLoanTerms } from './use-loan-terms.ts';

/** An offer with the cost the visitor last saw for it: what the dialog shows. */
export interface LoanChoice {
  offer: LoanOffer;
  cost: LoanCost;
  limits: LoanLimits;
}

/** The regulator whose rules apply to a loan: the country of its currency (AED: UAE). */
export const regulatorOf = (currency: string): 'ae' | 'sa' =>
  currency === CURRENCIES.sa ? 'sa' : 'ae';

/**
 * One loan offer: the amount and tenure the visitor may change within the limits (and why they
 * are what they are), the true cost for them, and the way to the offer's details.
 */
export function LoanOfferCard({
  offer,
  applicationId,
  onView,
}: {
  offer: LoanOffer;
  applicationId: string;
  onView: (choice: LoanChoice) => void;
}) {
  const { t } = useTranslation();
  const format = useLoanFormat(offer.currency);
  const terms = useLoanTerms(offer, applicationId);
  const summary = t('wizard.loans.cost.summary', {
    instalment: format.money(terms.cost.monthlyInstalment),
    amount: format.money(terms.cost.amount),
    period: format.months(terms.cost.tenureMonths),
  });

  return (
    <li className="rounded-card border border-ink-100 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-4">
        <img
          src={productImageSrc(offer.productId)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className="size-14 shrink-0 rounded-xl object-cover ring-1 ring-ink-900/5"
        />
        <div className="min-w-0">
          {/* Isolated (<bdi>): a Latin name keeps its own order inside an Arabic line. */}
          <h2 className="text-lg leading-snug font-semibold text-ink-900">
            <bdi>{offer.productName}</bdi>
          </h2>
          <p className="text-sm text-ink-700">
            <bdi>{offer.organizationName}</bdi>
          </p>
        </div>
      </div>

      {/* The cost first (what a phone shows first, and what is read first); on a wide screen the
          fields stand at the start, beside it. */}
      <div className="mt-5 grid gap-6 md:grid-cols-2 md:gap-8">
        <div className="min-w-0" aria-busy={terms.updating}>
          <LoanCostSummary
            cost={terms.cost}
            facts={offer.facts}
            format={format}
            regulator={regulatorOf(offer.currency)}
            isIslamic={offer.isIslamic}
            stale={terms.stale}
          />
          {/* Says when the cost is being worked out again, and reads out the new one once in. */}
          <p role="status" className="mt-2 min-h-5 text-sm text-ink-500">
            {terms.updating ? (
              t('wizard.loans.cost.updating')
            ) : (
              <span className="sr-only">{terms.stale ? '' : summary}</span>
            )}
          </p>
          {terms.failure !== undefined && (
            <p role="alert" className="mt-1 text-sm text-danger-600">
              {t('wizard.loans.cost.failed', { reason: requestFailure(terms.failure) })}
            </p>
          )}
        </div>
        <div className="min-w-0 md:order-first">
          <LoanTermsFields terms={terms} format={format} />
          <LoanLimitsNote
            limits={terms.limits}
            tenure={terms.limitsTenure}
            bank={offer.organizationName}
            regulator={regulatorOf(offer.currency)}
            format={format}
          />
        </div>
      </div>

      <div className="mt-5 flex justify-end border-t border-ink-100 pt-4">
        {/* "View offer, <loan> from <bank>": what it shows comes first (WCAG 2.5.3). */}
        <Button
          className="w-full sm:w-auto"
          onClick={() => onView({ offer, cost: terms.cost, limits: terms.limits })}
        >
          {t('wizard.loans.chooseShort')}
          <span className="sr-only">
            {t('wizard.loans.chooseContext', {
              name: offer.productName,
              bank: offer.organizationName,
            })}
          </span>
        </Button>
      </div>
    </li>
  );
}

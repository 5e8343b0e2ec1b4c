import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Link } from 'wouter';
import { Button } from '../../../../components/ui/button.tsx';
import { useLanguage, useLocalizedPath } from '../../../../lib/language.ts';
import { useApplyForProduct } from '../../api/apply-for-product.ts';
import { loanOffersQuery } from '../../api/get-loan-offers.ts';
import { requestFailure } from '../../api/show-api-error.ts';
import { MissingApplication } from '../../components/missing-application.tsx';
import { RedirectOverlay } from '../../components/redirect-overlay.tsx';
import { StepAlert } from '../../components/step-alert.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { LoanOfferCard, type LoanChoice } from './loan-offer-card.tsx';
import { LoanOfferDialog } from './loan-offer-dialog.tsx';

/** Step 4 for loans: 'Here are the best Loan Offers for you' (SPEC section 2). */
export function LoanOffersStep() {
  const { applicationId } = useWizard();
  if (!applicationId) return <MissingApplication />;
  return <LoanOffers applicationId={applicationId} />;
}

function LoanOffers({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const { country } = useWizard();
  const language = useLanguage();
  const offers = useQuery({
    ...loanOffersQuery(country, language, applicationId),
    staleTime: 5 * 60_000,
  });
  const [chosen, setChosen] = useState<LoanChoice | undefined>(undefined);
  const localized = useLocalizedPath();
  const { apply, submitting, redirecting } = useApplyForProduct(() => setChosen(undefined));

  return (
    <>
      <StepHeading title={t('wizard.loans.title')} lead={t('wizard.loans.lead')} />
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
        <span>{t('wizard.loans.order')}</span>
        <Link
          to={localized('/how-we-rank')}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('wizard.loans.howWeRank')}
        </Link>
      </p>
      {offers.isError && <StepAlert message={requestFailure(offers.error)} />}
      <ul className="mt-4 space-y-5" aria-busy={offers.isPending}>
        {offers.isPending &&
          [0, 1].map((index) => (
            <li
              key={index}
              aria-hidden="true"
              className="h-96 animate-pulse rounded-card border border-ink-100 bg-white"
            />
          ))}
        {offers.data?.map((offer) => (
          <LoanOfferCard
            key={offer.productId}
            offer={offer}
            applicationId={applicationId}
            onView={setChosen}
          />
        ))}
      </ul>
      <div className="mt-6">
        <Button variant="secondary" onClick={() => dispatch({ type: 'restart' })}>
          {t('wizard.loans.home')}
        </Button>
      </div>
      <WizardNav onBack={() => dispatch({ type: 'back' })} hideNext backNarrowOnly />
      <LoanOfferDialog
        choice={chosen}
        onClose={() => setChosen(undefined)}
        onApply={(contact) => apply(chosen?.offer, contact)}
        submitting={submitting}
      />
      {redirecting && <RedirectOverlay productType="Loan" />}
    </>
  );
}

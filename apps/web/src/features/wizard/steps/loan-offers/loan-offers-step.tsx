import type { LoanOffer } from '@mizan/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { useLanguage } from '../../../../lib/language.ts';
import { useApplyForProduct } from '../../api/apply-for-product.ts';
import { loanOffersQuery } from '../../api/get-loan-offers.ts';
import { requestFailure } from '../../api/show-api-error.ts';
import { MissingApplication } from '../../components/missing-application.tsx';
import { RedirectOverlay } from '../../components/redirect-overlay.tsx';
import { StepAlert } from '../../components/step-alert.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
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
  const [chosen, setChosen] = useState<LoanOffer | undefined>(undefined);
  const { apply, submitting, redirecting } = useApplyForProduct(() => setChosen(undefined));

  return (
    <>
      <StepHeading title={t('wizard.loans.title')} lead={t('wizard.loans.lead')} />
      {offers.isError && <StepAlert message={requestFailure(offers.error)} />}
      <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-busy={offers.isPending}>
        {offers.isPending &&
          [0, 1].map((index) => (
            <li
              key={index}
              aria-hidden="true"
              className="h-56 animate-pulse rounded-card bg-ink-100"
            />
          ))}
        {offers.data?.map((offer) => (
          <li
            key={offer.productId}
            className="flex flex-col rounded-card border border-ink-100 bg-white p-5 shadow-sm"
          >
            <div className="flex items-center gap-4">
              <img
                src={`/api/products/public/image/${offer.productId}`}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className="size-14 shrink-0 rounded-xl object-cover ring-1 ring-ink-900/5"
              />
              <div className="min-w-0">
                <h2 className="font-semibold text-ink-900">
                  <bdi>{offer.productName}</bdi>
                </h2>
                <p className="text-sm text-ink-700">
                  <bdi>{offer.organizationName}</bdi>
                </p>
              </div>
            </div>
            <p className="mt-4 text-sm text-ink-500">{t('wizard.loans.upTo')}</p>
            <p className="text-2xl font-semibold tracking-tight text-ink-900">
              <bdi>{offer.loanAmountTxt}</bdi>
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-ink-500">{t('wizard.loans.monthly')}</dt>
                <dd className="font-medium">
                  <bdi>{offer.monthlyInstalmentTxt}</bdi>
                </dd>
              </div>
              <div>
                <dt className="text-ink-500">{t('wizard.loans.tenure')}</dt>
                <dd className="font-medium">
                  {t('wizard.loans.months', { count: offer.loanTenure })}
                </dd>
              </div>
            </dl>
            <div className="mt-auto pt-4">
              {/* "View offer, <loan> from <bank>": what it shows comes first (WCAG 2.5.3). */}
              <Button className="w-full sm:w-auto" onClick={() => setChosen(offer)}>
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
        ))}
      </ul>
      <div className="mt-6">
        <Button variant="secondary" onClick={() => dispatch({ type: 'restart' })}>
          {t('wizard.loans.home')}
        </Button>
      </div>
      <WizardNav onBack={() => dispatch({ type: 'back' })} hideNext backNarrowOnly />
      <LoanOfferDialog
        offer={chosen}
        onClose={() => setChosen(undefined)}
        onApply={() => apply(chosen)}
        submitting={submitting}
      />
      {redirecting && <RedirectOverlay productType="Loan" />}
    </>
  );
}

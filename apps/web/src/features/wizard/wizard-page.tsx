import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { StepIndicator } from '../../components/ui/step-indicator.tsx';
import { PersonalDetailsStep } from './steps/personal-details/personal-details-step.tsx';
import type { Country } from '@mizan/contracts';
import { useSelectedCountry } from '../../lib/selected-country.ts';
import { stepsOf, type WizardState } from './wizard-machine.ts';
import { useWizard } from './wizard-store.ts';

// Step 0 comes with the page; the later steps are their own chunks, each fetched while the
// visitor fills in the step before it.
const loadProductStep = () => import('./steps/product-selection/product-step.tsx');
const loadEligibilityStep = () => import('./steps/eligibility/eligibility-step.tsx');
const loadCardFeaturesStep = () => import('./steps/card-features/card-features-step.tsx');
const loadCardOffersStep = () => import('./steps/card-offers/card-offers-step.tsx');
const loadLoanOffersStep = () => import('./steps/loan-offers/loan-offers-step.tsx');
const ProductStep = lazy(() => loadProductStep().then((m) => ({ default: m.ProductStep })));
const EligibilityStep = lazy(() =>
  loadEligibilityStep().then((m) => ({ default: m.EligibilityStep })),
);
const CardFeaturesStep = lazy(() =>
  loadCardFeaturesStep().then((m) => ({ default: m.CardFeaturesStep })),
);
const CardOffersStep = lazy(() =>
  loadCardOffersStep().then((m) => ({ default: m.CardOffersStep })),
);
const LoanOffersStep = lazy(() =>
  loadLoanOffersStep().then((m) => ({ default: m.LoanOffersStep })),
);

/**
 * The chunk of the step the visitor can reach from this one, fetched while the browser is idle:
 * the next step only, not the whole journey (a visitor who leaves at step 0 downloads one step).
 */
function nextStepLoader(
  wizard: WizardState,
  country: Country | undefined,
): (() => Promise<unknown>) | undefined {
  switch (wizard.step) {
    case 0:
      // Saudi visitors skip the product step; the UAE (or a country not found yet) has it.
      return country === 'sa' ? loadEligibilityStep : loadProductStep;
    case 1:
      return loadEligibilityStep;
    case 2:
      return wizard.productType === 'Loan' ? loadLoanOffersStep : loadCardFeaturesStep;
    case 3:
      return loadCardOffersStep;
    case 4:
      return undefined;
  }
}

function StepLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="min-h-96">
      <p role="status" className="sr-only">
        {t('wizard.loadingStep')}
      </p>
      <div aria-hidden="true" className="h-9 w-2/3 animate-pulse rounded bg-ink-100" />
      <div aria-hidden="true" className="mt-6 h-40 animate-pulse rounded-card bg-ink-100" />
    </div>
  );
}

function CurrentStep({ wizard }: { wizard: WizardState }) {
  switch (wizard.step) {
    case 0:
      return <PersonalDetailsStep />;
    case 1:
      return <ProductStep />;
    case 2:
      return <EligibilityStep />;
    case 3:
      return <CardFeaturesStep />;
    case 4:
      return wizard.productType === 'Loan' ? <LoanOffersStep /> : <CardOffersStep />;
  }
}

/** Route /: the application wizard (SPEC section 2). */
export function WizardPage() {
  const { t } = useTranslation();
  const wizard = useWizard();
  const loadNextStep = nextStepLoader(wizard, useSelectedCountry());
  useEffect(() => {
    if (!loadNextStep) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500));
    // A failed fetch is tried again when the step is needed.
    idle(() => void loadNextStep().catch(() => undefined));
  }, [loadNextStep]);
  const steps = stepsOf(wizard.productType);
  const names = steps.map((step) =>
    step === 4 && wizard.productType === 'Loan'
      ? t('wizard.steps.4loan')
      : t(`wizard.steps.${step}`),
  );
  return (
    <div className="rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-100 max-[426px]:p-4 sm:p-8">
      <StepIndicator steps={names} current={steps.indexOf(wizard.step)} className="mb-8" />
      {/* A new key per step: each step starts fresh and its heading takes focus. */}
      <div key={`${wizard.step}-${wizard.featureStage}`}>
        <Suspense fallback={<StepLoading />}>
          <CurrentStep wizard={wizard} />
        </Suspense>
      </div>
    </div>
  );
}

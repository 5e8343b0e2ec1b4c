import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { StepIndicator } from '../../components/ui/step-indicator.tsx';
import { PersonalDetailsStep } from './steps/personal-details/personal-details-step.tsx';
import { stepsOf, type WizardState } from './wizard-machine.ts';
import { useWizard } from './wizard-store.ts';

// Step 0 comes with the page; the later steps (and the drag-and-drop library) are their own
// chunks, fetched while the visitor fills in step 0.
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

function preloadLaterSteps() {
  for (const load of [
    loadProductStep,
    loadEligibilityStep,
    loadCardFeaturesStep,
    loadCardOffersStep,
    loadLoanOffersStep,
  ]) {
    load().catch(() => undefined); // Tried again when the step is needed.
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
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1500));
    idle(preloadLaterSteps);
  }, []);
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

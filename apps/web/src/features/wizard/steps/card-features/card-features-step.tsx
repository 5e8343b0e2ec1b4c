import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { showError } from '../../../../components/ui/snackbar.tsx';
import { useCardFeatureGroups } from '../../api/get-product-features.ts';
import { useShowCards } from '../../api/show-cards.ts';
import { MissingApplication } from '../../components/missing-application.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { FeaturePicker } from './feature-picker.tsx';
import { PriorityList } from './priority-list.tsx';

/** Step 3: choose features (stage 0), then put them in order (stage 1). */
export function CardFeaturesStep() {
  const { t } = useTranslation();
  const { applicationId, country, featureStage, features } = useWizard();
  const groups = useCardFeatureGroups(country);
  const [order, setOrder] = useState(features);
  const showCards = useShowCards();

  useEffect(() => {
    if (groups.isError) showError(t('wizard.features.failedTitle'), t('wizard.features.failed'));
  }, [groups.isError, t]);
  // Stage 1 starts from the selection order.
  useEffect(() => setOrder(features), [features, featureStage]);

  if (!applicationId) return <MissingApplication />;

  if (featureStage === 0) {
    return (
      <FeaturePicker
        groups={groups.data}
        failed={groups.isError}
        onRetry={() => void groups.refetch()}
      />
    );
  }

  return (
    <>
      <StepHeading title={t('wizard.priorities.title')} lead={t('wizard.priorities.lead')} />
      <PriorityList features={order} groups={groups.data ?? []} onChange={setOrder} />
      <WizardNav
        onBack={() => dispatch({ type: 'back' })}
        onNext={() => showCards.mutate({ applicationId, order })}
        nextDisabled={showCards.isPending}
      />
    </>
  );
}

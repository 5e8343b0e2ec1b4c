import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../../components/ui/snackbar.tsx';
import { WizardNav } from '../../../../components/ui/wizard-nav.tsx';
import { cardPagesQuery } from '../../api/get-card-page.ts';
import { useCardFeatureGroups } from '../../api/get-product-features.ts';
import { saveProductRecommendations } from '../../api/save-product-recommendations.ts';
import { savePreferences } from '../../api/save-preferences.ts';
import { saveSelectedFeatures } from '../../api/save-selected-features.ts';
import { requestFailure } from '../../api/show-api-error.ts';
import { MissingApplication } from '../../components/missing-application.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { FeaturePicker } from './feature-picker.tsx';
import { PriorityList } from './priority-list.tsx';

/** What a failed record of the visitor's choices costs: a log line, never their journey. */
const logFailure = (what: string) => (error: unknown) => console.error(`${what} failed`, error);

/** Step 3: choose features (stage 0), then put them in order (stage 1). */
export function CardFeaturesStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { applicationId, country, featureStage, features } = useWizard();
  const groups = useCardFeatureGroups(country);
  const [order, setOrder] = useState(features);
  const [saving, setSaving] = useState(false);

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

  async function showCards() {
    setSaving(true);
    try {
      await savePreferences(applicationId!, order);
      const pages = await queryClient.fetchInfiniteQuery(cardPagesQuery(applicationId!, order));
      saveSelectedFeatures(applicationId!, order).catch(logFailure('Saving the selected features'));
      const shown = pages.pages[0]?.content.map((card) => card.productId) ?? [];
      if (shown.length > 0) {
        saveProductRecommendations(applicationId!, shown).catch(
          logFailure('Saving the cards shown'),
        );
      }
      dispatch({ type: 'prioritiesSet', features: order });
    } catch (error) {
      showError(t('wizard.priorities.failedTitle'), requestFailure(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <StepHeading title={t('wizard.priorities.title')} lead={t('wizard.priorities.lead')} />
      <PriorityList features={order} groups={groups.data ?? []} onChange={setOrder} />
      <WizardNav
        onBack={() => dispatch({ type: 'back' })}
        onNext={() => void showCards()}
        nextDisabled={saving}
      />
    </>
  );
}

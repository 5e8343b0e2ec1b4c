import { MAX_SELECTED_FEATURES, MIN_SELECTED_FEATURES, type Feature } from '@mizan/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { showWarning } from '../../../../components/ui/snackbar.tsx';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { useCardCount } from '../../api/count-cards.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { StepAlert } from '../../components/step-alert.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { FeatureGroup } from './feature-group.tsx';

export interface FeaturePickerProps {
  groups: Feature[] | undefined;
  failed: boolean;
  onRetry: () => void;
}

/** Step 3 stage 0: 'Which 5 card features are you interested in?' (SPEC sections 2, 4 and 5). */
export function FeaturePicker({ groups, failed, onRetry }: FeaturePickerProps) {
  const { t } = useTranslation();
  const { applicationId, country, features: selected } = useWizard();
  // The first group starts open; then the visitor decides (null: all closed).
  const [openGroup, setOpenGroup] = useState<number | null | undefined>(undefined);
  const shownGroup = openGroup === undefined ? groups?.[0]?.featureId : openGroup;

  // One array per selection: a new one on every render would restart the count's debounce.
  const countRequest = useMemo(() => {
    const names = new Map(
      (groups ?? []).flatMap((group) => group.subFeatures.map((f) => [f.featureId, f.featureName])),
    );
    return selected.map((featureId) => ({ featureId, featureName: names.get(featureId) ?? '' }));
  }, [groups, selected]);
  const count = useCardCount(country, applicationId, countRequest);

  function toggle(featureId: number) {
    if (selected.includes(featureId)) {
      dispatch({ type: 'featuresSet', features: selected.filter((id) => id !== featureId) });
    } else if (selected.length >= MAX_SELECTED_FEATURES) {
      showWarning(t('wizard.features.limitTitle'), t('wizard.features.limitMessage'));
    } else {
      dispatch({ type: 'featuresSet', features: [...selected, featureId] });
    }
  }

  function next() {
    if (selected.length < MIN_SELECTED_FEATURES) {
      showWarning(t('wizard.features.requiredTitle'), t('wizard.features.requiredMessage'));
      return;
    }
    dispatch({ type: 'featuresChosen' });
  }

  return (
    <>
      <StepHeading title={t('wizard.features.title')} lead={t('wizard.features.lead')} />
      <div className="mt-5 flex min-h-9 flex-wrap items-center gap-3">
        <span className="text-sm font-medium text-ink-700">
          {t('wizard.features.selected', { count: selected.length, max: MAX_SELECTED_FEATURES })}
        </span>
        <span role="status" aria-live="polite" className="inline-flex">
          {count !== undefined && count > 0 && (
            <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white">
              {t('wizard.features.cardsFound', { count })}
            </span>
          )}
        </span>
      </div>
      <p className="mt-3 flex gap-2 rounded-xl bg-gold-400/15 px-4 py-3 text-sm text-ink-900">
        <svg
          viewBox="0 0 20 20"
          className="mt-0.5 size-4 shrink-0 text-gold-500"
          aria-hidden="true"
        >
          <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M10 9v5M10 6.2v.3"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        {t('wizard.features.exclusiveNote')}
      </p>
      {groups === undefined && !failed && (
        <div className="mt-5 space-y-3" aria-busy="true">
          <p role="status" className="sr-only">
            {t('wizard.features.loading')}
          </p>
          {[0, 1, 2, 3, 4, 5].map((index) => (
            <div
              key={index}
              aria-hidden="true"
              className="h-16 animate-pulse rounded-card bg-ink-100"
            />
          ))}
        </div>
      )}
      {failed && (
        <StepAlert
          className="mt-5"
          message={t('wizard.features.failed')}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {t('wizard.tryAgain')}
            </Button>
          }
        />
      )}
      {groups && (
        <div className="mt-5 space-y-3">
          {groups.map((group) => (
            <FeatureGroup
              key={group.featureId}
              group={group}
              open={shownGroup === group.featureId}
              onOpenChange={(open) => setOpenGroup(open ? group.featureId : null)}
              selected={selected}
              onToggle={toggle}
            />
          ))}
        </div>
      )}
      <WizardNav onBack={() => dispatch({ type: 'back' })} onNext={next} />
    </>
  );
}

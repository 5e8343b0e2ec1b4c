import type { Feature } from '@mizan/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { StrokeIcon } from '../../../../components/ui/stroke-icon.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { FeatureImage } from './feature-image.tsx';

export interface FeatureGroupProps {
  group: Feature;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Selected sub-feature ids, priority order (across all groups). */
  selected: number[];
  onToggle: (featureId: number) => void;
}

/**
 * One accordion section: the group's header shows its selected sub-features as chips numbered
 * by priority; the panel lists the sub-features as toggle buttons.
 */
export function FeatureGroup({ group, open, onOpenChange, selected, onToggle }: FeatureGroupProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const chosenHere = selected.filter((featureId) =>
    group.subFeatures.some((feature) => feature.featureId === featureId),
  );
  const nameOf = (featureId: number) =>
    group.subFeatures.find((feature) => feature.featureId === featureId)?.featureName ?? '';
  return (
    <div className="rounded-card border border-ink-100 bg-white">
      <h2>
        <button
          type="button"
          id={`${id}-header`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => onOpenChange(!open)}
          className="flex min-h-16 w-full items-center gap-3 rounded-card px-4 py-3 text-start"
        >
          <FeatureImage imageUrl={group.imageUrl} className="size-9" />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ink-900">{group.featureName}</span>
            {chosenHere.length > 0 && (
              <span className="mt-1.5 flex flex-wrap gap-1.5">
                {chosenHere.map((featureId) => (
                  <span
                    key={featureId}
                    className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 py-0.5 ps-0.5 pe-2.5 text-sm text-brand-900"
                  >
                    <span className="flex size-5 items-center justify-center rounded-full bg-brand-700 text-xs font-semibold text-white">
                      {format.number(selected.indexOf(featureId) + 1)}
                    </span>
                    {nameOf(featureId)}
                  </span>
                ))}
              </span>
            )}
          </span>
          <StrokeIcon
            d="M5 7.5l5 5 5-5"
            className={`size-5 shrink-0 text-ink-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-header`}
        hidden={!open}
        className="border-t border-ink-100 p-4"
      >
        <ul className="flex flex-wrap gap-2">
          {group.subFeatures.map((feature) => {
            const priority = selected.indexOf(feature.featureId);
            const on = priority >= 0;
            return (
              <li key={feature.featureId}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => onToggle(feature.featureId)}
                  className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3 py-1.5 text-start transition-colors ${
                    on
                      ? 'border-brand-600 bg-brand-700 text-white'
                      : 'border-ink-300 bg-white text-ink-900 hover:border-brand-600'
                  }`}
                >
                  <FeatureImage imageUrl={feature.imageUrl} className="size-6" />
                  {feature.featureName}
                  {on && (
                    <>
                      <span
                        aria-hidden="true"
                        className="ms-1 flex size-5 items-center justify-center rounded-full bg-white text-xs font-semibold text-brand-800"
                      >
                        {format.number(priority + 1)}
                      </span>
                      <span className="sr-only">
                        {t('wizard.features.priorityOf', { priority: format.number(priority + 1) })}
                      </span>
                    </>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

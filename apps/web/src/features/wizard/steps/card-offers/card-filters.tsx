import { CARD_FILTERS, type CardFilter, type CardFilters } from '@mizan/contracts';
import { useId } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';

export interface CardFilterTogglesProps {
  filters: CardFilters;
  onChange: (filters: CardFilters) => void;
}

/**
 * The card list's filters (Islamic only, No annual fee, No salary transfer, Instant issuance):
 * toggle buttons, each pressed or not (aria-pressed), that narrow the list the server sends.
 */
export function CardFilterToggles({ filters, onChange }: CardFilterTogglesProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const toggle = (filter: CardFilter) => onChange({ ...filters, [filter]: !filters[filter] });
  return (
    <div role="group" aria-labelledby={labelId} className="flex flex-wrap items-center gap-2">
      <span id={labelId} className="me-1 basis-full text-sm font-medium text-ink-700 sm:basis-auto">
        {t('wizard.cards.filters.label')}
      </span>
      {CARD_FILTERS.map((filter) => {
        const pressed = filters[filter] === true;
        return (
          <button
            key={filter}
            type="button"
            aria-pressed={pressed}
            onClick={() => toggle(filter)}
            className={`inline-flex min-h-10 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors ${
              pressed
                ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
                : 'border-ink-300 bg-white text-ink-900 hover:border-brand-600'
            }`}
          >
            {pressed && (
              <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true">
                <path
                  d="M3 8.5l3 3 7-7"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            )}
            {t(`wizard.cards.filters.${filter}`)}
          </button>
        );
      })}
    </div>
  );
}

import type { CardFilters, CardOrder, Spend } from '@mizan/contracts';
import { useId, useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import type { CardListView } from '../../api/get-card-page.ts';
import { CardFilterToggles } from './card-filters.tsx';
import { CardOrderControl } from './card-order.tsx';
import { SpendForm } from './spend-form.tsx';

export interface CardListControlsProps {
  view: CardListView;
  onChange: (view: CardListView) => void;
  /** The visitor's country's currency: the spend is asked in it. */
  currency: string;
}

const hasSpend = (spend: Spend) => Object.values(spend).some((amount) => amount);

/** Above the list: its filters, its order and, folded away until asked for, the spend form. */
export function CardListControls({ view, onChange, currency }: CardListControlsProps) {
  const { t } = useTranslation();
  const [spendOpen, setSpendOpen] = useState(false);
  const spendPanelId = useId();

  function setOrder(order: CardOrder) {
    onChange({ ...view, order });
    // Best value is worth most with the visitor's spend: ask for it if it is not there yet.
    if (order === 'value' && !hasSpend(view.spend)) setSpendOpen(true);
  }

  return (
    <div className="mt-6 space-y-4 rounded-card bg-ink-50 p-4 ring-1 ring-ink-100">
      <CardFilterToggles
        filters={view.filters}
        onChange={(filters: CardFilters) => onChange({ ...view, filters })}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CardOrderControl order={view.order} onChange={setOrder} />
        <button
          type="button"
          aria-expanded={spendOpen}
          aria-controls={spendPanelId}
          onClick={() => setSpendOpen(!spendOpen)}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 text-start text-sm font-medium text-brand-700 hover:text-brand-800"
        >
          {t('wizard.cards.spend.toggle')}
          <svg
            viewBox="0 0 16 16"
            aria-hidden="true"
            className={`size-4 transition-transform ${spendOpen ? 'rotate-180' : ''}`}
          >
            <path
              d="M4 6l4 4 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </div>
      <div id={spendPanelId} hidden={!spendOpen}>
        {spendOpen && (
          <SpendForm
            currency={currency}
            spend={view.spend}
            onApply={(spend) => onChange({ ...view, spend })}
          />
        )}
      </div>
    </div>
  );
}

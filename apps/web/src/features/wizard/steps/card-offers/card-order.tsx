import type { CardOrder } from '@mizan/contracts';
import { useTranslation } from '../../../../lib/i18n.ts';

const ORDERS: CardOrder[] = ['match', 'value'];

/** "Order by: Best match | Best value": two radio buttons drawn as one segmented control. */
export function CardOrderControl({
  order,
  onChange,
}: {
  order: CardOrder;
  onChange: (order: CardOrder) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-start me-2 text-sm font-medium text-ink-700">
        {t('wizard.cards.order.label')}
      </legend>
      <div className="inline-flex rounded-full bg-ink-100 p-1">
        {ORDERS.map((option) => (
          <label
            key={option}
            className="relative inline-flex min-h-9 cursor-pointer items-center rounded-full px-4 text-sm font-medium text-ink-700 has-checked:bg-white has-checked:text-ink-900 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="card-order"
              value={option}
              checked={order === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`wizard.cards.order.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

import { useTranslation } from '../../lib/i18n.ts';
import { useFormat } from '../../lib/format.ts';

export interface StepIndicatorProps {
  /** The names of the steps, in order. */
  steps: readonly string[];
  /** The index of the current step in `steps`. */
  current: number;
  className?: string;
}

/**
 * The wizard's progress: named steps, the current one marked for assistive tech with
 * aria-current="step". At 431 px or less the names shrink to 'Step N' (SPEC section 2). The steps
 * are a flex row, so in Arabic they run from right to left with the joining lines, no mirroring.
 */
export function StepIndicator({ steps, current, className = '' }: StepIndicatorProps) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <nav aria-label={t('shared.steps.label')} className={className}>
      <ol className="flex items-start gap-2">
        {steps.map((name, index) => {
          const done = index < current;
          const active = index === current;
          const number = index + 1;
          return (
            <li
              key={name}
              aria-current={active ? 'step' : undefined}
              data-state={done ? 'completed' : active ? 'current' : 'upcoming'}
              className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center"
            >
              <span className="flex w-full items-center" aria-hidden="true">
                <span
                  className={`h-0.5 flex-1 rounded-full ${index === 0 ? 'invisible' : done || active ? 'bg-brand-600' : 'bg-ink-300'}`}
                />
                <span
                  className={`mx-1 flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                    done
                      ? 'bg-brand-600 text-white'
                      : active
                        ? 'bg-white text-brand-700 ring-2 ring-brand-600'
                        : 'bg-ink-100 text-ink-500'
                  }`}
                >
                  {done ? (
                    <svg viewBox="0 0 20 20" className="size-4" focusable="false">
                      <path
                        d="M5 10.5l3 3 7-7"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2.2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  ) : (
                    format.number(number)
                  )}
                </span>
                <span
                  className={`h-0.5 flex-1 rounded-full ${index === steps.length - 1 ? 'invisible' : done ? 'bg-brand-600' : 'bg-ink-300'}`}
                />
              </span>
              <span
                className={`text-xs leading-tight sm:text-sm ${active ? 'font-semibold text-ink-900' : done ? 'text-brand-800' : 'text-ink-500'}`}
              >
                <span className="max-[432px]:hidden">{name}</span>
                <span className="hidden max-[432px]:inline">
                  {t('shared.steps.short', { number: format.number(number) })}
                </span>
                {done && <span className="sr-only"> ({t('shared.steps.completed')})</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

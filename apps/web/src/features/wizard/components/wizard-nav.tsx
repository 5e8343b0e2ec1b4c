import type { MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { lockNext, useNextLocked } from '../next-lock.ts';

export interface WizardNavProps {
  onBack?: () => void;
  onNext?: () => void;
  /** Step 4 has no Next. */
  hideNext?: boolean;
  /** Hides Back entirely. */
  hideBack?: boolean;
  /** Back shown only at 431 px or less (step 4). */
  backNarrowOnly?: boolean;
  /** 'submit' lets Next submit the step's form (give `form` when the buttons sit outside it). */
  nextType?: 'button' | 'submit';
  form?: string;
  nextDisabled?: boolean;
  nextLabel?: string;
  backLabel?: string;
}

/**
 * The wizard's Back and Next. Next is locked for NEXT_LOCK_MS after each click so a double tap
 * cannot send a step twice, nor answer the step it leads to (SPEC section 4): the lock is the
 * wizard's (next-lock.ts), not this bar's. It uses aria-disabled rather than disabled so
 * keyboard focus stays on the button.
 */
export function WizardNav({
  onBack,
  onNext,
  hideNext = false,
  hideBack = false,
  backNarrowOnly = false,
  nextType = 'button',
  form,
  nextDisabled = false,
  nextLabel,
  backLabel,
}: WizardNavProps) {
  const { t } = useTranslation();
  const locked = useNextLocked();

  function handleNext(event: MouseEvent<HTMLButtonElement>) {
    if (!lockNext()) {
      event.preventDefault();
      return;
    }
    onNext?.();
  }

  return (
    <div
      className={`mt-8 flex items-center justify-between gap-3 border-t border-ink-100 pt-6 ${
        // Nothing left to show on wide screens: no empty bar either.
        hideNext && (hideBack || backNarrowOnly) ? 'min-[432px]:hidden' : ''
      }`}
    >
      {!hideBack ? (
        <Button
          variant="secondary"
          onClick={onBack}
          className={`min-w-28 ${backNarrowOnly ? 'min-[432px]:hidden' : ''}`}
        >
          <StrokeIcon d="M12.5 4.5L7 10l5.5 5.5" className="size-4 rtl:-scale-x-100" />
          {backLabel ?? t('shared.wizardNav.back')}
        </Button>
      ) : (
        <span />
      )}
      {!hideNext && (
        <Button
          type={nextType}
          form={form}
          disabled={nextDisabled}
          aria-disabled={locked || undefined}
          onClick={handleNext}
          className={`min-w-28 ${locked ? 'cursor-progress opacity-70' : ''}`}
        >
          {nextLabel ?? t('shared.wizardNav.next')}
          <StrokeIcon d="M7.5 4.5L13 10l-5.5 5.5" className="size-4 rtl:-scale-x-100" />
        </Button>
      )}
    </div>
  );
}

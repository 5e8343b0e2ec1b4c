import type { ProductType } from '@mizan/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

/** SPEC section 2: shown for the 2 s before the partner's site opens. */
export function RedirectOverlay({ productType }: { productType: ProductType }) {
  const { t } = useTranslation();
  const overlay = useRef<HTMLDivElement>(null);
  // Focus moves in, so that the message is read out and nothing behind can be pressed.
  useEffect(() => overlay.current?.focus(), []);
  return (
    <div
      ref={overlay}
      tabIndex={-1}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="redirect-title"
      aria-describedby="redirect-note"
      className="fixed inset-0 z-[60] flex outline-none items-center justify-center bg-ink-900/60 p-4"
    >
      <div className="w-full max-w-sm rounded-card bg-white p-6 text-center shadow-xl">
        <span
          aria-hidden="true"
          className="mx-auto block size-10 rounded-full border-4 border-brand-100 border-t-brand-600 motion-safe:animate-spin"
        />
        <p id="redirect-title" className="mt-4 font-semibold text-ink-900">
          {t(productType === 'Loan' ? 'wizard.redirect.loan' : 'wizard.redirect.card')}
        </p>
        <p id="redirect-note" className="mt-2 text-sm text-ink-700">
          {t('wizard.redirect.stay')}
        </p>
      </div>
    </div>
  );
}

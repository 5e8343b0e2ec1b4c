import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Drawer } from 'vaul';
import { PRIVACY_SHEET_HEIGHT_RATIO } from '../../config/ui.ts';
import { useLanguage } from '../../lib/language.ts';
import { Button } from '../ui/button.tsx';
import { closeThresholdFor, DEFAULT_CLOSE_THRESHOLD } from './close-threshold.ts';
import { loadPrivacyPolicy, type PrivacySection } from './privacy-policy-content.ts';

export interface PrivacyPolicySheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called by Agree & Continue, just before the sheet asks to close. */
  onAgree?: () => void;
}

/**
 * SPEC section 2: a bottom sheet at 80% of the screen's height, closed by Close, by
 * Agree & Continue, by Escape, by a tap outside, or by dragging it down more than 50 px.
 */
export function PrivacyPolicySheet({ open, onOpenChange, onAgree }: PrivacyPolicySheetProps) {
  const { t } = useTranslation();
  const [closeThreshold, setCloseThreshold] = useState(DEFAULT_CLOSE_THRESHOLD);

  // The sheet has no Radix trigger, so it remembers what had focus and returns focus there.
  const openedFrom = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) openedFrom.current = document.activeElement;
  }, [open]);

  return (
    <Drawer.Root
      open={open}
      onOpenChange={onOpenChange}
      closeThreshold={closeThreshold}
      // Moves focus into the sheet, so keyboard and screen reader users start inside it.
      autoFocus
    >
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-ink-900/50" />
        <Drawer.Content
          style={{ height: `${PRIVACY_SHEET_HEIGHT_RATIO * 100}dvh` }}
          // Measured as a drag starts: the sheet's height in pixels depends on the screen.
          onPointerDown={(event) =>
            setCloseThreshold(closeThresholdFor(event.currentTarget.getBoundingClientRect().height))
          }
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = openedFrom.current;
            openedFrom.current = null;
            if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
              target.focus();
            }
          }}
          className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-w-3xl flex-col rounded-t-3xl bg-white shadow-2xl outline-none"
        >
          <div
            aria-hidden="true"
            className="mx-auto mt-3 h-1.5 w-12 shrink-0 rounded-full bg-ink-300"
          />
          <div className="border-b border-ink-100 px-5 pt-3 pb-4 sm:px-8">
            <Drawer.Title className="text-xl font-semibold tracking-tight">
              {t('privacy.title')}
            </Drawer.Title>
            <Drawer.Description className="mt-1 text-sm text-ink-500">
              {t('privacy.description')}
            </Drawer.Description>
          </div>
          <div
            role="region"
            aria-label={t('privacy.contentLabel')}
            // Focusable, so that the text can be scrolled with the keyboard.
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-5 focus-visible:-outline-offset-2 sm:px-8"
          >
            {open && <PolicyText />}
          </div>
          <div className="flex flex-col gap-3 border-t border-ink-100 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:flex-row sm:justify-end sm:px-8">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('privacy.close')}
            </Button>
            <Button
              onClick={() => {
                onAgree?.();
                onOpenChange(false);
              }}
            >
              {t('privacy.agree')}
            </Button>
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
}

type LoadState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; sections: PrivacySection[] };

function PolicyText() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    loadPrivacyPolicy(language).then(
      (sections) => current && setState({ status: 'ready', sections }),
      () => current && setState({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt, language]);

  if (state.status === 'loading') {
    return (
      <div role="status" className="flex items-center gap-3 py-10 text-ink-700">
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        />
        {t('privacy.loading')}
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div role="alert" className="py-8 text-ink-700">
        <p>{t('privacy.loadError')}</p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((n) => n + 1);
          }}
        >
          {t('privacy.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-prose space-y-6 text-[0.9375rem] leading-relaxed text-ink-700">
      {state.sections.map((section, index) => (
        <section key={index} className="space-y-2">
          {section.title && <h3 className="font-semibold text-ink-900">{section.title}</h3>}
          {section.contents.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </section>
      ))}
    </div>
  );
}

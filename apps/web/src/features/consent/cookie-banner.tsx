import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Trans } from '../../lib/trans.tsx';
import { PrivacyPolicySheet } from '../../components/privacy-policy/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { lazyOverlay, preloadOnIntent } from '../../components/ui/lazy-overlay.tsx';
import {
  ALL_COOKIES,
  readCookieSettings,
  removeConsent,
  saveConsent,
  type CookieSettings,
} from './consent-storage.ts';

/** Fetched when first opened: most visitors accept without opening it. */
const CookieSettingsDialog = lazyOverlay(() =>
  import('./cookie-settings-dialog.tsx').then((module) => module.CookieSettingsDialog),
);

const CATEGORIES = [
  { key: 'functional', badge: 'consent.defaultOn' },
  { key: 'performance', badge: 'consent.optional' },
  { key: 'advertising', badge: 'consent.optional' },
] as const;

const LINK_CLASS =
  'rounded-sm font-medium text-brand-700 underline decoration-brand-200 decoration-2 underline-offset-4 hover:text-brand-800 hover:decoration-brand-700';

export interface CookieBannerProps {
  /** Called once consent has been stored (Accept All Cookies or Confirm My Choices). */
  onAccept?: () => void;
}

/** SPEC sections 2 and 4: the cookie notice, its settings dialog and the privacy sheet. */
export function CookieBanner({ onAccept }: CookieBannerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // Shown from the start: ConsentGate renders the banner only while no consent is stored (and
  // while a prerendered page hydrates, when the first render must not read storage).
  const [given, setGiven] = useState(false);
  const [visible, setVisible] = useState(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [initialSettings, setInitialSettings] = useState<CookieSettings>(readCookieSettings);

  const accept = (settings: CookieSettings) => {
    saveConsent(settings);
    setGiven(true);
    onAccept?.();
  };

  // The control that hid the banner gets focus back when the banner returns. (Our Dialog has
  // no trigger to return to, and the banner is hidden while the overlays are open.)
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!visible || settingsOpen || privacyOpen || !returnFocusTo.current) return;
    returnFocusTo.current.focus();
    returnFocusTo.current = null;
  }, [visible, settingsOpen, privacyOpen]);

  const openSettings = (event: MouseEvent<HTMLElement>) => {
    returnFocusTo.current = event.currentTarget;
    setInitialSettings(readCookieSettings());
    setVisible(false);
    setSettingsOpen(true);
  };

  const openPrivacy = (event: MouseEvent<HTMLElement>) => {
    returnFocusTo.current = event.currentTarget;
    setVisible(false);
    setPrivacyOpen(true);
  };

  return (
    <>
      {/* Kept mounted while hidden, so that focus can return to the control that hid it. */}
      {!given && (
        <section
          aria-labelledby={titleId}
          hidden={!visible}
          className="overflow-hidden rounded-card bg-white shadow-lg ring-1 shadow-ink-900/5 ring-ink-100"
        >
          <div className="flex items-center gap-4 bg-linear-to-br from-brand-700 to-brand-900 px-5 py-5 text-white sm:px-8 sm:py-6">
            <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 ring-1 ring-white/20">
              <ShieldIcon />
            </span>
            <div>
              <p className="text-sm font-medium text-brand-100">{t('consent.eyebrow')}</p>
              <h1 id={titleId} className="text-xl font-semibold tracking-tight sm:text-2xl">
                {t('consent.title')}
              </h1>
            </div>
          </div>

          <div className="px-5 py-6 sm:px-8">
            <p className="leading-relaxed text-ink-700">
              <Trans
                i18nKey="consent.body"
                components={{
                  manage: (
                    <button
                      type="button"
                      className={LINK_CLASS}
                      onClick={openSettings}
                      {...preloadOnIntent(CookieSettingsDialog)}
                    />
                  ),
                  privacy: (
                    <button
                      type="button"
                      className={LINK_CLASS}
                      onClick={openPrivacy}
                      {...preloadOnIntent(PrivacyPolicySheet)}
                    />
                  ),
                }}
              />
            </p>

            {/* Wider screens only: on a phone the sentence above names the three kinds, and the
                settings explain each, so the choices stay in view without scrolling. */}
            <div className="hidden sm:block">
              <h2 className="sr-only">{t('consent.categoriesLabel')}</h2>
              <ul className="mt-5 grid grid-cols-3 gap-3">
                {CATEGORIES.map(({ key, badge }) => (
                  <li key={key} className="rounded-xl bg-ink-50 p-4 ring-1 ring-ink-100">
                    <div className="flex flex-col items-start gap-1">
                      <span className="font-medium text-ink-900">
                        {t(`consent.settings.${key}.label`)}
                      </span>
                      <span
                        className={`rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ${
                          key === 'functional'
                            ? 'bg-brand-100 text-brand-800'
                            : 'bg-white text-ink-500 ring-1 ring-ink-300'
                        }`}
                      >
                        {t(badge)}
                      </span>
                    </div>
                    <p className="mt-1 text-sm leading-snug text-ink-500">
                      {t(`consent.settings.${key}.hint`)}
                    </p>
                  </li>
                ))}
              </ul>
            </div>

            <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-end">
              <Button
                variant="secondary"
                onClick={openSettings}
                {...preloadOnIntent(CookieSettingsDialog)}
              >
                {t('consent.manage')}
              </Button>
              <Button
                onClick={() => {
                  accept(ALL_COOKIES);
                  setVisible(false);
                }}
              >
                {t('consent.acceptAll')}
              </Button>
            </div>

            <p className="mt-5 flex items-center gap-2 border-t border-ink-100 pt-4 text-sm text-ink-500">
              <LockIcon />
              {t('consent.reassurance')}
            </p>
          </div>
        </section>
      )}

      <CookieSettingsDialog
        open={settingsOpen}
        initial={initialSettings}
        onConfirm={(settings) => {
          accept(settings);
          setSettingsOpen(false);
          // SPEC section 4 shows the banner again; with consent now stored it stays out of view.
          setVisible(true);
        }}
        onCancel={() => {
          removeConsent();
          setGiven(false);
          setSettingsOpen(false);
          setVisible(true);
        }}
      />

      <PrivacyPolicySheet
        open={privacyOpen}
        onOpenChange={(open) => {
          setPrivacyOpen(open);
          // Closing or agreeing brings the notice back; reading the policy is not consent.
          if (!open) setVisible(true);
        }}
      />
    </>
  );
}

function ShieldIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
      <path
        d="M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path
        d="M9 12l2 2 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4 shrink-0 text-brand-700"
      aria-hidden="true"
      focusable="false"
    >
      <rect
        x="5"
        y="11"
        width="14"
        height="9"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M8 11V8a4 4 0 018 0v3" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

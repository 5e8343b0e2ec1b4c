import { LOCAL_STORAGE_KEYS } from '../../config/ui.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link } from 'wouter';
import { PrivacyPolicySheet } from '../../components/privacy-policy/index.ts';
import { preloadOnIntent } from '../../components/ui/lazy-overlay.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useLanguage, useLocalizedPath } from '../../lib/language.ts';
import { useLeavePage } from '../../lib/navigation.ts';
import { termsQuery } from './terms-content.ts';

const linkClass =
  'inline-flex min-h-11 items-center rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800';

/** Route /terms-of-service. */
export function Component() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const leave = useLeavePage();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const terms = useQuery(termsQuery(useLanguage()));

  const agree = () => {
    try {
      localStorage.setItem(LOCAL_STORAGE_KEYS.termsOfService, 'true');
    } catch {
      // Storage can be unavailable (private mode, quota); agreeing must still move on.
    }
    leave();
  };

  return (
    <article
      aria-labelledby="terms-title"
      aria-busy={terms.isPending}
      className="mx-auto max-w-3xl rounded-card border border-ink-100 bg-white shadow-sm"
    >
      <div className="p-5 sm:p-10">
        {terms.isPending && (
          <p role="status" className="flex items-center gap-3 py-10 text-ink-700">
            <span className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
            {t('terms.loading')}
          </p>
        )}
        {terms.isError && (
          <div role="alert" className="py-10">
            <p className="text-ink-700">{t('terms.loadFailed')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void terms.refetch()}>
              {t('terms.retry')}
            </Button>
          </div>
        )}
        {terms.data && (
          <>
            <header className="border-b border-ink-100 pb-6">
              <h1 id="terms-title" className="text-2xl font-semibold tracking-tight sm:text-3xl">
                {terms.data.title}
              </h1>
              <p className="mt-1 text-sm text-ink-500">{terms.data.updated}</p>
              <p className="mt-4 max-w-prose text-ink-700">{terms.data.intro}</p>
            </header>
            <div className="mt-6 space-y-7">
              {terms.data.sections.map((section) => (
                <section key={section.title}>
                  <h2 className="text-lg font-semibold text-ink-900">{section.title}</h2>
                  {section.paragraphs.map((paragraph) => (
                    <p
                      key={paragraph.slice(0, 40)}
                      className="mt-2 max-w-prose leading-7 text-ink-700"
                    >
                      {paragraph}
                    </p>
                  ))}
                  {section.link === 'privacy-policy' && (
                    <button
                      type="button"
                      {...preloadOnIntent(PrivacyPolicySheet)}
                      className={linkClass}
                      onClick={() => setPrivacyOpen(true)}
                    >
                      {t('terms.readPrivacy')}
                    </button>
                  )}
                  {section.link === 'support' && (
                    <Link to={localized('/help-and-support')} className={linkClass}>
                      {t('terms.contactSupport')}
                    </Link>
                  )}
                </section>
              ))}
            </div>
          </>
        )}
      </div>
      <div className="sticky bottom-0 flex gap-3 rounded-b-card border-t border-ink-100 bg-white/95 p-4 backdrop-blur sm:justify-end sm:px-10">
        <Button variant="secondary" onClick={leave}>
          {t('terms.back')}
        </Button>
        <Button onClick={agree} disabled={!terms.data} className="flex-1 sm:flex-none">
          {t('terms.agree')}
        </Button>
      </div>
      <PrivacyPolicySheet
        open={privacyOpen}
        onOpenChange={setPrivacyOpen}
        onAgree={() => setPrivacyOpen(false)}
      />
    </article>
  );
}

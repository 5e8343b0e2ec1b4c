import { useTranslation } from '../../lib/i18n.ts';
import { SiteHeader } from '../../components/ui/site-header.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLocalizedPath } from '../../lib/language.ts';

/** Unknown paths and pages that failed to draw (SPEC section 2), in the URL's language. */
export function ErrorScreen({ notFound }: { notFound: boolean }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  useDocumentTitle(t(notFound ? 'app.title.notFound' : 'app.title.error'));
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-16 text-center">
        <h1 className="text-2xl font-semibold">{t('error.unexpectedTitle')}</h1>
        <p className="mt-3 text-ink-700">
          {notFound ? t('error.notFound') : t('error.unexpected')}
        </p>
        {/* A full page load: whatever broke is left behind. */}
        <a
          href={localized('/')}
          className="mt-8 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-medium text-white hover:bg-brand-800"
        >
          {t('error.backHome')}
        </a>
      </main>
    </div>
  );
}

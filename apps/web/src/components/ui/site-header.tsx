import { useTranslation } from 'react-i18next';
import { Logo } from './logo.tsx';

/** The header frame; the country picker and help button join it with the shell features. */
export function SiteHeader({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-ink-100 bg-white">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-4 px-4 sm:px-6">
        {/* A full page load on purpose: the logo resets the wizard (SPEC section 2). */}
        <a
          href="/"
          className="flex items-center gap-2 rounded-md text-brand-700"
          aria-label={t('brand.home')}
        >
          <Logo className="size-8" />
          <span className="text-xl font-semibold tracking-tight text-ink-900">
            {t('brand.name')}
          </span>
        </a>
        {children}
      </div>
    </header>
  );
}

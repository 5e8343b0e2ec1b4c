import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { Link, useLocation, useSearch } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { loadLanguage } from '../../lib/i18n.ts';
import {
  localizedPath,
  otherLanguage,
  pathWithoutLanguage,
  useLanguage,
  useLocalizedPath,
} from '../../lib/language.ts';
import { Logo } from './logo.tsx';

export const HELP_AND_SUPPORT_PATH = '/help-and-support';

/**
 * The other language's name in that language ("العربية" on an English page, "English" on an
 * Arabic one): a real link to the same page in it, so it can be opened in a new tab or shared.
 * Followed in the app, it changes only the URL's language: the wizard stays where it is with
 * every answer. The click remembers the choice for the next visit (public/first-paint.js).
 * Its accessible name is its visible text, in its own language (lang), as voice control needs.
 */
/**
 * "العربية" on an English page in the system's Arabic font: the web font (about 15 KB a weight)
 * would otherwise be fetched by every English page for this one word.
 */
const SYSTEM_ARABIC_FONT = "font-['IBM_Plex_Sans_Arabic_Fallback',system-ui,sans-serif]";

function LanguageSwitch() {
  const { t } = useTranslation();
  const target = otherLanguage(useLanguage());
  const [pathname] = useLocation();
  const search = useSearch();
  const hash = useLocationProperty(
    () => window.location.hash,
    () => '', // Prerendered: no hash.
  );
  // Fetched on the way to the click, so that the switch itself waits for nothing.
  const prefetch = () => void loadLanguage(target).catch(() => undefined);
  return (
    <Link
      to={localizedPath(pathname, target) + (search && `?${search}`) + hash}
      lang={target}
      hrefLang={target}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-1.5 text-sm font-semibold text-brand-700 underline-offset-4 transition-colors hover:bg-brand-50 hover:underline sm:px-3 ${target === 'ar' ? SYSTEM_ARABIC_FONT : ''}`}
    >
      {t('app.language.switchTo')}
    </Link>
  );
}

function HelpSupportLink() {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const localized = useLocalizedPath();
  // SPEC section 2: hidden while on the page it leads to.
  if (pathWithoutLanguage(pathname).replace(/\/+$/, '') === HELP_AND_SUPPORT_PATH) return null;
  return (
    <Link
      to={localized(HELP_AND_SUPPORT_PATH)}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-ink-300 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50 sm:border-brand-700 sm:ps-4 sm:pe-5"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 shrink-0">
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
          <circle cx="12" cy="12" r="9" />
          <path d="M9.6 9.4a2.5 2.5 0 1 1 3.4 2.3c-.6.3-1 .8-1 1.5v.3" />
        </g>
        <circle cx="12" cy="16.9" r="1.1" fill="currentColor" />
      </svg>
      {/* Icon only on small phones, where the logo and the country picker need the room. */}
      <span className="sr-only sm:not-sr-only">{t('header.helpSupport')}</span>
    </Link>
  );
}

/**
 * The site header: the logo (home in the page's language, with a full page load), the language
 * switch, whatever the shell puts in `children` (the country picker, which lives in its feature)
 * and the Help & Support link.
 */
export function SiteHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <header className="sticky top-0 z-30 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-2 ps-4 pe-3 sm:h-18 sm:gap-4 sm:ps-6 sm:pe-6">
        {/* A full page load on purpose: the logo resets the wizard (SPEC section 2). */}
        <a
          href={localized('/')}
          className="-ms-1 flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg ps-1 pe-1 text-brand-700 sm:gap-2 sm:pe-2"
          aria-label={t('brand.home')}
        >
          <Logo className="size-8" />
          <span className="text-xl font-semibold tracking-tight text-ink-900">
            {t('brand.name')}
          </span>
        </a>
        {/* Tight on a 375 px phone: logo, switch, country and help share the row. */}
        <div className="flex items-center gap-1 sm:gap-3">
          <LanguageSwitch />
          {children}
          <HelpSupportLink />
        </div>
      </div>
    </header>
  );
}

import type { TranslationKey } from '../lib/i18n.ts';
import { lazyComponent, type LazyComponent } from '../lib/lazy-component.ts';
import { pathWithoutLanguage } from '../lib/language.ts';

export interface Page {
  /** The English path; the Arabic one is under `/ar` (docs/decisions/0013). */
  path: string;
  /** The page's title. */
  titleKey: TranslationKey;
  /** The page's screen, in a chunk of its own, fetched when first visited. */
  Screen: LazyComponent;
}

/**
 * Every page, each at its English path and under `/ar`: switching language changes the URL's
 * first segment only, so the shell and the wizard stay mounted with every answer and whatever is
 * typed.
 */
export const PAGES: readonly Page[] = [
  {
    path: '/',
    titleKey: 'app.title.home',
    Screen: lazyComponent(() => import('./routes/home.tsx')),
  },
  {
    path: '/help-and-support',
    titleKey: 'app.title.helpAndSupport',
    Screen: lazyComponent(() => import('./routes/help-and-support.tsx')),
  },
  {
    path: '/terms-of-service',
    titleKey: 'app.title.termsOfService',
    Screen: lazyComponent(() => import('../features/terms/terms-page.tsx')),
  },
  {
    path: '/how-we-rank',
    titleKey: 'app.title.howWeRank',
    Screen: lazyComponent(() => import('../features/how-we-rank/how-we-rank-page.tsx')),
  },
  {
    path: '/congratulations',
    titleKey: 'app.title.congratulations',
    Screen: lazyComponent(() => import('../features/congratulations/congratulations-page.tsx')),
  },
  {
    // The confirmation email's one-click link (issue 24); never indexed, never prerendered.
    path: '/withdraw',
    titleKey: 'app.title.withdraw',
    Screen: lazyComponent(() => import('../features/withdrawal/withdraw-page.tsx')),
  },
  {
    // The data request email's confirmation link (issue 25); never indexed, never prerendered.
    path: '/your-data/confirm',
    titleKey: 'app.title.yourDataConfirm',
    Screen: lazyComponent(() => import('../features/your-data/confirm-page.tsx')),
  },
];

/**
 * The page at a path (search and hash ignored, a trailing slash allowed), in either language;
 * undefined for any other path, which the app answers with its not-found screen.
 */
export function pageAt(path: string): Page | undefined {
  const pathname = path.split(/[?#]/)[0]!;
  const english = pathWithoutLanguage(pathname).replace(/(.)\/$/, '$1');
  return PAGES.find((page) => page.path === english);
}

/** The page's code, fetched ahead of showing it (nothing for a path that is no page). */
export const preloadPageAt = (path: string) => pageAt(path)?.Screen.preload() ?? Promise.resolve();

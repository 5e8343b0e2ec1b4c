import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/app.tsx';
import { pageAt } from '../app/pages.ts';
import i18n, { loadLanguage } from '../lib/i18n.ts';
import { languageOfPath } from '../lib/language.ts';

export interface PrerenderedPage {
  /** The markup of `<div id="root">`. */
  html: string;
  language: 'en' | 'ar';
  /** The page's title, in its language. */
  title: string;
  /** The site's description for search results, in the page's language. */
  description: string;
}

/**
 * Renders one page to HTML at build time (scripts/prerender.mjs), exactly as the browser's first
 * render draws it before anything stored is read: the browser then hydrates it (main.tsx).
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  const page = pageAt(path);
  if (!page) throw new Error(`${path} is not a page of the app`);
  const language = languageOfPath(path);
  // As main.tsx does before hydrating: the strings and the page's code first.
  await Promise.all([loadLanguage(language), page.Screen.preload()]);
  await i18n.changeLanguage(language);
  const html = renderToString(
    <StrictMode>
      <App ssrPath={path} hydrating />
    </StrictMode>,
  );
  return { html, language, title: i18n.t(page.titleKey), description: i18n.t('app.description') };
}

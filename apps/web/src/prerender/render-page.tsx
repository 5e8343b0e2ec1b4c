import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from '../app/provider.tsx';
import { routes } from '../app/routes.tsx';
import i18n from '../lib/i18n.ts';
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
  const handler = createStaticHandler(routes);
  // The root loader fetches the page language's strings.
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const language = languageOfPath(path);
  await i18n.changeLanguage(language);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProvider>
        {/* No inline script of hydration data: the Content-Security-Policy forbids it. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return {
    html,
    language,
    title: i18n.t(titleKeyOf(context)),
    description: i18n.t('app.description'),
  };
}

function titleKeyOf(context: StaticHandlerContext): string {
  const keys = context.matches
    .map((match) => (match.route.handle as { titleKey?: string } | undefined)?.titleKey)
    .filter((key) => key !== undefined);
  return keys.at(-1) ?? 'app.title.home';
}

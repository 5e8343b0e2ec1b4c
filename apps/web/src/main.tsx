import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import './index.css';
import './styles/latin-font.css';
import './styles/arabic-font.css';
import i18n, { loadLanguage } from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import { App } from './app/app.tsx';
import { routes } from './app/routes.tsx';

/**
 * The code of the routes the URL matches, put in place of their `lazy` before the router starts,
 * so that hydrating a prerendered page draws it at once rather than a blank fallback first.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Partial<RouteObject>;
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

async function start(container: HTMLElement) {
  // The URL's language from the first render on; public/first-paint.js has set <html lang dir>.
  const language = languageOfPath(window.location.pathname);
  void i18n.changeLanguage(language);
  if (!container.hasChildNodes()) {
    // A page the build did not prerender (200.html): the root route's loader fetches the strings
    // before anything is shown.
    createRoot(container).render(
      <StrictMode>
        <App router={createBrowserRouter(routes)} />
      </StrictMode>,
    );
    return;
  }
  // A page prerendered at build time (scripts/prerender.mjs): its strings and its route's code
  // first, then hydrate the HTML already on screen. The root loader's only work is the strings.
  await Promise.all([loadLanguage(language), loadMatchedRoutes()]);
  await i18n.changeLanguage(language);
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: { root: null } } });
  hydrateRoot(
    container,
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start(document.getElementById('root')!);

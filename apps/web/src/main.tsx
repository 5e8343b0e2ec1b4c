import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import './styles/latin-font.css';
import './styles/arabic-font.css';
import i18n, { loadLanguage } from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import { App } from './app/app.tsx';
import { preloadPageAt } from './app/pages.ts';
import { hasConsent } from './features/consent/consent-storage.ts';
import { START_MARKS } from './lib/early-clicks.ts';

async function start(container: HTMLElement) {
  // The URL's language from the first render on; public/first-paint.js has set <html lang dir>.
  const language = languageOfPath(window.location.pathname);
  // The page's strings and code before its first render: a prerendered page (scripts/prerender.mjs)
  // is then hydrated at once, and any other (200.html) drawn whole rather than in pieces. Not the
  // page's code behind the cookie notice: the page is not shown, nor hydrated, before consent
  // (ConsentGate), and its code comes when the visitor accepts.
  await Promise.all([
    loadLanguage(language),
    hasConsent() ? preloadPageAt(window.location.pathname) : undefined,
  ]);
  await i18n.changeLanguage(language);
  const hydrating = container.hasChildNodes();
  const app = (
    <StrictMode>
      <App hydrating={hydrating} />
    </StrictMode>
  );
  if (hydrating) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap is answered sooner on a slow phone (Lighthouse's
    // total blocking time with consent given: see docs/decisions/0015).
    performance.mark(START_MARKS.hydrating);
    startTransition(() => void hydrateRoot(container, app));
  } else {
    createRoot(container).render(app);
  }
}

void start(document.getElementById('root')!);

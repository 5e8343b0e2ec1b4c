import './lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import './styles/latin-font.css';
import './styles/arabic-font.css';
import i18n, { loadLanguage } from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import { App } from './app/app.tsx';
import { preloadPageAt } from './app/pages.ts';
import { hasConsent } from './features/consent/consent-storage.ts';

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
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start(document.getElementById('root')!);

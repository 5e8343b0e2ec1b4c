import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './styles/arabic-font.css';
import i18n from './lib/i18n.ts';
import { languageOfPath } from './lib/language.ts';
import { App } from './app/app.tsx';

// The URL's language from the first render on (its strings arrive through the root route's
// loader before anything is shown); public/language.js has already set <html lang dir>.
void i18n.changeLanguage(languageOfPath(window.location.pathname));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

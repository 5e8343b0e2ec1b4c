import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every user-visible string comes from a resource. Each feature keeps its own strings beside it
// (src/features/<feature>/locales/en.json) and they are merged here into one namespace; Arabic
// (right-to-left) will join English the same way.
const bundles = import.meta.glob<Record<string, unknown>>(
  ['../locales/en/*.json', '../features/*/locales/en.json'],
  { eager: true, import: 'default' },
);

const translation: Record<string, unknown> = {};
for (const bundle of Object.values(bundles)) Object.assign(translation, bundle);

void i18n.use(initReactI18next).init({
  resources: { en: { translation } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
});

export default i18n;

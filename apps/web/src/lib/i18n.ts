import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@mizan/contracts';

// Every user-visible string comes from a resource, one namespace per language merged from the
// shared and per-feature bundles (lib/translations/<language>.ts). Each language is a chunk of
// its own: a page fetches its language before its first render (the root route's loader), and
// only that one (locales/translations.test.ts keeps every text in both, so an Arabic page never
// needs English's); the other language is fetched before the switch to it. The language itself
// follows the URL (LanguageProvider).
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  resources: {},
  partialBundledLanguages: true,
  // Ready at once (no backend): changeLanguage then takes effect in the same tick.
  initAsync: false,
  interpolation: { escapeValue: false },
  // A bundle that arrives later re-renders what uses it.
  react: { useSuspense: false, bindI18nStore: 'added' },
});

const bundleLoaders: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./translations/en.ts'),
  ar: () => import('./translations/ar.ts'),
};

const loading = new Map<Language, Promise<void>>();

/**
 * Fetches a language's strings once (the same promise to every caller); a failed fetch is
 * forgotten so that the next navigation can try again.
 */
export function loadLanguage(language: Language): Promise<void> {
  let pending = loading.get(language);
  if (!pending) {
    pending = bundleLoaders[language]().then(
      (module) => {
        i18n.addResourceBundle(language, 'translation', module.default, true, true);
      },
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

export default i18n;

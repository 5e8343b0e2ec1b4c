import { useSyncExternalStore } from 'react';
import {
  DEFAULT_LANGUAGE,
  hasText,
  translate,
  type Language,
  type TextKeyOf,
  type TextTree,
} from '@mizan/contracts';

// Every user-visible string comes from a resource, one tree per language merged from the shared
// and per-feature bundles (lib/translations/<language>.ts) and, once a form needs them, the
// contracts' validation texts, in i18next's JSON format: nested keys, {{value}} placeholders,
// plural forms as key_one, key_other... by Intl.PluralRules (the contracts' translate(), which
// the server's texts use too). Each language is a chunk of its own: a page fetches its language
// before its first render (main.tsx, and the router before a switch), and only that one
// (locales/translations.test.ts keeps every text in both, so an Arabic page never needs
// English's). The language follows the URL (LanguageProvider).
//
// This module is what the site used of i18next and react-i18next (their 14 KB compressed were a
// tenth of the first view, issue 15): t, plurals, English as the fallback of a missing text,
// <Trans> (lib/trans.tsx) and a re-render on a change of language.

interface Strings {
  [key: string]: string | Strings;
}

/**
 * The English texts as the JSON files hold them, one property per namespace. Empty here: the
 * app, which puts the features together, declares each bundle's JSON type into it
 * (app/texts.ts), so that shared code imports no feature.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Texts {}

/**
 * The key of an English text: t() and <Trans> take nothing else, so a typo fails to compile. A
 * plural text is asked for by its base key ('a.months' for a.months_one and a.months_other).
 */
export type TranslationKey = TextKeyOf<Texts>;

export type TranslateValues = Record<string, unknown>;
/** A text by its key, its placeholders filled from `values` (`count` also picks the plural). */
export type TFunction = (key: TranslationKey, values?: TranslateValues) => string;

const resources: Partial<Record<Language, Strings>> = {};
let current: Language = DEFAULT_LANGUAGE;
let version = 0;
const listeners = new Set<() => void>();

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function merge(into: Strings, from: Strings) {
  for (const [key, value] of Object.entries(from)) {
    const existing = into[key];
    if (typeof value === 'object' && typeof existing === 'object') merge(existing, value);
    else into[key] = typeof value === 'object' ? merge({}, value) : value;
  }
  return into;
}

const textIn = (language: Language, key: string, values?: TranslateValues) =>
  translate(resources as Partial<Record<Language, TextTree>>, language, key, values);

const i18n = {
  /** The language texts are given in. */
  get language(): Language {
    return current;
  },
  /** Texts in `language` from now on; every component using them draws again. */
  changeLanguage(language: Language): Promise<void> {
    if (language !== current) {
      current = language;
      changed();
    }
    return Promise.resolve();
  },
  /** Adds (or replaces) texts of a language; components using them draw again. */
  addStrings(language: Language, strings: Strings) {
    resources[language] = merge(resources[language] ?? {}, strings);
    changed();
  },
  t: ((key, values) => textIn(current, key, values)) as TFunction,
  /** t in a given language, whatever the page's. */
  getFixedT:
    (language: Language): TFunction =>
    (key, values) =>
      textIn(language, key, values),
  dir: (language: Language = current) => (language === 'ar' ? 'rtl' : 'ltr'),
  /**
   * Whether `value` is the key of a text of the page's language: a message that may be a key
   * (a schema's, see lib/field-error-text.ts) is worded only when it is one.
   */
  hasText: (value: string): value is TranslationKey =>
    hasText(resources[current] as TextTree | undefined, value),
};

export default i18n;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const getVersion = () => version;

/** t in the page's language, and a new render when the language or its texts change. */
export function useTranslation() {
  const seen = useSyncExternalStore(subscribe, getVersion, getVersion);
  // A new t per version: what memoizes on t follows the language.
  return { t: tFor(seen), i18n };
}

let tOfVersion: { version: number; t: TFunction } | undefined;
function tFor(seen: number): TFunction {
  if (tOfVersion?.version !== seen) {
    tOfVersion = { version: seen, t: (key, values) => textIn(current, key, values) };
  }
  return tOfVersion.t;
}

type Loader = () => Promise<{ default: Record<string, unknown> }>;

const bundleLoaders: Record<Language, Loader> = {
  en: () => import('./translations/en.ts'),
  ar: () => import('./translations/ar.ts'),
};
const validationLoaders: Record<Language, Loader> = {
  en: () => import('@mizan/contracts/texts/validation.en.json'),
  ar: () => import('@mizan/contracts/texts/validation.ar.json'),
};

const loading = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/**
 * Fetches strings once (the same promise to every caller); a failed fetch is forgotten so that
 * the next navigation can try again.
 */
function fetchStrings(id: string, language: Language, load: Loader): Promise<void> {
  let pending = loading.get(id);
  if (!pending) {
    pending = load().then(
      (module) => {
        i18n.addStrings(language, module.default as Strings);
        loaded.add(id);
      },
      (error: unknown) => {
        loading.delete(id);
        throw error;
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/** Fetches a language's strings: every text of the site but the validation texts. */
export const loadLanguage = (language: Language) =>
  fetchStrings(language, language, bundleLoaders[language]);

/**
 * Fetches the contracts' validation texts of a language (the words of the schemas' messages, its
 * own chunk): a form fetches them with its rules, as the first view has no room for texts it
 * never shows (issue 15's budget).
 */
export const loadValidationTexts = (language: Language = current) =>
  fetchStrings(`validation.${language}`, language, validationLoaders[language]);

/** Whether the page's language has its validation texts yet. */
export const hasValidationTexts = () => loaded.has(`validation.${current}`);

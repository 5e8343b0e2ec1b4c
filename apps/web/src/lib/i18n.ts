import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '@mizan/contracts';

// Every user-visible string comes from a resource, one tree per language merged from the shared
// and per-feature bundles (lib/translations/<language>.ts), in i18next's JSON format: nested keys,
// {{value}} placeholders, plural forms as key_one, key_other... by Intl.PluralRules. Each language
// is a chunk of its own: a page fetches its language before its first render (main.tsx, and the
// router before a switch), and only that one (locales/translations.test.ts keeps every text in
// both, so an Arabic page never needs English's). The language follows the URL
// (LanguageProvider).
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

/** The dotted path of every text of a tree: `{ a: { b: '…' } }` gives 'a.b'. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** 'a.months_one' and 'a.months_other' are asked for as 'a.months' (the count picks the form). */
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** The key of an English text: t() and <Trans> take nothing else, so a typo fails to compile. */
export type TranslationKey = WithoutPluralForm<Paths<Texts>>;

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

function lookup(language: Language, key: string): string | undefined {
  let node: string | Strings | undefined = resources[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralOf(language: Language, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function find(language: Language, key: string, count: number | undefined) {
  if (count !== undefined) {
    const plural = lookup(language, `${key}_${pluralOf(language, count)}`);
    if (plural !== undefined) return plural;
  }
  return lookup(language, key);
}

function translate(language: Language, key: string, values?: TranslateValues): string {
  const count = typeof values?.count === 'number' ? values.count : undefined;
  const text = find(language, key, count) ?? find(DEFAULT_LANGUAGE, key, count);
  if (text === undefined) return key;
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

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
  t: ((key, values) => translate(current, key, values)) as TFunction,
  /** t in a given language, whatever the page's. */
  getFixedT:
    (language: Language): TFunction =>
    (key, values) =>
      translate(language, key, values),
  dir: (language: Language = current) => (language === 'ar' ? 'rtl' : 'ltr'),
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
    tOfVersion = { version: seen, t: (key, values) => translate(current, key, values) };
  }
  return tOfVersion.t;
}

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
      (module) => i18n.addStrings(language, module.default as Strings),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}

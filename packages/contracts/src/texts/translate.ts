import { DEFAULT_LANGUAGE } from '../constants.ts';
import type { Language } from '../rules/language.ts';

// How every text of the site and the API is found and filled in, for the web app (lib/i18n.ts),
// the server (src/texts) and the contracts' validation texts alike: a tree of texts per
// language in i18next's JSON format (nested keys, {{value}} placeholders, plural forms as
// key_one, key_other... picked by Intl.PluralRules), English standing in for a text missing in
// another language.

export interface TextTree {
  readonly [key: string]: string | TextTree;
}

/** What a text's placeholders are filled with; `count` also picks a plural form. */
export type TextValues = Readonly<Record<string, unknown>>;

/** The dotted path of every text of a tree: `{ a: { b: '…' } }` gives 'a.b'. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];
type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** 'a.months_one' and 'a.months_other' are asked for as 'a.months' (the count picks the form). */
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** The keys of a tree's texts as they are asked for: a plural text by its base key. */
export type TextKeyOf<T> = WithoutPluralForm<Paths<T>>;

function lookup(tree: TextTree | undefined, key: string): string | undefined {
  let node: string | TextTree | undefined = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = Object.hasOwn(node, part) ? node[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
/** The plural category of `count` in `language`: Arabic has six, English two. */
function pluralOf(language: Language, count: number) {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function find(tree: TextTree | undefined, language: Language, key: string, count?: number) {
  if (count !== undefined) {
    const plural = lookup(tree, `${key}_${pluralOf(language, count)}`);
    if (plural !== undefined) return plural;
  }
  return lookup(tree, key);
}

/** Whether `key` names a text of the tree (a plural text by its base key). */
export function hasText(tree: TextTree | undefined, key: string): boolean {
  return lookup(tree, key) !== undefined || lookup(tree, `${key}_other`) !== undefined;
}

/** The text of `key` in `language` (else in English, else the key itself), filled in. */
export function translate(
  trees: Partial<Record<Language, TextTree>>,
  language: Language,
  key: string,
  values?: TextValues,
): string {
  const count = typeof values?.count === 'number' ? values.count : undefined;
  const text =
    find(trees[language], language, key, count) ??
    find(trees[DEFAULT_LANGUAGE], DEFAULT_LANGUAGE, key, count);
  if (text === undefined) return key;
  return values ? interpolate(text, values) : text;
}

/** A text's {{name}} placeholders filled from `values`; one without a value stays as it is. */
export function interpolate(text: string, values: TextValues): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

// The keys of a tree of texts (a bundle, or a language's merged tree), as the tests read them.

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** lib/i18n.ts picks the form Intl.PluralRules names: key_one, key_other... */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf by its dotted path: { a: { b: 'x' } } gives 'a.b' -> 'x'. */
function flatten(value: Json, prefix = '', into = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  } else {
    into.set(prefix, value);
  }
  return into;
}

export interface Folded {
  /** base key -> the suffixed forms present ('' for the plain key) */
  forms: Map<string, Set<string>>;
  values: Map<string, Json>;
}

/** The texts by the key t() takes: a plural text's forms under its base key. */
export function fold(bundle: Json): Folded {
  const values = flatten(bundle);
  const forms = new Map<string, Set<string>>();
  for (const key of values.keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const set = forms.get(base) ?? new Set<string>();
    set.add(match ? match[1]! : '');
    forms.set(base, set);
  }
  return { forms, values };
}

import type { KeyUse } from './key-uses.ts';
import type { Folded } from './text-keys.ts';

// The keys a project's code uses (key-uses.ts) against the texts each language has: none used
// that a language lacks, none kept that nothing uses, each given the values its texts show.

export interface Texts {
  english: Folded;
  arabic: Folded;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const TAG = /<(\w+)\s*\/?>/g;

const unique = (problems: string[]) => [...new Set(problems)];

/** Keys used but missing in a language. */
export function missingKeys(uses: KeyUse[], { english, arabic }: Texts): string[] {
  return unique(
    uses.flatMap(({ key, at }) => [
      ...(english.forms.has(key) ? [] : [`${at}: ${key} is not in English`]),
      ...(arabic.forms.has(key) ? [] : [`${at}: ${key} is not in Arabic`]),
    ]),
  );
}

/** Keys of either language that no code uses. */
export function unusedKeys(uses: KeyUse[], { english, arabic }: Texts): string[] {
  const used = new Set(uses.map((use) => use.key));
  return unique([...english.forms.keys(), ...arabic.forms.keys()]).filter((key) => !used.has(key));
}

/** Every text of a key, each plural form of it, in both languages. */
function textsOf(key: string, { english, arabic }: Texts): string[] {
  return [english, arabic]
    .flatMap(({ forms, values }) =>
      [...(forms.get(key) ?? [])].map((form) => values.get(form ? `${key}_${form}` : key)),
    )
    .filter((text): text is string => typeof text === 'string');
}

const namesIn = (texts: string[], pattern: RegExp) =>
  new Set(texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]!)));

/**
 * What a t() call or a <Trans> gives against what its texts show: a placeholder without its
 * value would be shown as {{name}}, a tag without its component as <name>. A plural text needs
 * its count, and a count a plural text (Arabic has six forms). A value no text shows is allowed:
 * one set of values often serves a choice of texts.
 */
export function givenProblems(uses: KeyUse[], texts: Texts): string[] {
  return unique(
    uses.flatMap(({ key, at, given }) => {
      if (!given) return [];
      const all = textsOf(key, texts);
      const values = new Set(given.values);
      const plural = [...(texts.arabic.forms.get(key) ?? [])].some((form) => form !== '');
      const problems = [
        ...[...namesIn(all, PLACEHOLDER)]
          .filter((name) => !values.has(name))
          .map((name) => `shows {{${name}}} but is given no ${name}`),
        ...(plural && !values.has('count') ? ['has plural forms but is given no count'] : []),
        ...(!plural && values.has('count') ? ['is given a count but has no plural forms'] : []),
      ];
      if (given.components) {
        const components = new Set(given.components);
        problems.push(
          ...[...namesIn(all, TAG)]
            .filter((tag) => !components.has(tag))
            .map((tag) => `shows <${tag}> but is given no such component`),
        );
      }
      return problems.map((problem) => `${at}: ${key} ${problem}`);
    }),
  );
}

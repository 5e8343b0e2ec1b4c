import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import english from '../lib/translations/en.ts';
import arabic from '../lib/translations/ar.ts';
import { scanKeyUses, type KeyScan, type KeyUse } from '../testing/key-uses.ts';
import { fold, type Folded, type Json } from '../testing/text-keys.ts';

// The keys the code uses against the texts each language has (docs/decisions/0017): none used
// that a language lacks, none kept that nothing uses, none the types cannot name, and each
// given the values and components its texts show. The uses are found by TypeScript's checker
// (testing/key-uses.ts); translations.test.ts checks the texts themselves.

const WEB_DIR = path.resolve(import.meta.dirname, '../..');
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;
const TAG = /<(\w+)\s*\/?>/g;

interface Texts {
  english: Folded;
  arabic: Folded;
}

const unique = (problems: string[]) => [...new Set(problems)];

/** Keys used but missing in a language. */
function missingKeys(uses: KeyUse[], { english, arabic }: Texts): string[] {
  return unique(
    uses.flatMap(({ key, at }) => [
      ...(english.forms.has(key) ? [] : [`${at}: ${key} is not in English`]),
      ...(arabic.forms.has(key) ? [] : [`${at}: ${key} is not in Arabic`]),
    ]),
  );
}

/** Keys of either language that no code uses. */
function unusedKeys(uses: KeyUse[], { english, arabic }: Texts): string[] {
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
function givenProblems(uses: KeyUse[], texts: Texts): string[] {
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

const site: Texts = { english: fold(english as Json), arabic: fold(arabic as Json) };
let scan: KeyScan | undefined;
/** Made once, in a beforeAll: a TypeScript program of the whole app takes seconds. */
const scanned = () => (scan ??= scanKeyUses(WEB_DIR));

describe('the keys the code uses', () => {
  beforeAll(() => void scanned(), 300_000);

  it('are read from the app and its features, not from the tests', () => {
    expect(scanned().files).toContain('features/wizard/wizard-page.tsx');
    expect(scanned().files).toContain('lib/i18n.ts');
    expect(scanned().files.filter((file) => /\.test\.|testing\//.test(file))).toEqual([]);
    // A template key (`wizard.steps.${step}`) gives every key it can be.
    expect(scanned().uses.map((use) => use.key)).toEqual(
      expect.arrayContaining(['wizard.steps.0', 'wizard.steps.4', 'wizard.steps.4loan']),
    );
  });

  it('are the keys the types admit: every English text, by its base key for a plural', () => {
    expect([...scanned().typedKeys].sort()).toEqual([...site.english.forms.keys()].sort());
  });

  it('are all named by the types: no string and no cast where a key is expected', () => {
    expect(scanned().untyped).toEqual([]);
  });

  it('all exist in English and in Arabic', () => {
    expect(missingKeys(scanned().uses, site)).toEqual([]);
  });

  it('cover every text: none in either language that nothing uses', () => {
    expect(unusedKeys(scanned().uses, site)).toEqual([]);
  });

  it('come with the values, count and components their texts need', () => {
    expect(givenProblems(scanned().uses, site)).toEqual([]);
  });
});

describe('the code', () => {
  beforeAll(() => void scanned(), 300_000);

  // Letters only: number parsing reads Arabic digits and separators (toWesternDigits, '\u066b').
  // A comment may quote an Arabic output.
  it('writes no Arabic text itself: every text is in the locale files', () => {
    expect(scanned().arabic).toEqual([]);
  });
});

describe('the checks themselves', () => {
  const texts: Texts = {
    english: fold({
      a: {
        hi: 'Hi {{name}}',
        read: 'Read <link>this</link>',
        cards: '{{count}} cards',
        old: 'Old',
      },
    }),
    arabic: fold({
      a: {
        hi: 'مرحبا {{name}}',
        read: 'اقرأ <link>هذا</link>',
        ...Object.fromEntries(
          ['zero', 'one', 'two', 'few', 'many', 'other'].map((form) => [`cards_${form}`, 'بطاقات']),
        ),
        only: 'فقط',
      },
    }),
  };

  it('find a key missing in a language, and texts nothing uses', () => {
    const uses: KeyUse[] = [
      { key: 'a.hi', at: 'x.ts:1' },
      { key: 'a.nope', at: 'x.ts:2' },
      { key: 'a.old', at: 'x.ts:3' },
    ];
    expect(missingKeys(uses, texts)).toEqual([
      'x.ts:2: a.nope is not in English',
      'x.ts:2: a.nope is not in Arabic',
      'x.ts:3: a.old is not in Arabic',
    ]);
    expect(unusedKeys(uses, texts)).toEqual(['a.read', 'a.cards', 'a.only']);
  });

  it('find a missing value, count or component, and a count without plural forms', () => {
    const uses: KeyUse[] = [
      { key: 'a.hi', at: 'x.ts:1', given: { values: ['nam'] } },
      { key: 'a.read', at: 'x.ts:2', given: { values: [], components: ['a', 'b'] } },
      { key: 'a.cards', at: 'x.ts:3', given: { values: [] } },
      { key: 'a.hi', at: 'x.ts:4', given: { values: ['name', 'count'] } },
      { key: 'a.hi', at: 'x.ts:5' },
    ];
    expect(givenProblems(uses, texts)).toEqual([
      'x.ts:1: a.hi shows {{name}} but is given no name',
      'x.ts:2: a.read shows <link> but is given no such component',
      'x.ts:3: a.cards shows {{count}} but is given no count',
      'x.ts:3: a.cards has plural forms but is given no count',
      'x.ts:4: a.hi is given a count but has no plural forms',
    ]);
  });
});

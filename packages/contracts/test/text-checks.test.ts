import { describe, expect, it } from 'vitest';
import { givenProblems, missingKeys, unusedKeys, type Texts } from '../text-checks/key-checks.ts';
import type { KeyUse } from '../text-checks/key-uses.ts';
import { fold } from '../text-checks/text-keys.ts';
import { bundleProblems, textProblems, type TextRules } from '../text-checks/text-problems.ts';

// The checks the web's, the server's and the contracts' text tests share, on small cases.

const RULES: TextRules = { latinAllowed: () => false, sameNumbers: true };

describe('the checks of the texts', () => {
  it('require the six Arabic forms of a key English uses with a count', () => {
    const problems = bundleProblems(
      { x: { months_one: '{{count}} month', months_other: '{{count}} months' } },
      { x: { months_one: 'شهر واحد', months_other: '{{count}} شهر' } },
      RULES,
    );
    expect(problems).toEqual([
      'x.months_zero: missing (Arabic needs all six plural forms)',
      'x.months_two: missing (Arabic needs all six plural forms)',
      'x.months_few: missing (Arabic needs all six plural forms)',
      'x.months_many: missing (Arabic needs all six plural forms)',
    ]);
  });

  it('require all six when Arabic writes plural forms of a text English writes once', () => {
    const problems = bundleProblems(
      { x: { cards: '{{count}} cards' } },
      { x: { cards_one: 'بطاقة واحدة', cards_other: '{{count}} بطاقة' } },
      RULES,
    );
    expect(problems).toEqual([
      'x.cards_zero: missing (Arabic needs all six plural forms)',
      'x.cards_two: missing (Arabic needs all six plural forms)',
      'x.cards_few: missing (Arabic needs all six plural forms)',
      'x.cards_many: missing (Arabic needs all six plural forms)',
    ]);
  });

  it('report a missing key, an Arabic-only key, a lost placeholder and English left behind', () => {
    const problems = bundleProblems(
      { a: { hello: 'Hello {{name}}', bye: 'Bye', keep: 'Keep' } },
      { a: { hello: 'مرحباً', keep: 'Keep', extra: 'زائد' } },
      RULES,
    );
    expect(problems).toEqual([
      'a.extra: in Arabic only',
      'a.hello: placeholders none, English has {{name}}',
      'a.bye: missing in Arabic',
      'a.keep: has no Arabic letters: "Keep"',
      'a.keep: has Latin words: "Keep"',
    ]);
  });

  it('allow the Latin words a catalogue allows, and still want Arabic letters beside them', () => {
    const rules: TextRules = { latinAllowed: (word) => word === 'UUID', sameNumbers: true };
    expect(textProblems('must be a UUID', 'يجب أن يكون UUID', rules)).toEqual([]);
    expect(textProblems('must be a UUID', 'UUID', rules)).toEqual([
      'has no Arabic letters: "UUID"',
    ]);
  });

  it('report a number the Arabic does not say as the English does', () => {
    expect(textProblems('at most 100 characters', '100 حرف كحد أقصى', RULES)).toEqual([]);
    expect(textProblems('at most 100 characters', '200 حرف كحد أقصى', RULES)).toEqual([
      'numbers 200, English has 100',
    ]);
    // One and two are words in Arabic: those forms carry no number.
    expect(textProblems('{{count}} seconds', 'ثانيتين', RULES, 'two')).toEqual([]);
    // A catalogue may let a small number be a word.
    const words: TextRules = { ...RULES, sameNumbers: false };
    expect(textProblems('Pick 5 features', 'اختر المزايا الخمس', words)).toEqual([]);
  });

  it('accept an email address and punctuation as they are', () => {
    expect(textProblems('you@example.com', 'you@example.com', RULES)).toEqual([]);
    expect(textProblems('.', '.', RULES)).toEqual([]);
  });
});

describe('the checks of the keys the code uses', () => {
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

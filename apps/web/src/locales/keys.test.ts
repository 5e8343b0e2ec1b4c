import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import validationArabic from '@mizan/contracts/texts/validation.ar.json';
import validation from '@mizan/contracts/texts/validation.en.json';
import {
  givenProblems,
  missingKeys,
  unusedKeys,
  type Texts,
} from '@mizan/contracts/text-checks/key-checks.ts';
import { scanKeyUses, type KeyScan } from '@mizan/contracts/text-checks/key-uses.ts';
import { fold, type Json } from '@mizan/contracts/text-checks/text-keys.ts';
import english from '../lib/translations/en.ts';
import arabic from '../lib/translations/ar.ts';

// The keys the code uses against the texts each language has (docs/decisions/0017): none used
// that a language lacks, none kept that nothing uses, none the types cannot name, and each
// given the values and components its texts show. The uses are found by TypeScript's checker
// (the contracts' text-checks, shared with the server's and the contracts' own tests);
// translations.test.ts checks the texts themselves.

const WEB_DIR = path.resolve(import.meta.dirname, '../..');

/**
 * The contracts' validation texts join the site's texts once a form needs them, worded under a
 * field from a schema's message: the schemas use them (the contracts' texts.test.ts checks that).
 */
const validationKeys = new Set(fold(validation).forms.keys());
const site: Texts = {
  english: fold({ ...english, ...validation } as Json),
  arabic: fold({ ...arabic, ...validationArabic } as Json),
};
let scan: KeyScan | undefined;
/** Made once, in a beforeAll: a TypeScript program of the whole app takes seconds. */
const scanned = () =>
  (scan ??= scanKeyUses({
    tsconfig: `${WEB_DIR}/tsconfig.json`,
    srcDir: `${WEB_DIR}/src`,
    // Tests and their helpers: a key only they use is shown to no visitor.
    skip: /\.test\.tsx?$|(^|\/)testing\/|test-setup\.tsx?$/,
    keyType: { module: 'lib/i18n.ts', name: 'TranslationKey' },
    translators: [{ module: 'lib/i18n.ts', name: 'TFunction' }],
  }));

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
    expect(unusedKeys(scanned().uses, site).filter((key) => !validationKeys.has(key))).toEqual([]);
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

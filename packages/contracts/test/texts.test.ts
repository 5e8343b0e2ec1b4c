import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { givenProblems, missingKeys, unusedKeys, type Texts } from '../text-checks/key-checks.ts';
import { scanKeyUses, type KeyScan, type KeyUse } from '../text-checks/key-uses.ts';
import { fold } from '../text-checks/text-keys.ts';
import { bundleProblems, type TextRules } from '../text-checks/text-problems.ts';
import { translate, type TextTree } from '../src/texts/translate.ts';
import { validationValues, type ValidationKey } from '../src/texts/validation.ts';
import english from '../src/texts/validation.en.json';
import arabic from '../src/texts/validation.ar.json';

// The validation texts (docs/decisions/0018): every key a schema names exists in both
// languages, none is unused, Arabic has its plural forms and the English placeholders, and the
// values the texts show are given. The schemas' uses are found by TypeScript's checker, as the
// web's and the server's are.

const CONTRACTS_DIR = path.resolve(import.meta.dirname, '..');
// The texts name the API's fields and values ('X-Country-Key', 'Card', 'UUID') in every language.
const API_RULES: TextRules = { latinAllowed: () => true, sameNumbers: true };
const texts: Texts = { english: fold(english), arabic: fold(arabic) };

let scan: KeyScan | undefined;
const scanned = () =>
  (scan ??= scanKeyUses({
    tsconfig: `${CONTRACTS_DIR}/tsconfig.json`,
    srcDir: `${CONTRACTS_DIR}/src`,
    skip: /^$/,
    keyType: { module: 'texts/validation.ts', name: 'ValidationKey' },
    translators: [],
  }));

describe('the validation texts', () => {
  beforeAll(() => void scanned(), 300_000);

  it('are read where the schemas name them, each key as the types admit it', () => {
    expect(scanned().files).toContain('schemas/personal-details.ts');
    expect(scanned().uses.map((use) => use.key)).toContain(
      'validation.personalDetails.fullNameRequired',
    );
    expect([...scanned().typedKeys].sort()).toEqual([...texts.english.forms.keys()].sort());
    expect(scanned().untyped).toEqual([]);
  });

  it('exist in English and Arabic for every key a schema uses, and none is unused', () => {
    expect(missingKeys(scanned().uses, texts)).toEqual([]);
    expect(unusedKeys(scanned().uses, texts)).toEqual([]);
  });

  it('are translated: the six Arabic plural forms, the same placeholders and numbers', () => {
    expect(bundleProblems(english, arabic, API_RULES)).toEqual([]);
  });

  it('are given the values they show, a count where they have plural forms', () => {
    const given: KeyUse[] = [...texts.english.forms.keys()].map((key) => ({
      key,
      at: 'validationValues',
      given: { values: Object.keys(validationValues(key as ValidationKey) ?? {}) },
    }));
    expect(givenProblems(given, texts)).toEqual([]);
  });

  it("say SPEC's limits as constants.ts sets them", () => {
    const trees: Record<'en' | 'ar', TextTree> = { en: english, ar: arabic };
    const say = (key: ValidationKey, language: 'en' | 'ar') =>
      translate(trees, language, key, validationValues(key));
    expect(say('validation.features.selectAtMost', 'en')).toBe('select at most 5 features');
    expect(say('validation.features.selectAtMost', 'ar')).toBe('يرجى اختيار 5 مزايا كحد أقصى');
    expect(say('validation.products.compareAtMost', 'ar')).toBe('يمكن مقارنة 3 منتجات كحد أقصى');
    expect(say('validation.spend.tooLarge', 'en')).toBe('must be at most 1000000 a month');
  });
});

describe('the contracts code', () => {
  beforeAll(() => void scanned(), 300_000);

  it('writes no Arabic text itself: every text is in the catalogues', () => {
    expect(scanned().arabic).toEqual([]);
  });
});

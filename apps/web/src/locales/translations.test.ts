import { describe, expect, it } from 'vitest';
import { fold, type Json } from '../testing/text-keys.ts';

// Every string of the site exists in English and Arabic (issue 13). The files are found by glob,
// so a new English bundle or text document without its Arabic partner fails here. Which keys the
// code uses, and how (with a count, with which values), is keys.test.ts's part.

const englishBundles = import.meta.glob<Json>(['./en/*.json', '../**/locales/en.json'], {
  eager: true,
  import: 'default',
});
const arabicBundles = import.meta.glob<Json>(['./ar/*.json', '../**/locales/ar.json'], {
  eager: true,
  import: 'default',
});
// Long texts kept outside the bundles (privacy policy, terms): X.json beside X.ar.json.
const englishDocuments = import.meta.glob<Json>(
  // (mobile-plans.json is numbering plans, not text.)
  ['../**/*.json', '!../**/locales/**', '!../**/*.ar.json', '!../**/mobile-plans.json'],
  { eager: true, import: 'default' },
);
const arabicDocuments = import.meta.glob<Json>('../**/*.ar.json', {
  eager: true,
  import: 'default',
});

const arabicPartnerOfBundle = (path: string) =>
  path.replace(/^\.\/en\//, './ar/').replace(/\/locales\/en\.json$/, '/locales/ar.json');
const arabicPartnerOfDocument = (path: string) => path.replace(/\.json$/, '.ar.json');

// lib/i18n.ts picks the form Intl.PluralRules names. Arabic has all six; 'zero' is required too
// because Intl.PluralRules('ar') answers 'zero' for 0 and "0 of 5 selected" is shown: without
// _zero that text would fall back to English.
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
// Arabic writes one and two (and none) as words: "بطاقة واحدة", "بطاقتان".
const FORMS_WITHOUT_NUMBER = new Set(['zero', 'one', 'two']);

const PLACEHOLDER = /\{\{\s*[^}]+?\s*\}\}|<\/?[\w-]+\s*\/?>|\$t\([^)]*\)/g;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;
const LATIN_WORD = /[A-Za-z]{2,}/;
const LATIN_WORDS = /[A-Za-z]{2,}/g;
// Latin words the Arabic site shows on purpose: the language switch names English in English.
const LATIN_ALLOWED = new Set(['English']);
const latinWordsOf = (text: string) =>
  (text.match(LATIN_WORDS) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
// Identifiers inside text documents (e.g. a section's "link": "privacy-policy") are not text.
const IDENTIFIER = /^[a-z][a-z0-9-]*$/;

const placeholdersOf = (text: string) =>
  (text.match(PLACEHOLDER) ?? []).map((token) => token.replace(/\s+/g, '')).sort();
const withoutCodeAndEmails = (text: string) => text.replace(PLACEHOLDER, ' ').replace(EMAIL, ' ');

/** What is wrong with one Arabic text against its English, or nothing. */
function textProblems(english: string, arabic: Json, form?: string): string[] {
  if (typeof arabic !== 'string') return ['is not a text'];
  const problems: string[] = [];
  if (english.trim() !== '' && arabic.trim() === '') problems.push('is empty');
  const words = withoutCodeAndEmails(arabic);
  if (LATIN_WORD.test(withoutCodeAndEmails(english)) && !ARABIC_LETTER.test(words)) {
    problems.push(`has no Arabic letters: "${arabic}"`);
  }
  // Nothing in English but brand names, which come from the catalogue, not from these files.
  if (latinWordsOf(words).length > 0) problems.push(`has Latin words: "${arabic}"`);
  const found = placeholdersOf(arabic);
  let expected = placeholdersOf(english);
  if (form && FORMS_WITHOUT_NUMBER.has(form) && !found.includes('{{count}}')) {
    expected = expected.filter((token) => token !== '{{count}}');
  }
  if (expected.join(' ') !== found.join(' ')) {
    problems.push(`placeholders ${found.join(' ') || 'none'}, English has ${expected.join(' ')}`);
  }
  return problems;
}

function bundleProblems(englishBundle: Json, arabicBundle: Json): string[] {
  const en = fold(englishBundle);
  const ar = fold(arabicBundle);
  const problems: string[] = [];
  for (const base of ar.forms.keys()) {
    if (!en.forms.has(base)) problems.push(`${base}: in Arabic only`);
  }
  for (const [base, englishForms] of en.forms) {
    const arabicForms = ar.forms.get(base);
    if (!arabicForms) {
      problems.push(`${base}: missing in Arabic`);
      continue;
    }
    // Plural in either language (English may need one form where Arabic needs six): whether the
    // code gives it a count is keys.test.ts's check.
    const plural = [...englishForms, ...arabicForms].some((form) => form !== '');
    const englishText = en.values.get(englishForms.has('other') ? `${base}_other` : base);
    if (typeof englishText !== 'string') {
      problems.push(`${base}: the English is not a text`);
      continue;
    }
    if (plural) {
      for (const form of ARABIC_FORMS) {
        if (!arabicForms.has(form)) {
          problems.push(`${base}_${form}: missing (Arabic needs all six plural forms)`);
          continue;
        }
        const found = textProblems(englishText, ar.values.get(`${base}_${form}`)!, form);
        problems.push(...found.map((problem) => `${base}_${form}: ${problem}`));
      }
    } else {
      const found = textProblems(englishText, ar.values.get(base)!);
      problems.push(...found.map((problem) => `${base}: ${problem}`));
    }
  }
  return problems;
}

/** The same shape (same sections, same paragraphs) with every text translated. */
function documentProblems(en: Json, ar: Json, path = '$'): string[] {
  if (typeof en === 'string') {
    if (IDENTIFIER.test(en)) return ar === en ? [] : [`${path}: should stay "${en}"`];
    return textProblems(en, ar).map((problem) => `${path}: ${problem}`);
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(ar)) return [`${path}: is not a list`];
    if (ar.length !== en.length) return [`${path}: ${ar.length} items, English has ${en.length}`];
    return en.flatMap((item, index) => documentProblems(item, ar[index]!, `${path}[${index}]`));
  }
  if (en !== null && typeof en === 'object') {
    if (ar === null || typeof ar !== 'object' || Array.isArray(ar))
      return [`${path}: not an object`];
    const keys = new Set([...Object.keys(en), ...Object.keys(ar)]);
    return [...keys].flatMap((key) =>
      key in en && key in ar
        ? documentProblems(en[key]!, ar[key]!, `${path}.${key}`)
        : [`${path}.${key}: only in ${key in en ? 'English' : 'Arabic'}`],
    );
  }
  return ar === en ? [] : [`${path}: ${JSON.stringify(ar)}, English has ${JSON.stringify(en)}`];
}

describe('Arabic translations', () => {
  it('finds the English bundles and the documents', () => {
    expect(Object.keys(englishBundles)).toContain('./en/common.json');
    expect(Object.keys(englishDocuments)).toContain(
      '../components/privacy-policy/privacy-policy.json',
    );
  });

  it('has no Arabic bundle or document without its English', () => {
    const orphans = [
      ...Object.keys(arabicBundles).filter(
        (path) => !Object.keys(englishBundles).some((en) => arabicPartnerOfBundle(en) === path),
      ),
      ...Object.keys(arabicDocuments).filter(
        (path) => !(path.replace(/\.ar\.json$/, '.json') in englishDocuments),
      ),
    ];
    expect(orphans).toEqual([]);
  });

  describe.each(Object.keys(englishBundles).sort())('bundle %s', (path) => {
    it('has an Arabic partner with every key translated, and no key English lacks', () => {
      const arabic = arabicBundles[arabicPartnerOfBundle(path)];
      expect(arabic, `${arabicPartnerOfBundle(path)} is missing`).toBeDefined();
      expect(bundleProblems(englishBundles[path]!, arabic!)).toEqual([]);
    });
  });

  describe.each(Object.keys(englishDocuments).sort())('document %s', (path) => {
    it('has an Arabic partner with the same sections and paragraphs, all translated', () => {
      const arabic = arabicDocuments[arabicPartnerOfDocument(path)];
      expect(arabic, `${arabicPartnerOfDocument(path)} is missing`).toBeDefined();
      expect(documentProblems(englishDocuments[path]!, arabic!)).toEqual([]);
    });
  });
});

describe('the checks themselves', () => {
  it('require the six Arabic forms of a key English uses with a count', () => {
    const problems = bundleProblems(
      { x: { months_one: '{{count}} month', months_other: '{{count}} months' } },
      { x: { months_one: 'شهر واحد', months_other: '{{count}} شهر' } },
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
    );
    expect(problems).toEqual([
      'a.extra: in Arabic only',
      'a.hello: placeholders none, English has {{name}}',
      'a.bye: missing in Arabic',
      'a.keep: has no Arabic letters: "Keep"',
      'a.keep: has Latin words: "Keep"',
    ]);
  });

  it('accept an email address and punctuation as they are', () => {
    expect(textProblems('you@example.com', 'you@example.com')).toEqual([]);
    expect(textProblems('.', '.')).toEqual([]);
  });

  it('find a document with a paragraph fewer', () => {
    const en = { sections: [{ title: 'One', paragraphs: ['First.', 'Second.'] }] };
    const ar = { sections: [{ title: 'واحد', paragraphs: ['الأول.'] }] };
    expect(documentProblems(en, ar)).toEqual(['$.sections[0].paragraphs: 1 items, English has 2']);
  });
});

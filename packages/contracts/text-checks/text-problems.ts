import { fold, type Json } from './text-keys.ts';

// The checks of the texts themselves, English against Arabic, for every catalogue of the site
// and the API: every key in both languages, Arabic's six plural forms, the same placeholders,
// the same numbers, Arabic letters in the Arabic.

/** What a catalogue's Arabic may differ in from its English. */
export interface TextRules {
  /** The Latin words it may show, besides placeholders and email addresses. */
  latinAllowed: (word: string) => boolean;
  /**
   * Whether it writes every number in digits as the English does. The API's texts do (limits,
   * times: "100 characters", "3-4 working days"), so a translation left behind when the English
   * changed shows; the site's may say a small number in words ("الخمس").
   */
  sameNumbers: boolean;
}

// translate() picks the form Intl.PluralRules names. Arabic has all six; 'zero' is required too
// because Intl.PluralRules('ar') answers 'zero' for 0: without _zero a count of 0 would fall
// back to English.
const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
// Arabic writes one and two (and none) as words: "بطاقة واحدة", "بطاقتان".
const FORMS_WITHOUT_NUMBER = new Set(['zero', 'one', 'two']);

const PLACEHOLDER = /\{\{\s*[^}]+?\s*\}\}|<\/?[\w-]+\s*\/?>|\$t\([^)]*\)/g;
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const ARABIC_LETTER = /(?=\p{L})\p{Script=Arabic}/u;
const LATIN_WORD = /[A-Za-z]{2,}/;
const LATIN_WORDS = /[A-Za-z]{2,}/g;
const NUMBERS = /\d+/g;

const placeholdersOf = (text: string) =>
  (text.match(PLACEHOLDER) ?? []).map((token) => token.replace(/\s+/g, '')).sort();
const withoutCodeAndEmails = (text: string) => text.replace(PLACEHOLDER, ' ').replace(EMAIL, ' ');
const numbersOf = (text: string) => (withoutCodeAndEmails(text).match(NUMBERS) ?? []).sort();

/** What is wrong with one Arabic text against its English, or nothing. */
export function textProblems(
  english: string,
  arabic: Json,
  rules: TextRules,
  form?: string,
): string[] {
  if (typeof arabic !== 'string') return ['is not a text'];
  const problems: string[] = [];
  if (english.trim() !== '' && arabic.trim() === '') problems.push('is empty');
  const words = withoutCodeAndEmails(arabic);
  if (LATIN_WORD.test(withoutCodeAndEmails(english)) && !ARABIC_LETTER.test(words)) {
    problems.push(`has no Arabic letters: "${arabic}"`);
  }
  const latin = (words.match(LATIN_WORDS) ?? []).filter((word) => !rules.latinAllowed(word));
  if (latin.length > 0) problems.push(`has Latin words: "${arabic}"`);
  const found = placeholdersOf(arabic);
  let expected = placeholdersOf(english);
  const inWords = form !== undefined && FORMS_WITHOUT_NUMBER.has(form);
  if (inWords && !found.includes('{{count}}')) {
    expected = expected.filter((token) => token !== '{{count}}');
  }
  if (expected.join(' ') !== found.join(' ')) {
    problems.push(`placeholders ${found.join(' ') || 'none'}, English has ${expected.join(' ')}`);
  }
  if (
    rules.sameNumbers &&
    !inWords &&
    numbersOf(arabic).join(' ') !== numbersOf(english).join(' ')
  ) {
    problems.push(
      `numbers ${numbersOf(arabic).join(' ') || 'none'}, English has ${numbersOf(english).join(' ') || 'none'}`,
    );
  }
  return problems;
}

/** Every key of an English catalogue in its Arabic partner, translated, and no key English lacks. */
export function bundleProblems(
  englishBundle: Json,
  arabicBundle: Json,
  rules: TextRules,
): string[] {
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
    // code gives it a count is the key checks' part.
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
        const found = textProblems(englishText, ar.values.get(`${base}_${form}`)!, rules, form);
        problems.push(...found.map((problem) => `${base}_${form}: ${problem}`));
      }
    } else {
      const found = textProblems(englishText, ar.values.get(base)!, rules);
      problems.push(...found.map((problem) => `${base}: ${problem}`));
    }
  }
  return problems;
}

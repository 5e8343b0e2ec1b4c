import { describe, expect, it } from 'vitest';
import type { Json } from '@mizan/contracts/text-checks/text-keys.ts';
import {
  bundleProblems,
  textProblems,
  type TextRules,
} from '@mizan/contracts/text-checks/text-problems.ts';

// Every string of the site exists in English and Arabic (issue 13). The files are found by glob,
// so a new English bundle or text document without its Arabic partner fails here. The checks of
// one text are the contracts' text-checks, shared with the server's catalogues. Which keys the
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

// Latin words the Arabic site shows on purpose: the language switch names English in English.
// A small number may be a word in Arabic ("الخمس").
const SITE_RULES: TextRules = { latinAllowed: (word) => word === 'English', sameNumbers: false };
// Identifiers inside text documents (e.g. a section's "link": "privacy-policy") are not text.
const IDENTIFIER = /^[a-z][a-z0-9-]*$/;

/** The same shape (same sections, same paragraphs) with every text translated. */
function documentProblems(en: Json, ar: Json, path = '$'): string[] {
  if (typeof en === 'string') {
    if (IDENTIFIER.test(en)) return ar === en ? [] : [`${path}: should stay "${en}"`];
    return textProblems(en, ar, SITE_RULES).map((problem) => `${path}: ${problem}`);
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
      expect(bundleProblems(englishBundles[path]!, arabic!, SITE_RULES)).toEqual([]);
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

describe('the document check', () => {
  it('finds a document with a paragraph fewer', () => {
    const en = { sections: [{ title: 'One', paragraphs: ['First.', 'Second.'] }] };
    const ar = { sections: [{ title: 'واحد', paragraphs: ['الأول.'] }] };
    expect(documentProblems(en, ar)).toEqual(['$.sections[0].paragraphs: 1 items, English has 2']);
  });
});

import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  givenProblems,
  missingKeys,
  unusedKeys,
  type Texts,
} from '@mizan/contracts/text-checks/key-checks.ts';
import { scanKeyUses, type KeyScan } from '@mizan/contracts/text-checks/key-uses.ts';
import { fold, type Json } from '@mizan/contracts/text-checks/text-keys.ts';
import { bundleProblems, type TextRules } from '@mizan/contracts/text-checks/text-problems.ts';
import english from '../src/texts/en.ts';
import arabic from '../src/texts/ar.json';

// The server's texts (docs/decisions/0018), held like the web's (decision 0017): every key the
// code uses exists in both languages, none is unused, none is named by a plain string, each is
// given the values its texts show, Arabic has its six plural forms and English's placeholders
// and numbers, and no code writes Arabic itself. The uses are found by TypeScript's checker.

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
// The texts name the API's fields and values ('X-Country-Key', 'application/json') in Arabic too.
const API_RULES: TextRules = { latinAllowed: () => true, sameNumbers: true };
/** The support team's copy of a request: English only, the team's language (decision 0013). */
const TEAM_ONLY = 'mail.inbox';
const { inbox, ...visitorMail } = english.mail;
const texts: Texts = { english: fold(english as Json), arabic: fold(arabic) };

let scan: KeyScan | undefined;
/** Made once, in a beforeAll: a TypeScript program of the whole server takes seconds. */
const scanned = () =>
  (scan ??= scanKeyUses({
    tsconfig: `${SERVER_DIR}/tsconfig.json`,
    srcDir: `${SERVER_DIR}/src`,
    // The catalogue's products, in both languages with their sources: content, not texts.
    skip: /^db\/seed\/data\//,
    keyType: { module: 'texts/index.ts', name: 'TextKey' },
    translators: [
      { module: 'texts/index.ts', name: 't' },
      { module: 'texts/index.ts', name: 'localize' },
      { module: 'mail/templates.ts', name: 'html' },
      { module: 'mail/templates.ts', name: 'plain' },
    ],
  }));

describe('the keys the server uses', () => {
  beforeAll(() => void scanned(), 300_000);

  it('are read from the server code, without the seed data', () => {
    expect(scanned().files).toContain('plugins/error-handler.ts');
    expect(scanned().files).toContain('mail/templates.ts');
    expect(scanned().files.filter((file) => file.startsWith('db/seed/data/'))).toEqual([]);
    // A template key (`productTypes.${kind}.products`) gives every key it can be.
    expect(scanned().uses.map((use) => use.key)).toEqual(
      expect.arrayContaining(['productTypes.financing.products', 'checks.types.other']),
    );
  });

  it('are the keys the types admit: every English text, by its base key for a plural', () => {
    expect([...scanned().typedKeys].sort()).toEqual([...texts.english.forms.keys()].sort());
  });

  it('are all named by the types: no string and no cast where a key is expected', () => {
    expect(scanned().untyped).toEqual([]);
  });

  it('all exist in English and Arabic (the team-only texts in English)', () => {
    const visitors = scanned().uses.filter((use) => !use.key.startsWith(`${TEAM_ONLY}.`));
    expect(missingKeys(visitors, texts)).toEqual([]);
  });

  it('cover every text: none in either language that nothing uses', () => {
    expect(unusedKeys(scanned().uses, texts)).toEqual([]);
  });

  it('come with the values and count their texts need', () => {
    expect(givenProblems(scanned().uses, texts)).toEqual([]);
  });
});

describe('the server texts', () => {
  it('are translated: the six Arabic plural forms, the same placeholders and numbers', () => {
    const forVisitors = { ...english, mail: visitorMail };
    expect(bundleProblems(forVisitors as Json, arabic, API_RULES)).toEqual([]);
  });

  it("keep the support team's copy in English only", () => {
    expect(Object.keys(inbox)).toContain('heading');
    expect(Object.keys(arabic.mail)).not.toContain('inbox');
  });
});

describe('the server code', () => {
  beforeAll(() => void scanned(), 300_000);

  // Comments may quote an Arabic output; the seed data is the catalogue's content.
  it('writes no Arabic text itself: every text is in the catalogues', () => {
    expect(scanned().arabic).toEqual([]);
  });
});

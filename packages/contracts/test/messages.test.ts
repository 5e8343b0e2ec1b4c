import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as constants from '../src/constants.ts';
import { ARABIC_MESSAGES, translateMessage } from '../src/messages.ts';

const schemasDir = new URL('../src/schemas/', import.meta.url);

/** A template literal's text with its `${CONSTANT}` parts filled in from constants.ts. */
function fillConstants(template: string, file: string): string {
  return template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    if (!Object.hasOwn(constants, name)) {
      throw new Error(`${file}: message interpolates ${name}, which is not in constants.ts`);
    }
    return String(constants[name as keyof typeof constants]);
  });
}

/**
 * Every `error: '...'` (or "...", or `...`) message written in the schema sources: read from the
 * text, so that a message added tomorrow is found without anyone listing it.
 */
function schemaMessages(): { file: string; message: string }[] {
  const found: { file: string; message: string }[] = [];
  for (const file of readdirSync(schemasDir).filter((name) => name.endsWith('.ts'))) {
    const source = readFileSync(new URL(file, schemasDir), 'utf8');
    for (const match of source.matchAll(/\berror:\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1/g)) {
      const [, quote, raw = ''] = match;
      const text = raw.replace(/\\(.)/g, '$1');
      found.push({ file, message: quote === '`' ? fillConstants(text, file) : text });
    }
  }
  return found;
}

const ARABIC_LETTER = /[\u0600-\u06ff]/;

describe('translateMessage', () => {
  const messages = schemaMessages();

  it('finds the messages of every schema file', () => {
    const files = new Set(messages.map((m) => m.file));
    for (const file of ['common.ts', 'customer.ts', 'personal-details.ts', 'support.ts']) {
      expect(files).toContain(file);
    }
    expect(messages.map((m) => m.message)).toContain('Please enter a valid email address');
    expect(messages.map((m) => m.message)).toContain('select at most 5 features');
  });

  it('has Arabic, with Arabic letters, for every message of the schemas', () => {
    const missing = messages.filter(({ message }) => !Object.hasOwn(ARABIC_MESSAGES, message));
    expect(missing).toEqual([]);
    for (const { message } of messages) {
      expect(translateMessage(message, 'ar'), message).toMatch(ARABIC_LETTER);
    }
  });

  it('has no Arabic entry for a message no schema uses', () => {
    const used = new Set(messages.map((m) => m.message));
    expect(Object.keys(ARABIC_MESSAGES).filter((message) => !used.has(message))).toEqual([]);
  });

  it('keeps the numbers of the English message', () => {
    for (const [english, arabic] of Object.entries(ARABIC_MESSAGES)) {
      const digits = (text: string) => (text.match(/\d+/g) ?? []).sort();
      expect(digits(arabic), english).toEqual(digits(english));
    }
  });

  it('answers English unchanged, and an unknown message unchanged in Arabic', () => {
    expect(translateMessage('Phone number is required', 'en')).toBe('Phone number is required');
    expect(translateMessage('Phone number is required', 'ar')).toBe('رقم الهاتف مطلوب');
    expect(translateMessage('no schema says this', 'ar')).toBe('no schema says this');
    expect(translateMessage('toString', 'ar')).toBe('toString');
  });
});

// The Arabic pages' texts, taken from the same files the site and the server use, so that the
// Arabic journeys find what a visitor sees without retyping it.
import { expect, type Page } from '@playwright/test';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { featureGroups } from '../../apps/server/src/db/seed/data/features.ts';
import { questions } from '../../apps/server/src/db/seed/data/questions.ts';

const webSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src');

function bundles(language: 'en' | 'ar'): unknown[] {
  const files = [
    ...readdirSync(path.join(webSrc, 'locales', language)).map((name) =>
      path.join(webSrc, 'locales', language, name),
    ),
    ...readdirSync(path.join(webSrc, 'features'))
      .map((feature) => path.join(webSrc, 'features', feature, 'locales', `${language}.json`))
      .filter((file) => existsSync(file)),
  ];
  return files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
}

/** Every string of a bundle by its key path ("wizard.personal.title"). */
function flatten(value: unknown, prefix = '', into = new Map<string, string>()) {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, into);
    }
  }
  return into;
}

const english = new Map<string, string>();
for (const bundle of bundles('en')) flatten(bundle, '', english);
const arabic = new Map<string, string>();
for (const bundle of bundles('ar')) flatten(bundle, '', arabic);

/** The Arabic of a key of the site's bundles. */
export function ar(key: string): string {
  const text = arabic.get(key);
  if (text === undefined) throw new Error(`No Arabic text for ${key}`);
  return text;
}

/** The English of a key, for the switch tests. */
export function en(key: string): string {
  const text = english.get(key);
  if (text === undefined) throw new Error(`No English text for ${key}`);
  return text;
}

/** A sub-feature's Arabic name by its English one. */
export function featureAr(englishName: string): string {
  for (const group of featureGroups) {
    for (const feature of group.subFeatures) {
      if (feature.name === englishName) return feature.nameAr;
    }
  }
  throw new Error(`No feature named ${englishName}`);
}

/** Answers that pass every rule (as wizard-helpers' BEST), in Arabic. */
const BEST =
  /^(AED|SAR) 30,000 or more$|^Salaried, government|national$|^30 to 45$|^None$|^No preference$/;
export const BEST_ANSWERS_AR = new Set(
  questions.flatMap((question) =>
    question.options.filter((option) => BEST.test(option.text)).map((option) => option.textAr),
  ),
);

/** The first question's Arabic and English text for a country and product. */
export function firstQuestion(country: 'ae' | 'sa', productType: 'Card' | 'Loan') {
  const question = questions.find((q) => q.country === country && q.productType === productType);
  if (!question) throw new Error(`No ${country} ${productType} question`);
  return question;
}

const ALLOWED_LATIN = new Set(
  readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), 'latin-allow-list.txt'),
    'utf8',
  )
    .split('\n')
    .map((word) => word.trim())
    .filter(Boolean),
);

/**
 * The screen is Arabic and right to left, with no Latin word on it but the brand and product
 * names the banks write in Latin (latin-allow-list.txt) and what the visitor typed (`typed`).
 */
export async function expectArabicScreen(page: Page, typed: string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const text = await page.locator('body').innerText();
  const typedWords = new Set(typed.flatMap((value) => value.match(/[A-Za-z]+/g) ?? []));
  const latin = (text.match(/[A-Za-z][A-Za-z0-9.]*/g) ?? [])
    .map((word) => word.replace(/\.$/, ''))
    .filter((word) => !ALLOWED_LATIN.has(word) && !typedWords.has(word));
  expect(latin, `Latin words on an Arabic screen (${page.url()})`).toEqual([]);
}

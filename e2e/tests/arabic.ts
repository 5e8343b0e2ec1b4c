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

export type Language = 'en' | 'ar';

/**
 * A key's text in `language` with its {{values}} filled in, as the site's lib/i18n.ts writes it: with
 * a `count`, the plural form Intl.PluralRules picks for it (`_zero` first for 0, when there is one).
 */
export function text(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const bundle = language === 'ar' ? arabic : english;
  let found = bundle.get(key);
  const { count } = values;
  if (found === undefined && typeof count === 'number') {
    const form = new Intl.PluralRules(language).select(count);
    found =
      (count === 0 ? bundle.get(`${key}_zero`) : undefined) ??
      bundle.get(`${key}_${form}`) ??
      bundle.get(`${key}_other`);
  }
  if (found === undefined) throw new Error(`No ${language} text for ${key}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
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

/** A web address's host as a fact's source names it ("emiratesnbd.com", "it.scribd.com"). */
const HOST_NAME = /\b[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}\b/g;

/**
 * The screen is Arabic and right to left, with no Latin word on it but the brand and product
 * names the banks write in Latin (latin-allow-list.txt), the host names of facts' sources and
 * what the visitor typed (`typed`).
 */
export async function expectArabicScreen(page: Page, typed: string[] = []) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const text = (await page.locator('body').innerText()).replace(HOST_NAME, '');
  const typedWords = new Set(typed.flatMap((value) => value.match(/[A-Za-z]+/g) ?? []));
  const latin = (text.match(/[A-Za-z][A-Za-z0-9.]*/g) ?? [])
    .map((word) => word.replace(/\.$/, ''))
    .filter((word) => !ALLOWED_LATIN.has(word) && !typedWords.has(word));
  expect(latin, `Latin words on an Arabic screen (${page.url()})`).toEqual([]);
}

export const ARABIC_NAME = 'ليلى حداد';
export const VISITOR_EMAIL = 'layla.haddad@example.com';
/** Typed on an Arabic keyboard: the site reads it as 501234567. */
const PHONE_ARABIC_DIGITS = '٥٠١٢٣٤٥٦٧';

export const nextAr = (page: Page) =>
  page.getByRole('button', { name: ar('shared.wizardNav.next') });

export async function fillPersonalDetailsInArabic(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: ar('wizard.personal.title') }),
  ).toBeVisible();
  await page.getByLabel(ar('wizard.personal.fullName')).fill(ARABIC_NAME);
  await page.getByLabel(ar('wizard.personal.email')).fill(VISITOR_EMAIL);
  await page.getByLabel(ar('wizard.personal.phone')).fill(PHONE_ARABIC_DIGITS);
  await expect(page.getByLabel(ar('wizard.personal.phone'))).toHaveValue('501234567');
}

export async function answerEligiblyInArabic(page: Page) {
  await expect(
    page.getByRole('heading', { level: 1, name: ar('wizard.eligibility.title') }),
  ).toBeVisible();
  const groups = page.getByRole('group');
  await expect(groups.first()).toBeVisible();
  for (const group of await groups.all()) {
    const radios = group.getByRole('radio');
    let checked = false;
    for (const radio of await radios.all()) {
      const label = (await radio.evaluate((input) => input.closest('label')?.innerText ?? ''))
        .trim()
        .replace(/\s+/g, ' ');
      if (BEST_ANSWERS_AR.has(label)) {
        await radio.check();
        checked = true;
        break;
      }
    }
    expect(checked, 'an eligible answer in Arabic').toBe(true);
  }
}

export async function chooseFeaturesInArabic(page: Page, englishNames: string[]) {
  await expect(
    page.getByRole('heading', { level: 1, name: ar('wizard.features.title') }),
  ).toBeVisible();
  for (const name of englishNames.map(featureAr)) {
    const toggle = page.getByRole('button', { name: new RegExp(`^${name}`) });
    if (!(await toggle.isVisible())) {
      for (const header of await page.locator('main h2 > button').all()) {
        if ((await header.getAttribute('aria-expanded')) === 'true') continue;
        await header.click();
        await expect(header).toHaveAttribute('aria-expanded', 'true');
        if (await toggle.isVisible()) break;
      }
    }
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
}

// The demo catalogue lacks no Arabic text (issue 13): every Arabic field of every seed entry is
// filled in, and every text a visitor reads (descriptions, questions, options, features,
// banners) is written in Arabic letters. Bank and product names may stay Latin where the bank
// publishes no Arabic name (HSBC), but are never empty.
import { describe, expect, it } from 'vitest';
import { banners } from '../src/db/seed/data/banners.ts';
import { cards } from '../src/db/seed/data/cards.ts';
import { featureGroups } from '../src/db/seed/data/features.ts';
import { loans } from '../src/db/seed/data/loans.ts';
import { organizations } from '../src/db/seed/data/organizations.ts';
import { locations, promoCodes } from '../src/db/seed/data/promo-codes.ts';
import { questions } from '../src/db/seed/data/questions.ts';

const ARABIC_LETTER = /[\u0621-\u064a]/;
const products = [...cards, ...loans];
const subFeatures = featureGroups.flatMap((group) => group.subFeatures);

function expectFilled(text: string, what: string) {
  expect(text.trim(), what).not.toBe('');
}

function expectArabic(text: string, what: string) {
  expectFilled(text, what);
  expect(text, what).toMatch(ARABIC_LETTER);
}

describe('seed catalogue: Arabic', () => {
  it('names every bank and product in Arabic, or as the bank writes it', () => {
    for (const org of organizations) expectFilled(org.nameAr, org.key);
    for (const product of products) expectFilled(product.nameAr, product.key);
  });

  it('describes every product in Arabic, line by line', () => {
    for (const product of products) {
      expect(product.descriptionAr, product.key).toHaveLength(product.description.length);
      product.descriptionAr.forEach((line, index) =>
        expectArabic(line, `${product.key}, line ${index + 1}`),
      );
    }
  });

  it('names every feature group and sub-feature in Arabic', () => {
    for (const feature of [...featureGroups, ...subFeatures]) {
      expectArabic(feature.nameAr, feature.key);
    }
  });

  it('asks every question and offers every option in Arabic', () => {
    for (const question of questions) {
      const what = `${question.country} ${question.productType} ${question.topic}`;
      expectArabic(question.textAr, what);
      for (const option of question.options) expectArabic(option.textAr, `${what}: ${option.text}`);
    }
  });

  it('titles and describes every banner in Arabic', () => {
    for (const banner of banners) {
      expectArabic(banner.titleAr, `banner ${banner.id} title`);
      expectArabic(banner.descriptionAr, `banner ${banner.id} description`);
    }
  });

  it('names every location and describes every promo code in Arabic', () => {
    for (const location of locations) expectArabic(location.nameAr, `location ${location.id}`);
    for (const promo of promoCodes) expectArabic(promo.descriptionAr, promo.code);
  });

  it('never leaves the English in place of the Arabic', () => {
    const pairs = [
      ...products.flatMap((p) => p.description.map((line, i) => [line, p.descriptionAr[i]!])),
      ...[...featureGroups, ...subFeatures].map((f) => [f.name, f.nameAr]),
      ...questions.flatMap((q) => [
        [q.text, q.textAr],
        ...q.options.map((o) => [o.text, o.textAr]),
      ]),
      ...banners.flatMap((b) => [
        [b.title, b.titleAr],
        [b.description, b.descriptionAr],
      ]),
    ];
    expect(pairs.filter(([english, arabic]) => english === arabic)).toEqual([]);
  });
});

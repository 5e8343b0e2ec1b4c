import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { organizations } from '../src/db/seed/data/organizations.ts';
import { featureGroups } from '../src/db/seed/data/features.ts';
import { cards } from '../src/db/seed/data/cards.ts';
import { loans } from '../src/db/seed/data/loans.ts';
import { banners } from '../src/db/seed/data/banners.ts';
import { cardFacts, loanFacts } from '../src/db/seed/data/facts/index.ts';
import { StoredCardFactsSchema, StoredLoanFactsSchema } from '@mizan/contracts';
import { loanRate } from '../src/catalogue/facts.ts';

const imagesDir = new URL('../assets/images/', import.meta.url);
const imageUrl = (folder: string, file: string) => new URL(`${folder}/${file}`, imagesDir);

const products = [...cards, ...loans];
const subFeatures = featureGroups.flatMap((group) => group.subFeatures);
const orgByKey = new Map(organizations.map((org) => [org.key, org]));
const groupOfSubFeature = new Map(
  featureGroups.flatMap((group) => group.subFeatures.map((sub) => [sub.key, group.key] as const)),
);

const ISLAMIC = 'banking-islamic';
const INSTANT = 'banking-instant';
const NO_ANNUAL_FEE = 'fees-no-annual-fee';

function duplicates(values: readonly (string | number)[]): (string | number)[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('seed catalogue: counts', () => {
  it('has enough cards and loans in each country', () => {
    expect(cards.filter((c) => c.country === 'ae').length).toBeGreaterThanOrEqual(15);
    expect(cards.filter((c) => c.country === 'sa').length).toBeGreaterThanOrEqual(8);
    expect(loans.filter((l) => l.country === 'ae').length).toBeGreaterThanOrEqual(5);
    expect(loans.filter((l) => l.country === 'sa').length).toBeGreaterThanOrEqual(5);
  });

  it('has the six feature groups and at least 20 sub-features', () => {
    expect(featureGroups.map((g) => g.key)).toEqual([
      'cashback',
      'rewards',
      'travel',
      'lifestyle',
      'fees',
      'banking',
    ]);
    expect(subFeatures.length).toBeGreaterThanOrEqual(20);
    for (const group of featureGroups) expect(group.subFeatures.length).toBeGreaterThanOrEqual(4);
  });
});

describe('seed catalogue: keys and references', () => {
  it('uses unique keys', () => {
    expect(duplicates(organizations.map((o) => o.key))).toEqual([]);
    expect(duplicates(products.map((p) => p.key))).toEqual([]);
    expect(
      duplicates([...featureGroups.map((g) => g.key), ...subFeatures.map((s) => s.key)]),
    ).toEqual([]);
    expect(duplicates(banners.map((b) => b.id))).toEqual([]);
  });

  it('gives every product an organization of its own country', () => {
    for (const product of products) {
      const org = orgByKey.get(product.organization);
      expect(org, `${product.key} -> ${product.organization}`).toBeDefined();
      expect(org?.country, product.key).toBe(product.country);
    }
  });

  it('gives organizations https home pages', () => {
    for (const org of organizations) expect(org.websiteUrl, org.key).toMatch(/^https:\/\//);
  });

  it('only names sub-features that exist, each once per card', () => {
    for (const card of cards) {
      for (const feature of card.features) {
        expect(groupOfSubFeature.has(feature), `${card.key}: ${feature}`).toBe(true);
      }
      expect(duplicates(card.features), card.key).toEqual([]);
    }
  });

  it('gives every sub-feature at least one card', () => {
    const carried = new Set(cards.flatMap((card) => card.features));
    for (const sub of subFeatures) expect(carried.has(sub.key), sub.key).toBe(true);
  });
});

describe('seed catalogue: product rules', () => {
  it('never mixes cashback and reward sub-features on a card', () => {
    for (const card of cards) {
      const groups = new Set(card.features.map((f) => groupOfSubFeature.get(f)));
      expect(groups.has('cashback') && groups.has('rewards'), card.key).toBe(false);
    }
  });

  it('keeps card features, flags and incentive consistent', () => {
    for (const card of cards) {
      expect(card.features.length, card.key).toBeGreaterThanOrEqual(6);
      expect(card.features.length, card.key).toBeLessThanOrEqual(10);
      expect(card.features.includes(INSTANT), card.key).toBe(card.instantIssuance);
      // The features a visitor filters by agree with the facts wherever a fact is published.
      const facts = cardFacts[card.key]!;
      if (facts.islamic.value !== null) {
        expect(card.features.includes(ISLAMIC), card.key).toBe(facts.islamic.value);
      }
      const fee = facts.annualFee.value;
      if (fee && card.features.includes(NO_ANNUAL_FEE)) expect(fee.laterYears, card.key).toBe(0);
      const paysCashback = card.features.some((f) => groupOfSubFeature.get(f) === 'cashback');
      expect(card.incentive > 0, card.key).toBe(paysCashback);
    }
  });

  it('respects the UAE card salary floor and SAMA card eligibility where a salary is published', () => {
    for (const card of cards) {
      const salary = cardFacts[card.key]!.minMonthlySalary.value;
      if (salary === null) continue;
      expect(salary, card.key).toBeGreaterThanOrEqual(card.country === 'ae' ? 5000 : 2000);
    }
  });

  it('keeps loans within the regulators’ tenure limits and sane amounts and rates', () => {
    for (const loan of loans) {
      const facts = loanFacts[loan.key]!;
      const tenure = facts.maxTenureMonths.value;
      if (tenure !== null)
        expect(tenure, loan.key).toBeLessThanOrEqual(loan.country === 'ae' ? 48 : 60);
      expect(loan.minAmount, loan.key).toBeGreaterThan(0);
      const maxAmount = facts.maxAmount.value;
      if (maxAmount !== null) expect(maxAmount, loan.key).toBeGreaterThan(loan.minAmount);
      // Every loan has a rate to be costed at: its own, a comparison site's or its lowest APR.
      const { ratePercent } = loanRate(facts);
      expect(ratePercent, loan.key).toBeGreaterThan(0);
      expect(ratePercent, loan.key).toBeLessThan(30);
      const fee = facts.processingFee.value;
      if (fee) expect(fee.min, loan.key).toBeLessThanOrEqual(fee.max);
    }
  });

  it('gives a comparison site’s rate only to a loan whose bank publishes no rate', () => {
    for (const loan of loans) {
      const facts = loanFacts[loan.key]!;
      if (facts.comparisonRate) expect(facts.rate.value, loan.key).toBeNull();
    }
  });

  it('gives every product descriptions and an https partner page', () => {
    for (const product of products) {
      expect(product.description.length, product.key).toBeGreaterThanOrEqual(2);
      expect(product.description.length, product.key).toBeLessThanOrEqual(4);
      for (const line of product.description) {
        expect(line.trim().length, product.key).toBeGreaterThan(0);
        expect(line, product.key).not.toContain('\n');
      }
      expect(product.routingUrl, product.key).toMatch(/^https:\/\//);
    }
  });

  it('has banner 2 for every country, and banners pointing at https pages', () => {
    const promise = banners.find((b) => b.id === 2);
    expect(promise).toBeDefined();
    expect(promise?.country).toBeNull();
    for (const banner of banners)
      expect(banner.routingUrl, banner.id.toString()).toMatch(/^https:\/\//);
  });
});

describe('seed catalogue: images', () => {
  const named: [folder: string, file: string][] = [
    ...products.map((p) => ['products', p.image] as [string, string]),
    ...featureGroups.map((g) => ['features', g.image] as [string, string]),
    ...subFeatures.map((s) => ['features', s.image] as [string, string]),
    ...banners.map((b) => ['banners', b.image] as [string, string]),
  ];

  it('names bare .svg files that exist', () => {
    for (const [folder, file] of named) {
      expect(file, file).toMatch(/^[a-z0-9-.]+\.svg$/);
      expect(existsSync(imageUrl(folder, file)), `${folder}/${file}`).toBe(true);
    }
  });

  it('ships only small, self-contained, script-free SVGs', () => {
    for (const folder of ['products', 'features', 'banners']) {
      const dir = new URL(`${folder}/`, imagesDir);
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.svg'))) {
        const url = new URL(file, dir);
        const svg = readFileSync(url, 'utf8');
        const where = `${folder}/${file}`;
        expect(statSync(url).size, where).toBeLessThan(6 * 1024);
        expect(svg, where).toMatch(/<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
        expect(svg, where).toMatch(/<svg[^>]*viewBox="/);
        expect(svg, where).toMatch(/<title>[^<]+<\/title>/);
        expect(svg.toLowerCase(), where).not.toContain('<script');
        expect(svg.toLowerCase(), where).not.toContain('<foreignobject');
        expect(svg, where).not.toMatch(/\son\w+\s*=/i);
        const withoutNamespace = svg.replaceAll('http://www.w3.org/2000/svg', '');
        expect(withoutNamespace, where).not.toMatch(/https?:/i);
      }
    }
  });

  it('draws product art at card size', () => {
    for (const product of products) {
      const svg = readFileSync(imageUrl('products', product.image), 'utf8');
      expect(svg, product.image).toContain('viewBox="0 0 320 202"');
    }
  });
});

describe('seed catalogue: published facts (issue 14)', () => {
  const factsOf = (key: string) => cardFacts[key] ?? loanFacts[key];
  const everyFact = (facts: object) =>
    Object.entries(facts) as [
      string,
      { value: unknown; source: { url: string; checkedOn: string | null } },
    ][];

  it('gives every card and loan its facts, valid against the contracts, and names no other product', () => {
    for (const card of cards)
      expect(StoredCardFactsSchema.safeParse(cardFacts[card.key]).success, card.key).toBe(true);
    for (const loan of loans)
      expect(StoredLoanFactsSchema.safeParse(loanFacts[loan.key]).success, loan.key).toBe(true);
    expect(Object.keys(cardFacts).sort()).toEqual(cards.map((c) => c.key).sort());
    expect(Object.keys(loanFacts).sort()).toEqual(loans.map((l) => l.key).sort());
  });

  it('gives every fact a web source and the day it was checked', () => {
    for (const product of products) {
      for (const [name, fact] of everyFact(factsOf(product.key)!)) {
        expect(fact.source.url, `${product.key}.${name}`).toMatch(/^https?:\/\/[^/]+\.[a-z]+/);
        expect(fact.source.checkedOn, `${product.key}.${name}`).toMatch(/^20\d\d-\d\d-\d\d$/);
      }
    }
  });

  it('writes every text of the facts in English and Arabic', () => {
    const texts: { en: string; ar: string }[] = [];
    const collect = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      if ('en' in value && 'ar' in value) texts.push(value as { en: string; ar: string });
      else Object.values(value).forEach(collect);
    };
    for (const product of products) collect(factsOf(product.key));
    expect(texts.length).toBeGreaterThan(20);
    for (const text of texts) {
      expect(text.en, text.ar).toMatch(/[A-Za-z]/);
      expect(text.ar, text.en).toMatch(/[\u0600-\u06ff]/);
    }
  });

  it('publishes enough for the comparison to mean something in each country', () => {
    const published = (country: 'ae' | 'sa', name: keyof (typeof cardFacts)[string]) =>
      cards.filter((c) => c.country === country && cardFacts[c.key]![name].value !== null).length;
    for (const country of ['ae', 'sa'] as const) {
      expect(published(country, 'annualFee'), country).toBeGreaterThanOrEqual(4);
      expect(published(country, 'earnRates'), country).toBeGreaterThanOrEqual(3);
    }
  });
});

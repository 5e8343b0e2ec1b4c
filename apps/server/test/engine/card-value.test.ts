import { describe, expect, it } from 'vitest';
import {
  cardValue,
  hasSpend,
  monthlySpend,
  noSpend,
  type CardValueTerms,
} from '../../src/engine/card-value.ts';
import { cardFacts } from '../../src/db/seed/data/facts/index.ts';
import { cardValueTerms } from '../../src/catalogue/facts.ts';
import { flatEarn, unpublishedTerms } from './fixtures.ts';

// Worked examples of a card's yearly value for a monthly spend. The first are real cards, their
// terms read from the seed files (where each figure names its source page) through
// cardValueTerms, as the catalogue reads them; each test first pins the figures its arithmetic
// uses, so a change to the seed shows here as "rework this example", not as a wrong sum.
// Published terms carry no per-category cap and no spend waiver yet: those rules are worked on an
// illustrative card at the end, not a real one.

const termsOf = (key: string) => {
  const facts = cardFacts[key];
  if (!facts) throw new Error(`no seed facts for ${key}`);
  return cardValueTerms(facts);
};

const NO_CASH_VALUE = { percent: null, monthlyCap: null };

describe('Emirates Islamic Cashback Plus (AED)', () => {
  // Seed: cards-ae-emirates-nbd.ts. Fee AED 313.95 a year (Emirates Islamic credit cards KFS),
  // FX fee 2.34% (EI "Credit Cards – Important information"), 10% cashback on supermarkets and
  // dining with AED 3,000 minimum monthly spend (the card's T&C); no cash value published for
  // other spend; no caps recorded.
  const terms = termsOf('emirates-islamic-cashback-plus');

  it('reads the published figures', () => {
    expect(terms).toEqual({
      annualFee: { firstYear: 313.95, laterYears: 313.95, waivedFromYearlySpend: null },
      foreignCurrencyFeePercent: 2.34,
      earn: {
        categories: {
          groceries: { percent: 10, monthlyCap: null },
          dining: { percent: 10, monthlyCap: null },
          fuel: NO_CASH_VALUE,
          online: NO_CASH_VALUE,
          travel: NO_CASH_VALUE,
          other: NO_CASH_VALUE,
        },
        monthlyCap: null,
        minMonthlySpend: 3000,
      },
    } satisfies CardValueTerms);
  });

  it('earns 10% on groceries and dining, less the fee and the FX fee on spend abroad', () => {
    // Spend a month: groceries 2,000, dining 1,000, travel 500, other 500 = 4,000 >= 3,000.
    // Earned: (2,000 + 1,000) x 10% = 300 a month, 3,600 a year. Travel and other earn no
    // published cash value: counted as 0 and named. FX fee: 500 x 12 x 2.34% = 140.40.
    // Net: 3,600 - 313.95 - 140.40 = 3,145.65.
    const spend = monthlySpend({ groceries: 2000, dining: 1000, travel: 500, other: 500 });
    expect(cardValue(terms, spend)).toEqual({
      earned: 3600,
      annualFee: 313.95,
      feeWaived: false,
      foreignCurrencyFees: 140.4,
      net: 3145.65,
      unvaluedCategories: ['travel', 'other'],
      unpublished: [],
    });
  });

  it('earns nothing below the AED 3,000 minimum monthly spend', () => {
    // Groceries 1,500 + dining 1,000 = 2,500 < 3,000: no cashback; the fee remains.
    const below = cardValue(terms, monthlySpend({ groceries: 1500, dining: 1000 }));
    expect(below).toMatchObject({ earned: 0, annualFee: 313.95, net: -313.95 });
    // At exactly 3,000 (groceries 2,000 + dining 1,000) it earns: 300 x 12 = 3,600.
    const at = cardValue(terms, monthlySpend({ groceries: 2000, dining: 1000 }));
    expect(at).toMatchObject({ earned: 3600, net: 3286.05, foreignCurrencyFees: 0 });
  });
});

describe('Mashreq Cashback (AED)', () => {
  // Seed: cards-ae.ts. "Absolutely Free for life" (Mashreq KFS); unlimited cashback of 5% on
  // dining, 2% on international spend, 1% on other local spend, 0.33% on fuel (Mashreq's Arabic
  // card page); the FX fee is not in the stored KFS page.
  const terms = termsOf('mashreq-cashback');

  it('reads the published figures', () => {
    expect(terms).toEqual({
      annualFee: { firstYear: 0, laterYears: 0, waivedFromYearlySpend: null },
      foreignCurrencyFeePercent: null,
      earn: {
        categories: {
          groceries: { percent: 1, monthlyCap: null },
          dining: { percent: 5, monthlyCap: null },
          fuel: { percent: 0.33, monthlyCap: null },
          online: { percent: 1, monthlyCap: null },
          travel: { percent: 2, monthlyCap: null },
          other: { percent: 1, monthlyCap: null },
        },
        monthlyCap: null,
        minMonthlySpend: null,
      },
    } satisfies CardValueTerms);
  });

  it('adds up uncapped rates per category, with no fee', () => {
    // Groceries 2,000 x 1% = 20, dining 1,000 x 5% = 50, fuel 500 x 0.33% = 1.65: 71.65 a
    // month, 859.80 a year; no fee, no spend abroad.
    const value = cardValue(terms, monthlySpend({ groceries: 2000, dining: 1000, fuel: 500 }));
    expect(value).toEqual({
      earned: 859.8,
      annualFee: 0,
      feeWaived: false,
      foreignCurrencyFees: 0,
      net: 859.8,
      unvaluedCategories: [],
      unpublished: [],
    });
  });

  it('names the unpublished FX fee once there is spend abroad, counting it as 0', () => {
    // Add travel 1,000 x 2% = 20 a month: 91.65 a month, 1,099.80 a year; the FX fee on it is
    // not published, so it counts 0 and is named.
    const value = cardValue(
      terms,
      monthlySpend({ groceries: 2000, dining: 1000, fuel: 500, travel: 1000 }),
    );
    expect(value).toMatchObject({
      earned: 1099.8,
      foreignCurrencyFees: 0,
      net: 1099.8,
      unpublished: ['foreignCurrencyFee'],
    });
  });
});

describe('cards with unpublished figures', () => {
  it('ADCB 365 Cashback: later years fee and FX fee, earn rates not published', () => {
    // Seed: cards-ae.ts. First year free then AED 383 (bestdubaithings comparison table), FX
    // 2.99% (ADCB Service and Price Guide); earn structure not published. The estimate is a
    // year after the first: fee 383. Travel 1,000 a month: 1,000 x 12 x 2.99% = 358.80.
    // Net: 0 - 383 - 358.80 = -741.80, with the earn rates named as unpublished.
    const terms = termsOf('adcb-365-cashback');
    expect(terms).toMatchObject({
      annualFee: { firstYear: 0, laterYears: 383, waivedFromYearlySpend: null },
      foreignCurrencyFeePercent: 2.99,
      earn: null,
    });
    expect(cardValue(terms, monthlySpend({ groceries: 3000, travel: 1000 }))).toEqual({
      earned: 0,
      annualFee: 383,
      feeWaived: false,
      foreignCurrencyFees: 358.8,
      net: -741.8,
      unvaluedCategories: [],
      unpublished: ['earnRates'],
    });
  });

  it('ADIB Spice: cashback with a minimum spend, no published fee', () => {
    // Seed: cards-ae.ts, ADIB's Spice Card page: with AED 3,000 spend a month, 9% dining, 7%
    // groceries, 4% fuel; points (no cash value) on other spend; no fee or FX fee on the page.
    // Dining 1,000 x 9% = 90, groceries 1,500 x 7% = 105, fuel 500 x 4% = 20: 215 a month,
    // 2,580 a year; online 200 and travel 300 earn no cash value. Fee and FX fee (there is spend
    // abroad) counted as 0 and named.
    const terms = termsOf('adib-spice');
    expect(terms.annualFee).toBeNull();
    expect(terms.foreignCurrencyFeePercent).toBeNull();
    expect(terms.earn).toMatchObject({
      categories: {
        groceries: { percent: 7 },
        dining: { percent: 9 },
        fuel: { percent: 4 },
        online: { percent: null },
        travel: { percent: null },
      },
      minMonthlySpend: 3000,
    });
    const spend = monthlySpend({
      dining: 1000,
      groceries: 1500,
      fuel: 500,
      online: 200,
      travel: 300,
    });
    expect(cardValue(terms, spend)).toEqual({
      earned: 2580,
      annualFee: 0,
      feeWaived: false,
      foreignCurrencyFees: 0,
      net: 2580,
      unvaluedCategories: ['online', 'travel'],
      unpublished: ['annualFee', 'foreignCurrencyFee'],
    });
  });

  it('Al Rajhi Cashback Plus Platinum: a cap but no rate per category earns 0, named', () => {
    // Seed: cards-sa.ts. "Up to 10%" with a SAR 500 monthly cap (Al Rajhi's cards page) and no
    // rate per category: every category with spend is unvalued; fee and FX fee not published.
    const terms = termsOf('al-rajhi-cashback-plus-platinum');
    expect(terms.earn?.monthlyCap).toBe(500);
    const value = cardValue(terms, monthlySpend({ groceries: 2000, dining: 1000, travel: 800 }));
    expect(value).toEqual({
      earned: 0,
      annualFee: 0,
      feeWaived: false,
      foreignCurrencyFees: 0,
      net: 0,
      unvaluedCategories: ['groceries', 'dining', 'travel'],
      unpublished: ['annualFee', 'foreignCurrencyFee'],
    });
  });

  it('a card with nothing published is worth 0, with every input named', () => {
    expect(cardValue(unpublishedTerms, monthlySpend({ travel: 100 }))).toEqual({
      earned: 0,
      annualFee: 0,
      feeWaived: false,
      foreignCurrencyFees: 0,
      net: 0,
      unvaluedCategories: [],
      unpublished: ['earnRates', 'annualFee', 'foreignCurrencyFee'],
    });
    // Without spend abroad the FX fee is not needed, so not named.
    expect(cardValue(unpublishedTerms, monthlySpend({ dining: 100 })).unpublished).toEqual([
      'earnRates',
      'annualFee',
    ]);
  });
});

describe('caps and waivers (an illustrative card, not a real one)', () => {
  // 5% on dining up to 100 a month, 3% on groceries up to 50, 1% on other spend uncapped, at
  // most 120 a month in all, from a spend of 2,000 a month; a 300 fee (first year free) waived
  // from a yearly spend of 24,000; 2% FX fee.
  const illustrative: CardValueTerms = {
    annualFee: { firstYear: 0, laterYears: 300, waivedFromYearlySpend: 24_000 },
    foreignCurrencyFeePercent: 2,
    earn: {
      categories: {
        ...flatEarn(null).categories,
        dining: { percent: 5, monthlyCap: 100 },
        groceries: { percent: 3, monthlyCap: 50 },
        other: { percent: 1, monthlyCap: null },
      },
      monthlyCap: 120,
      minMonthlySpend: 2000,
    },
  };

  it('caps each category, then the month', () => {
    // Dining 1,000 x 5% = 50 and groceries 1,000 x 3% = 30: under their caps, 80 a month.
    expect(cardValue(illustrative, monthlySpend({ dining: 1000, groceries: 1000 })).earned).toBe(
      960,
    );
    // Dining 3,000 x 5% = 150, capped at 100; groceries 1,000 x 3% = 30; other 500 x 1% = 5:
    // 135 a month, over the overall cap of 120: 120 x 12 = 1,440 a year.
    expect(
      cardValue(illustrative, monthlySpend({ dining: 3000, groceries: 1000, other: 500 })).earned,
    ).toBe(1440);
    // Dining 3,000 alone: 150 capped at 100 (under the overall 120): 1,200 a year.
    expect(cardValue(illustrative, monthlySpend({ dining: 3000 })).earned).toBe(1200);
    // Groceries 5,000 x 3% = 150, capped at 50: 600 a year.
    expect(cardValue(illustrative, monthlySpend({ groceries: 5000 })).earned).toBe(600);
  });

  it('applies the minimum spend to the month’s total over all categories', () => {
    // Dining 1,500 alone is under 2,000: nothing. With other 500 the month reaches 2,000:
    // 1,500 x 5% = 75 + 500 x 1% = 5 = 80 a month, 960 a year.
    expect(cardValue(illustrative, monthlySpend({ dining: 1500 })).earned).toBe(0);
    expect(cardValue(illustrative, monthlySpend({ dining: 1500, other: 500 })).earned).toBe(960);
  });

  it('waives the later years’ fee from the yearly spend, threshold included', () => {
    // 2,000 a month = 24,000 a year: waived. 1,999 a month = 23,988 a year: 300 charged.
    const waived = cardValue(illustrative, monthlySpend({ other: 2000 }));
    expect(waived).toMatchObject({ annualFee: 0, feeWaived: true, earned: 240, net: 240 });
    const charged = cardValue(illustrative, monthlySpend({ other: 1999 }));
    // 1,999 is under the 2,000 minimum spend too: nothing earned, the fee charged.
    expect(charged).toMatchObject({ annualFee: 300, feeWaived: false, earned: 0, net: -300 });
  });

  it('does not call a fee of 0 waived', () => {
    const free: CardValueTerms = {
      ...illustrative,
      annualFee: { firstYear: 0, laterYears: 0, waivedFromYearlySpend: 24_000 },
    };
    expect(cardValue(free, monthlySpend({ other: 5000 }))).toMatchObject({
      annualFee: 0,
      feeWaived: false,
    });
  });

  it('charges the FX fee on travel spend only', () => {
    // Travel 2,500 a month (its earn has no cash value here): 2,500 x 12 x 2% = 600 FX fees;
    // yearly spend 30,000 waives the fee. Net: 0 - 0 - 600 = -600.
    expect(cardValue(illustrative, monthlySpend({ travel: 2500 }))).toEqual({
      earned: 0,
      annualFee: 0,
      feeWaived: true,
      foreignCurrencyFees: 600,
      net: -600,
      unvaluedCategories: ['travel'],
      unpublished: [],
    });
  });
});

describe('spend', () => {
  it('fills the categories left out with 0', () => {
    expect(monthlySpend({ dining: 800 })).toEqual({ ...noSpend, dining: 800 });
    expect(hasSpend(noSpend)).toBe(false);
    expect(hasSpend(monthlySpend({ fuel: 1 }))).toBe(true);
  });

  it('of nothing is worth minus the later years’ fee', () => {
    const value = cardValue(
      {
        annualFee: { firstYear: 0, laterYears: 250, waivedFromYearlySpend: null },
        foreignCurrencyFeePercent: 2,
        earn: flatEarn(1),
      },
      noSpend,
    );
    expect(value).toMatchObject({ earned: 0, annualFee: 250, net: -250, unpublished: [] });
  });
});

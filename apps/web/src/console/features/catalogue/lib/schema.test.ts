import { describe, expect, it } from 'vitest';
import { StoredCardFactsSchema } from '@mizan/contracts';
import { blankOf, describe as describeSchema, shapeOf } from './schema.ts';

describe('a blank value of a schema', () => {
  it('leaves a fact unpublished, with no source yet', () => {
    expect(blankOf(shapeOf(StoredCardFactsSchema).apr!)).toEqual({
      value: null,
      source: { url: '', checkedOn: null },
    });
  });

  it('gives a published annual fee zeros, and no waiver (null, not two empty texts)', () => {
    const value = shapeOf(shapeOf(StoredCardFactsSchema).annualFee!).value!;
    expect(blankOf(describeSchema(value).schema)).toEqual({
      firstYear: 0,
      laterYears: 0,
      waiver: null,
      waivedFromYearlySpend: null,
    });
  });

  it('gives earn rates every spend category', () => {
    const value = shapeOf(shapeOf(StoredCardFactsSchema).earnRates!).value!;
    const blank = blankOf(describeSchema(value).schema) as { categories: object };
    expect(Object.keys(blank.categories)).toEqual([
      'groceries',
      'dining',
      'fuel',
      'online',
      'travel',
      'other',
    ]);
  });
});

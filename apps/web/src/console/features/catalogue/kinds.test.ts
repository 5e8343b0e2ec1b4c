import { describe, expect, it } from 'vitest';
import { consoleEndpoints, ProductItemSchema, QuestionItemSchema } from '@mizan/contracts/console';
import { KIND_SLUGS, KINDS } from './kinds.ts';
import { CARD, QUESTION } from './testing/fixtures.ts';

describe('the catalogue kinds', () => {
  it('name calls of the route table, at the kind’s own address', () => {
    for (const slug of KIND_SLUGS) {
      for (const name of Object.values(KINDS[slug].calls)) {
        expect(consoleEndpoints[name], name).toBeDefined();
        expect(consoleEndpoints[name].path.startsWith(`/api/console/${slug}`), name).toBe(true);
      }
    }
  });

  it('test with fixtures the contract accepts', () => {
    expect(ProductItemSchema.safeParse(CARD).error).toBeUndefined();
    expect(QuestionItemSchema.safeParse(QUESTION).error).toBeUndefined();
  });
});

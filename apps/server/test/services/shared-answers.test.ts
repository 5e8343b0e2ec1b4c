// Answers shared between applicants who answered and chose alike, and written once as JSON.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler } from '../../src/lib/serializer.ts';
import type { Catalogue } from '../../src/services/catalogue.ts';
import { sharedAnswer } from '../../src/services/shared-answers.ts';

// The memo only uses the catalogue's identity.
const snapshot = () => ({}) as Catalogue;

describe('sharedAnswer', () => {
  it('computes once per key and catalogue snapshot', () => {
    const catalogue = snapshot();
    let runs = 0;
    const compute = () => ({ total: ++runs });
    expect(sharedAnswer(catalogue, 'a', compute)).toEqual({ total: 1 });
    expect(sharedAnswer(catalogue, 'a', compute)).toEqual({ total: 1 });
    expect(sharedAnswer(catalogue, 'b', compute)).toEqual({ total: 2 });
    // A new snapshot (a re-seed) shares nothing with the old one.
    expect(sharedAnswer(snapshot(), 'a', compute)).toEqual({ total: 3 });
  });

  it('stores nothing when the computation throws', () => {
    const catalogue = snapshot();
    expect(() =>
      sharedAnswer(catalogue, 'k', () => {
        throw new Error('unknown feature');
      }),
    ).toThrow('unknown feature');
    expect(sharedAnswer(catalogue, 'k', () => 42)).toBe(42);
  });

  it('hands out answers that cannot be changed, down to nested lists', () => {
    const answer = sharedAnswer(snapshot(), 'page', () => ({ content: [{ features: [1] }] }));
    expect(() => answer.content[0]!.features.push(2)).toThrow(TypeError);
    expect(answer.content[0]!.features).toEqual([1]);
  });

  it('keeps the most recently used answers when it is full', () => {
    const catalogue = snapshot();
    sharedAnswer(catalogue, 'first', () => 'kept');
    for (let i = 0; i < 10_000; i++) {
      sharedAnswer(catalogue, `filler ${i}`, () => i);
      // 'first' is asked for again all along, so it is never the least recently used.
      if (i % 1000 === 0) sharedAnswer(catalogue, 'first', () => 'recomputed');
    }
    expect(sharedAnswer(catalogue, 'first', () => 'recomputed')).toBe('kept');
    expect(sharedAnswer(catalogue, 'filler 0', () => 'recomputed')).toBe('recomputed');
  });
});

describe('serializer', () => {
  const serialize = serializerCompiler({ schema: z.object({ n: z.number() }) });

  it('writes a frozen answer once and gives the same text after', () => {
    const frozen = Object.freeze({ n: 1 });
    const first = serialize(frozen);
    expect(first).toBe('{"n":1}');
    expect(serialize(frozen)).toBe(first);
  });

  it('writes an answer that can change every time', () => {
    const answer = { n: 1 };
    expect(serialize(answer)).toBe('{"n":1}');
    answer.n = 2;
    expect(serialize(answer)).toBe('{"n":2}');
  });
});

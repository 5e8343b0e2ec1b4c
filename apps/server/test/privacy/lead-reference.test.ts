// The references that stand for applications to roles without personal-data rights (decision
// 0031): one per id, turned back only with the key, and nothing else taken for one.
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { LEAD_REFERENCE_PATTERN } from '@mizan/contracts/console';
import { leadReferences } from '../../src/privacy/lead-reference.ts';

describe('lead references', () => {
  const references = leadReferences(randomBytes(32));

  it('give each id one reference, in the pattern, that resolves back to the id', () => {
    const ids = Array.from({ length: 1000 }, () => randomUUID());
    const made = ids.map((id) => references.of(id));
    expect(made.every((reference) => LEAD_REFERENCE_PATTERN.test(reference))).toBe(true);
    expect(new Set(made).size).toBe(ids.length);
    expect(made.map((reference) => references.resolve(reference))).toEqual(ids);
    // However the id is written.
    expect(references.of(ids[0]!.toUpperCase())).toBe(made[0]);
    // Nothing of the id shows in its reference.
    expect(made[0]).not.toContain(ids[0]!.slice(0, 8));
  });

  it('resolve only with the key that made them', () => {
    const id = randomUUID();
    const other = leadReferences(randomBytes(32));
    expect(other.of(id)).not.toBe(references.of(id));
    expect(other.resolve(references.of(id))).not.toBe(id);
  });

  it('take nothing else for a reference', () => {
    const id = randomUUID();
    for (const notOne of [
      id,
      `ref_${id}`,
      'ref_',
      `ref_${'A'.repeat(21)}`,
      `REF_${'A'.repeat(22)}`,
    ]) {
      expect(references.resolve(notOne)).toBeUndefined();
    }
    // Random 22-character references: most fail the id's shape; none resolves to this id.
    const forged = Array.from({ length: 1000 }, () =>
      references.resolve(`ref_${randomBytes(16).toString('base64url')}`),
    );
    expect(forged.filter((resolved) => resolved !== undefined).length).toBeLessThan(250);
    expect(forged).not.toContain(id);
  });
});

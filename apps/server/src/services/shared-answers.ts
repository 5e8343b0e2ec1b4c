import type { Catalogue } from './catalogue.ts';

/** Enough for every popular combination of eligibility and ranked features, bounded in memory. */
const MAX_ENTRIES = 10_000;

const memos = new WeakMap<Catalogue, Map<string, unknown>>();

/**
 * The count and filter answers depend on the catalogue, the country, the applicant's eligibility
 * and the ranked features, not on who asks: applicants who answered alike and chose alike share
 * one computed answer. The memo belongs to a catalogue snapshot, so a re-seed starts an empty
 * one and nothing outlives the data it was computed from. Least recently used entries go first.
 * A computation that throws (an unknown feature) stores nothing. Answers are deep-frozen: shared,
 * they must never change, and lib/serializer.ts then writes each one's text only once.
 */
export function sharedAnswer<T>(catalogue: Catalogue, key: string, compute: () => T): T {
  let memo = memos.get(catalogue);
  if (!memo) {
    memo = new Map();
    memos.set(catalogue, memo);
  }
  if (memo.has(key)) {
    const value = memo.get(key) as T;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    memo.delete(key);
    memo.set(key, value);
    return value;
  }
  const value = deepFreeze(compute());
  if (memo.size >= MAX_ENTRIES) memo.delete(memo.keys().next().value!);
  memo.set(key, value);
  return value;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

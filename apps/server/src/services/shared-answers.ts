import type { Catalogue } from './catalogue.ts';

/** Enough for every popular combination of eligibility and ranked features, bounded in memory. */
const MAX_ENTRIES = 10_000;

/**
 * Least recently used entries go first, approximately: answers live in a young and an old
 * generation; a hit in the old one moves the answer to the young one, and when the young one is
 * full the old one is dropped. A hit costs one lookup, where an exact LRU map moves the entry on
 * every hit (measured: the exact one cost about 2 µs a call on the count and filter calls).
 */
class Memo {
  private young = new Map<string, unknown>();
  private old = new Map<string, unknown>();

  get(key: string): unknown {
    const value = this.young.get(key);
    if (value !== undefined) return value;
    const aged = this.old.get(key);
    if (aged !== undefined) this.set(key, aged);
    return aged;
  }

  set(key: string, value: unknown): void {
    if (this.young.size >= MAX_ENTRIES / 2) {
      this.old = this.young;
      this.young = new Map();
    }
    this.young.set(key, value);
  }
}

const memos = new WeakMap<Catalogue, Memo>();

/**
 * The count and filter answers depend on the catalogue, the country, the applicant's eligibility
 * and the ranked features, not on who asks: applicants who answered alike and chose alike share
 * one computed answer. The memo belongs to a catalogue snapshot, so a re-seed starts an empty
 * one and nothing outlives the data it was computed from. A computation that throws (an unknown
 * feature) stores nothing. Answers are deep-frozen: shared, they must never change, and
 * lib/serializer.ts then writes each one's text only once.
 */
export function sharedAnswer<T>(catalogue: Catalogue, key: string, compute: () => T): T {
  let memo = memos.get(catalogue);
  if (!memo) {
    memo = new Memo();
    memos.set(catalogue, memo);
  }
  const known = memo.get(key);
  if (known !== undefined) return known as T;
  const value = deepFreeze(compute());
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

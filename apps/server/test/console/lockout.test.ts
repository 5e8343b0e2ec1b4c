// The lockout's arithmetic: 5 failures within 15 minutes lock for a minute, each further failure
// doubles it, up to an hour; 15 quiet minutes after a lock start the count over.
import { describe, expect, it } from 'vitest';
import { lockedUntil, LOCKOUT } from '../../src/services/console/lockout.ts';

const MINUTE = 60_000;

describe('lockedUntil', () => {
  it('does not lock for 4 failures, nor for 5 spread over more than 15 minutes', () => {
    expect(lockedUntil([0, 1, 2, 3])).toBe(0);
    expect(lockedUntil([0, 4, 8, 12, 16].map((m) => m * MINUTE))).toBe(0);
  });

  it('locks for a minute after the fifth failure in 15 minutes', () => {
    expect(lockedUntil([0, 1, 2, 3, 4].map((m) => m * MINUTE))).toBe(4 * MINUTE + MINUTE);
  });

  it('doubles with each further failure, up to an hour', () => {
    const failures = [0, 0, 0, 0, 0];
    let at = 0;
    const locks: number[] = [];
    for (let further = 0; further < 10; further++) {
      const until = lockedUntil(failures);
      locks.push((until - at) / MINUTE);
      at = until; // the next failure as soon as the lock ends
      failures.push(at);
    }
    expect(locks).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
    expect(LOCKOUT.longestLockMs).toBe(60 * MINUTE);
  });

  it('starts over after 15 quiet minutes following a lock', () => {
    const last = 1 * MINUTE + 15 * MINUTE + 1;
    // The lock it answers is the first one, long over at the sixth failure.
    expect(lockedUntil([0, 0, 0, 0, 0, last])).toBeLessThan(last);
  });
});

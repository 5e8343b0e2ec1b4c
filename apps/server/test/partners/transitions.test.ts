// Which bank report may follow which (decision 0026), every pair: forward only, any first, two
// final statuses, and "issued" an approval even when it comes first.
import { describe, expect, it } from 'vitest';
import { isApproval, transitionOf, type BankStatus } from '../../src/partners/transitions.ts';

const ALLOWED: [BankStatus | null, BankStatus][] = [
  [null, 'received'],
  [null, 'approved'],
  [null, 'declined'],
  [null, 'issued'],
  ['received', 'approved'],
  ['received', 'declined'],
  ['received', 'issued'],
  ['approved', 'issued'],
];
const IMPOSSIBLE: [BankStatus, BankStatus][] = [
  ['approved', 'received'],
  ['approved', 'declined'],
  ['declined', 'received'],
  ['declined', 'approved'],
  ['declined', 'issued'],
  ['issued', 'received'],
  ['issued', 'approved'],
  ['issued', 'declined'],
];

describe('bank status transitions', () => {
  it.each(ALLOWED)('%s -> %s is allowed', (from, to) => {
    expect(transitionOf(from, to)).toBe('allowed');
  });
  it.each(IMPOSSIBLE)('%s -> %s is refused', (from, to) => {
    expect(transitionOf(from, to)).toBe('impossible');
  });
  it.each(['received', 'approved', 'declined', 'issued'] as const)(
    '%s again is nothing to do',
    (status) => expect(transitionOf(status, status)).toBe('same'),
  );
  it('counts approved and issued as approvals, and nothing else', () => {
    expect(
      [null, 'received', 'approved', 'declined', 'issued'].map((s) =>
        isApproval(s as BankStatus | null),
      ),
    ).toEqual([false, false, true, false, true]);
  });
});

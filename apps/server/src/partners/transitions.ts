import type { BANK_STATUSES } from '@mizan/contracts';

// Which report may follow which (issue 24, decision 0026). A bank may skip steps (any status may
// come first) but never go back: a declined application is not approved later, an approved one
// is not "received" again. A declined application takes nothing more; neither does an issued one.

export type BankStatus = (typeof BANK_STATUSES)[number];

const NEXT: Record<BankStatus, readonly BankStatus[]> = {
  // An "issued" straight after "received" is an approval the bank did not report on its own.
  received: ['approved', 'declined', 'issued'],
  approved: ['issued'],
  declined: [],
  issued: [],
};

/** 'same': nothing to do (a report sent again); 'impossible': refused (409). */
export function transitionOf(
  from: BankStatus | null,
  to: BankStatus,
): 'same' | 'allowed' | 'impossible' {
  if (from === to) return 'same';
  if (from === null || NEXT[from].includes(to)) return 'allowed';
  return 'impossible';
}

/** Whether the status says the bank approved: "issued" does, even when it comes first. */
export const isApproval = (status: BankStatus | null) =>
  status === 'approved' || status === 'issued';

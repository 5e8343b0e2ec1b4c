import type { StoredCardFacts, StoredLoanFacts } from '@mizan/contracts';
import { STALE_AFTER_DAYS } from '@mizan/contracts/console';

const DAY_MS = 86_400_000;

/**
 * The day the least recently checked of a product's facts was checked (ISO dates sort as text);
 * null when one never was.
 */
export function oldestCheckedOn(facts: StoredCardFacts | StoredLoanFacts): string | null {
  const days = Object.values(facts).map((fact) => fact.source.checkedOn);
  if (days.includes(null)) return null;
  return (days as string[]).sort()[0] ?? null;
}

/** Checked more than STALE_AFTER_DAYS ago, or never: the team re-checks these first. */
export function isStale(oldest: string | null, now = new Date()): boolean {
  if (oldest === null) return true;
  return Date.parse(oldest) < now.getTime() - STALE_AFTER_DAYS * DAY_MS;
}

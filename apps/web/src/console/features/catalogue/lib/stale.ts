import { STALE_AFTER_DAYS } from '@mizan/contracts/console';

const DAY = 24 * 60 * 60 * 1000;

/** Days since a `YYYY-MM-DD` day (UTC), or undefined for none. */
export function daysSince(day: string | null | undefined, now = Date.now()): number | undefined {
  if (!day) return undefined;
  const time = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(time) ? undefined : Math.floor((now - time) / DAY);
}

/** A fact never checked, or checked longer ago than the contract's STALE_AFTER_DAYS. */
export function isStale(day: string | null | undefined, now = Date.now()): boolean {
  const days = daysSince(day, now);
  return days === undefined || days > STALE_AFTER_DAYS;
}

/** Today, `YYYY-MM-DD` (UTC, as the console writes every moment). */
export const today = (now = Date.now()) => new Date(now).toISOString().slice(0, 10);

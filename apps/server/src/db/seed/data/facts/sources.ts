import type { FactSource } from '@mizan/contracts';

// Helpers for the facts files beside this one. Every fact names the page it was read from and
// the day it was checked; `notPublished` records a page that was checked and gave no figure.

/** The day the facts in these files were last checked against their sources. */
export const CHECKED_ON = '2026-11-24';

export const source = (url: string, checkedOn = CHECKED_ON): FactSource => ({ url, checkedOn });

export const published = <T>(value: T, url: string, checkedOn = CHECKED_ON) => ({
  value,
  source: source(url, checkedOn),
});

export const notPublished = (url: string, checkedOn = CHECKED_ON) => ({
  value: null,
  source: source(url, checkedOn),
});

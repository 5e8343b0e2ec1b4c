import { useSyncExternalStore } from 'react';
import { useHydrated } from './use-hydrated.tsx';
import { COUNTRIES, currencyFor, type Country } from '@mizan/contracts';
import { LOCAL_STORAGE_KEYS } from '../config/ui.ts';

/** Both keys appear in the spec (section 3) and nothing says they are one; we keep them equal. */
const STORAGE_KEYS = [LOCAL_STORAGE_KEYS.selectedCountry, LOCAL_STORAGE_KEYS.countryCode];

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

function readStored(): Country | undefined {
  try {
    for (const key of STORAGE_KEYS) {
      const value = localStorage.getItem(key);
      if (isCountry(value)) return value;
    }
  } catch {
    // Storage can be disabled (private modes, strict settings): the site still works without it.
  }
  return undefined;
}

function writeStored(country: Country | undefined) {
  try {
    for (const key of STORAGE_KEYS) {
      if (country) localStorage.setItem(key, country);
      else localStorage.removeItem(key);
    }
  } catch {
    // See readStored.
  }
}

let current: Country | undefined;
const listeners = new Set<() => void>();

function apply(country: Country | undefined) {
  current = country;
  for (const listener of listeners) listener();
}

/** Reads the stored choice again; runs once on load (and in tests, between cases). */
export function loadStoredCountry() {
  apply(readStored());
}

loadStoredCountry();

export interface SetCountryOptions {
  /**
   * false for a country we only guessed (IP lookup): it is used for this visit, but only the
   * visitor's own choice is remembered, so a later visit from elsewhere is detected afresh.
   */
  persist?: boolean;
}

/** The one way to change the country: storage and every subscriber follow. */
export function setSelectedCountry(
  country: Country | undefined,
  { persist = true }: SetCountryOptions = {},
) {
  if (persist) writeStored(country);
  if (country !== current) apply(country);
}

export function getSelectedCountry(): Country | undefined {
  return current;
}

function onStorage(event: StorageEvent) {
  if (event.key === null || (STORAGE_KEYS as string[]).includes(event.key)) {
    const stored = readStored();
    if (stored !== undefined && stored !== current) apply(stored);
  }
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * 'ae' | 'sa', or undefined while the country is not known yet. A page prerendered at build time
 * knows none, so hydrating it starts from none too (the stored choice follows once the page is
 * live: useHydrated).
 */
export function useSelectedCountry(): Country | undefined {
  const country = useSyncExternalStore(subscribe, getSelectedCountry, getSelectedCountry);
  return useHydrated() ? country : undefined;
}

/** AED, or SAR for Saudi Arabia (SPEC section 4). */
export function useCurrency(): string {
  return currencyFor(useSelectedCountry());
}

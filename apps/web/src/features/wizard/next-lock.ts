import { useSyncExternalStore } from 'react';
import { NEXT_LOCK_MS } from '../../config/ui.ts';

// SPEC section 4: "Next is locked for 3 seconds after each click". One lock for the whole
// wizard, outside the steps: a click that moves to the next step must also lock the Next of
// the step it lands on, or a double tap would answer that step too.

let locked = false;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(value: boolean) {
  locked = value;
  for (const listener of listeners) listener();
}

/** Locks Next for NEXT_LOCK_MS from now; false (and nothing changes) if it was locked already. */
export function lockNext(): boolean {
  if (locked) return false;
  set(true);
  timer = setTimeout(() => set(false), NEXT_LOCK_MS);
  return true;
}

/** Tests start unlocked. */
export function resetNextLock() {
  clearTimeout(timer);
  set(false);
}

const isNextLocked = () => locked;

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNextLocked(): boolean {
  return useSyncExternalStore(subscribe, isNextLocked, isNextLocked);
}

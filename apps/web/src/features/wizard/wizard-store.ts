import { useSyncExternalStore } from 'react';
import { resetNextLock } from './next-lock.ts';
import {
  INITIAL_STATE,
  wizardReducer,
  type WizardEvent,
  type WizardState,
} from './wizard-machine.ts';

// One wizard per tab, outside React: it lives on while the visitor opens Help & Support or the
// terms and comes back. Nothing is written to storage (it holds the visitor's contact details).

let state: WizardState = INITIAL_STATE;
const listeners = new Set<() => void>();

export function dispatch(event: WizardEvent) {
  const next = wizardReducer(state, event);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function getWizardState(): WizardState {
  return state;
}

/** Tests start from a fresh wizard, Next unlocked. */
export function resetWizard(initial: WizardState = INITIAL_STATE) {
  resetNextLock();
  state = initial;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useWizard(): WizardState {
  return useSyncExternalStore(subscribe, getWizardState, getWizardState);
}

/** The header's "back to home" after a change of country: the wizard starts again. */
export function restartWizard() {
  dispatch({ type: 'restart' });
}

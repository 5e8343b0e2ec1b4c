import type { Country } from '@mizan/contracts';
import { act, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { NEXT_LOCK_MS } from '../config/ui.ts';
import { setSelectedCountry } from '../lib/selected-country.ts';

/**
 * Each test starts with the country chosen, `reset` run (the wizard put at the step under
 * test, say) and fake timers that still advance by themselves (Next's 3 s lock, the count's
 * debounce and the redirect delay can then be stepped over on purpose).
 */
export function setupTimedTests(reset: () => void, { country = 'ae' }: { country?: Country } = {}) {
  // A shared, busy machine: more time than the defaults for find* queries and for each test.
  vi.setConfig({ testTimeout: 15_000 });
  beforeAll(() => configure({ asyncUtilTimeout: 4000 }));
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setSelectedCountry(country);
    reset();
  });
  afterEach(() => {
    toast.dismiss();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** Steps over Next's lock, as a visitor who waits 3 seconds. */
export function unlockNext() {
  act(() => void vi.advanceTimersByTime(NEXT_LOCK_MS));
}

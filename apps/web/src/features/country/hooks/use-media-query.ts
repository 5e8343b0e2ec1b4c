import { useCallback, useSyncExternalStore } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.tsx';

function mediaQueryList(query: string): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(query)
    : undefined;
}

/** Whether a CSS media query matches now; follows the window as it resizes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => mediaQueryList(query)?.matches ?? false;
  const matches = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  // A prerendered page was drawn for no screen: it matches nothing until it is live.
  return useHydrated() && matches;
}

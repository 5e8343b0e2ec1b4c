import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * An overlay (a dialog, a sheet) whose code is fetched the first time it opens, not with the page
 * that may open it: most visitors never open it (issue 15, the first view's JavaScript budget).
 * Once opened it stays mounted, so that it can animate closed and open again at once. `preload`
 * fetches the code ahead, on a sign of intent (a pointer over its button, a focus).
 */
export function lazyOverlay<Props extends { open: boolean }>(
  load: () => Promise<ComponentType<Props>>,
) {
  const Overlay = lazy(() => load().then((component) => ({ default: component })));

  function LazyOverlay(props: Props) {
    const [opened, setOpened] = useState(props.open);
    // Adjusting state while rendering (React's pattern for state derived from a prop change).
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    );
  }

  return Object.assign(LazyOverlay, { preload: () => void load().catch(() => undefined) });
}

/** For a button that opens an overlay: a pointer over it, or a focus on it, fetches its code. */
export const preloadOnIntent = (overlay: { preload: () => void }) => ({
  onPointerEnter: overlay.preload,
  onFocus: overlay.preload,
});

import { createElement, lazy, useState, type ComponentType } from 'react';

export type LazyComponent = ComponentType & {
  /** Fetches the component's code (once); resolves when it can render without waiting. */
  preload: () => Promise<void>;
};

/**
 * React.lazy that can be fetched ahead: a page's code is loaded before the app hydrates the page
 * (so the prerendered HTML is hydrated at once, and prerendering draws the page, not a
 * fallback) and before the navigation to it (so the page being left stays on screen until the
 * next one can draw). Rendered before that, it suspends as React.lazy does.
 */
export function lazyComponent(load: () => Promise<{ Component: ComponentType }>): LazyComponent {
  let loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.Component;
      },
      (error: unknown) => {
        // Forgotten, so that the next visit tries again.
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Preloadable() {
    // Chosen once per mount: switching from Lazy to the loaded component would mount it again.
    const [component] = useState(() => loaded ?? Lazy);
    return createElement(component);
  }
  return Object.assign(Preloadable, { preload });
}

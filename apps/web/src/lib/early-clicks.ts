declare global {
  interface Window {
    /** Set by public/first-paint.js: clicks the buttons tapped before the app was live. */
    mizanReplayEarlyClicks?: () => void;
  }
}

/**
 * User Timing marks of a prerendered page's start, as DevTools' performance panel and
 * Lighthouse's user timings show them: React starts hydrating the HTML (main.tsx), then the page
 * is live. e2e/tests/first-visit.spec.ts times its taps by the first and tells a page that never
 * went live by the second.
 */
export const START_MARKS = { hydrating: 'mizan:hydrating', live: 'mizan:live' } as const;

/**
 * Once the app is live (hydrated, or rendered in the browser), the buttons a visitor tapped on
 * the prerendered page before it was are clicked again, in order, so that no tap is lost.
 */
export function replayEarlyClicks() {
  performance.mark(START_MARKS.live);
  window.mizanReplayEarlyClicks?.();
}

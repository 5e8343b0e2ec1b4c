declare global {
  interface Window {
    /** Set by public/first-paint.js: clicks the buttons tapped before the app was live. */
    mizanReplayEarlyClicks?: () => void;
  }
}

/**
 * Once the app is live (hydrated, or rendered in the browser), the buttons a visitor tapped on
 * the prerendered page before it was are clicked again, in order, so that no tap is lost.
 */
export function replayEarlyClicks() {
  window.mizanReplayEarlyClicks?.();
}

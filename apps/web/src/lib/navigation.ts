import type { AroundNavHandler } from 'wouter';
import { useLocalizedNavigate } from './language.ts';

/** Marks the history entries the app itself made. */
const IN_APP = 'mizanInApp';

/** The state of an in-app navigation: whatever the page passes, marked as the app's own. */
export const inAppState = (state: unknown) => ({
  ...(state as object | undefined),
  [IN_APP]: true,
});

/** Every navigation of the app's router (app/app-router.tsx) makes an entry marked as its own. */
export const navigateInApp: AroundNavHandler = (navigate, to, options) =>
  navigate(to, { ...options, state: inAppState(options?.state) });

/**
 * Whether the visitor came to this entry from another page of the site (it survives a reload,
 * as history state does): then the browser's Back stays in the site.
 */
function cameFromThisSite() {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && IN_APP in state;
}

/**
 * A page's own Back: to the page the visitor came from, as the browser's Back would; home when
 * the visitor arrived on this page from outside (a link, a bookmark).
 */
export function useLeavePage() {
  const navigate = useLocalizedNavigate();
  return () => (cameFromThisSite() ? window.history.back() : navigate('/'));
}

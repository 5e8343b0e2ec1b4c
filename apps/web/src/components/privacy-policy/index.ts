import { lazyOverlay } from '../ui/lazy-overlay.tsx';

/** The privacy policy sheet, its code (and the sheet library's) fetched when it first opens. */
export const PrivacyPolicySheet = lazyOverlay(() =>
  import('./privacy-policy-sheet.tsx').then((module) => module.PrivacyPolicySheet),
);

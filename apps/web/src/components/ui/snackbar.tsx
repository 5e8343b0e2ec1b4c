import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { SNACKBAR_AUTO_HIDE_MS } from '../../config/ui.ts';

// The toast library is fetched with the first snackbar, not with the page: most visits show
// none (issue 15, the first view's JavaScript budget). Until then <Snackbar /> renders nothing.
const loadSonner = () => import('sonner');
const Toaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

let requested = false;
const listeners = new Set<() => void>();
let markMounted!: () => void;
/** Resolves once a Toaster is mounted (and subscribed): a toast sent before would be lost. */
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The library, once a Toaster is on the page to show what is sent to it. */
function toaster() {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return mounted.then(loadSonner);
}

/**
 * SPEC section 2: a title and a message, hidden after 6 seconds, at the top corner where reading
 * starts: top right in English, top left in Arabic (docs/decisions/0013). The direction comes from
 * lib/i18n.ts, which follows the page's language: the snackbar sits beside the router, not inside it.
 */
export function Snackbar() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedSnackbar />
    </Suspense>
  );
}

function LoadedSnackbar() {
  const { t, i18n } = useTranslation();
  const dir = i18n.dir();
  // After the Toaster's own effects: it has subscribed to the toasts.
  useEffect(() => markMounted(), []);
  return (
    <Toaster
      position={dir === 'rtl' ? 'top-left' : 'top-right'}
      dir={dir}
      duration={SNACKBAR_AUTO_HIDE_MS}
      closeButton
      containerAriaLabel={t('shared.snackbar.label')}
      toastOptions={{
        closeButtonAriaLabel: t('shared.snackbar.close'),
        classNames: { title: 'font-semibold', description: 'text-ink-700' },
      }}
    />
  );
}

export function showError(title: string, message: string) {
  void toaster().then(({ toast }) => toast.error(title, { description: message }));
}

export function showWarning(title: string, message: string) {
  void toaster().then(({ toast }) => toast.warning(title, { description: message }));
}

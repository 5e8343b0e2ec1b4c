import { Toaster, toast } from 'sonner';
import { SNACKBAR_AUTO_HIDE_MS } from '../../config/ui.ts';

/** SPEC section 2: top right, a title and a message, hidden after 6 seconds. */
export function Snackbar() {
  return (
    <Toaster
      position="top-right"
      duration={SNACKBAR_AUTO_HIDE_MS}
      closeButton
      toastOptions={{ classNames: { title: 'font-semibold', description: 'text-ink-700' } }}
    />
  );
}

export function showError(title: string, message: string) {
  toast.error(title, { description: message });
}

export function showSuccess(title: string, message?: string) {
  toast.success(title, message === undefined ? undefined : { description: message });
}

export function showWarning(title: string, message: string) {
  toast.warning(title, { description: message });
}

import { useTranslation } from 'react-i18next';
import { Toaster, toast } from 'sonner';
import { SNACKBAR_AUTO_HIDE_MS } from '../../config/ui.ts';

/**
 * SPEC section 2: a title and a message, hidden after 6 seconds, at the top corner where reading
 * starts: top right in English, top left in Arabic (docs/decisions/0013). The direction comes from
 * i18next, which follows the page's language: the snackbar sits beside the router, not inside it.
 */
export function Snackbar() {
  const { t, i18n } = useTranslation();
  const dir = i18n.dir();
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
  toast.error(title, { description: message });
}

export function showSuccess(title: string, message?: string) {
  toast.success(title, message === undefined ? undefined : { description: message });
}

export function showWarning(title: string, message: string) {
  toast.warning(title, { description: message });
}

import { useTranslation } from '../../lib/i18n.ts';
import { useLocalizedNavigate } from '../../lib/language.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface OopsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Defaults to a full page reload; tests and callers with a softer recovery pass their own. */
  onRefresh?: () => void;
}

/** The generic error dialog of SPEC section 2: refresh, or ask a human. */
export function OopsDialog({ open, onOpenChange, onRefresh }: OopsDialogProps) {
  const { t } = useTranslation();
  const navigate = useLocalizedNavigate();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shared.oops.title')}
      description={t('shared.oops.body')}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              onOpenChange(false);
              void navigate('/help-and-support');
            }}
          >
            {t('shared.oops.contactSupport')}
          </Button>
          <Button onClick={() => (onRefresh ? onRefresh() : window.location.reload())}>
            {t('shared.oops.refresh')}
          </Button>
        </>
      }
    />
  );
}

import { useTranslation } from '../../lib/i18n.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface NoEligibleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after Ok closes the dialog (the wizard usually goes back home). */
  onOk?: () => void;
}

/** Shown when screening finds no product for the visitor (SPEC section 4). */
export function NoEligibleDialog({ open, onOpenChange, onOk }: NoEligibleDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('shared.noEligible.title')}
      description={t('shared.noEligible.body')}
      actions={
        <Button
          className="min-w-24"
          onClick={() => {
            onOpenChange(false);
            onOk?.();
          }}
        >
          {t('shared.noEligible.ok')}
        </Button>
      }
    />
  );
}

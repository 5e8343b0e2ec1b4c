import { useTranslation } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { dispatch } from '../wizard-store.ts';
import { StepAlert } from './step-alert.tsx';

/** SPEC section 5: a step that needs an application id and has none. */
export function MissingApplication() {
  const { t } = useTranslation();
  return (
    <StepAlert
      className=""
      message={t('wizard.missingApplication')}
      action={
        <Button onClick={() => dispatch({ type: 'restart' })}>{t('wizard.startAgain')}</Button>
      }
    />
  );
}

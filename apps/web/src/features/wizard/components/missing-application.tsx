import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { dispatch } from '../wizard-store.ts';

/** SPEC section 5: a step that needs an application id and has none. */
export function MissingApplication() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-card border border-danger-600/30 bg-danger-50 p-5">
      <p className="text-ink-900">{t('wizard.missingApplication')}</p>
      <Button className="mt-4" onClick={() => dispatch({ type: 'restart' })}>
        {t('wizard.startAgain')}
      </Button>
    </div>
  );
}

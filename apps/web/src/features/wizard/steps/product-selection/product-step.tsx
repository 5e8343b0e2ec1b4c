import { type ProductType } from '@mizan/contracts';
import { BONUS_AMOUNT_AED } from '../../../../config/ui.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../../components/ui/snackbar.tsx';
import { WizardNav } from '../../../../components/ui/wizard-nav.tsx';
import { createApplication } from '../../api/create-application.ts';
import { questionsQuery } from '../../api/get-questions.ts';
import { showApiError } from '../../api/show-api-error.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { PromotionBanner } from './promotion-banner.tsx';
import { ProductTile } from './product-tile.tsx';

const PRODUCTS: ProductType[] = ['Card', 'Loan'];

/** Step 1 (UAE only): a credit card or an instant cash loan (SPEC sections 2 and 4). */
export function ProductStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wizard = useWizard();
  const [choice, setChoice] = useState<ProductType | undefined>(wizard.productType);
  const [saving, setSaving] = useState(false);

  async function next() {
    if (!choice) {
      showError(t('wizard.product.requiredTitle'), t('wizard.product.requiredMessage'));
      return;
    }
    const { customerId, personal, country } = wizard;
    if (!customerId || !personal) return dispatch({ type: 'restart' });
    // Coming back and keeping the same product keeps the same application.
    let applicationId = choice === wizard.productType ? wizard.applicationId : undefined;
    setSaving(true);
    try {
      applicationId ??= (
        await createApplication({
          customerId,
          promoCode: personal.promoCode,
          applicationType: choice,
        })
      ).applicationId;
    } catch (error) {
      showApiError(error, t('wizard.product.saveFailed'));
      return;
    } finally {
      setSaving(false);
    }
    void queryClient.prefetchQuery(questionsQuery(country, choice));
    dispatch({ type: 'productChosen', productType: choice, applicationId });
  }

  return (
    <>
      <StepHeading title={t('wizard.product.title')} lead={t('wizard.product.lead')} />
      <fieldset className="mt-6">
        <legend className="sr-only">{t('wizard.product.legend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {PRODUCTS.map((product) => (
            <ProductTile
              key={product}
              product={product}
              selected={choice === product}
              onSelect={() => setChoice(product)}
              question={t(`wizard.product.${product}.question`)}
              name={t(`wizard.product.${product}.name`)}
              bonus={t('wizard.product.bonus', { amount: BONUS_AMOUNT_AED })}
            />
          ))}
        </div>
      </fieldset>
      <PromotionBanner />
      <WizardNav
        onBack={() => dispatch({ type: 'back' })}
        onNext={() => void next()}
        nextDisabled={saving}
      />
    </>
  );
}

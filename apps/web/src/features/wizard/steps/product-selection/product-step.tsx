import type { ProductType } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { showError } from '../../../../components/ui/snackbar.tsx';
import { BONUS_AMOUNT_AED } from '../../../../config/ui.ts';
import { useFormat } from '../../../../lib/format.ts';
import { useChooseProduct } from '../../api/choose-product.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { PromotionBanner } from './promotion-banner.tsx';
import { ProductTile } from './product-tile.tsx';

const PRODUCTS: ProductType[] = ['Card', 'Loan'];

/** Step 1 (UAE only): a credit card or an instant cash loan (SPEC sections 2 and 4). */
export function ProductStep() {
  const { t } = useTranslation();
  const format = useFormat();
  const wizard = useWizard();
  const [choice, setChoice] = useState<ProductType | undefined>(wizard.productType);
  const chooseProduct = useChooseProduct();

  function next() {
    if (!choice) {
      showError(t('wizard.product.requiredTitle'), t('wizard.product.requiredMessage'));
      return;
    }
    chooseProduct.mutate(choice);
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
              bonus={t('wizard.product.bonus', { amount: format.money(BONUS_AMOUNT_AED, 'ae') })}
            />
          ))}
        </div>
      </fieldset>
      <PromotionBanner />
      <WizardNav
        onBack={() => dispatch({ type: 'back' })}
        onNext={next}
        nextDisabled={chooseProduct.isPending}
      />
    </>
  );
}

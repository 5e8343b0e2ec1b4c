import type { ProductType } from '@mizan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import type { WizardEvent } from '../wizard-machine.ts';
import { dispatch, useWizard } from '../wizard-store.ts';
import { createApplication } from './create-application.ts';
import { questionsQuery } from './get-questions.ts';
import { showApiError } from './show-api-error.ts';

/**
 * Step 1's call: the application for the chosen product. Coming back and keeping the same
 * product keeps the same application (no call).
 */
export function useChooseProduct() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wizard = useWizard();
  const language = useLanguage();
  return useMutation({
    mutationFn: async (choice: ProductType): Promise<WizardEvent> => {
      const { customerId, personal, country } = wizard;
      if (!customerId || !personal) return { type: 'restart' };
      const applicationId =
        (choice === wizard.productType ? wizard.applicationId : undefined) ??
        (
          await createApplication(
            { country, language },
            { customerId, promoCode: personal.promoCode, applicationType: choice },
          )
        ).applicationId;
      void queryClient.prefetchQuery(questionsQuery(country, language, choice));
      return { type: 'productChosen', productType: choice, applicationId };
    },
    onSuccess: dispatch,
    onError: (error) => showApiError(error, t('wizard.product.saveFailed')),
  });
}

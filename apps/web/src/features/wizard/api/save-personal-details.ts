import { customerProfileRequest, type Country, type PersonalDetails } from '@mizan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { isUae, type WizardEvent } from '../wizard-machine.ts';
import { dispatch, useWizard } from '../wizard-store.ts';
import { createApplication } from './create-application.ts';
import { createCustomerProfile } from './create-customer-profile.ts';
import { questionsQuery } from './get-questions.ts';
import { showApiError } from './show-api-error.ts';

export interface PersonalDetailsSave {
  details: PersonalDetails;
  /** The country the visitor applies from (the one selected in the header). */
  country: Country;
}

const sameDetails = (a: PersonalDetails | undefined, b: PersonalDetails) =>
  a !== undefined && (Object.keys(b) as (keyof PersonalDetails)[]).every((k) => a[k] === b[k]);

/**
 * Step 0's calls (SPEC section 4): the customer (a second one only if the details changed) and,
 * outside the UAE, the Card application too. On success the wizard moves on; a failure is shown
 * in the snackbar (the form puts the field errors under its fields).
 */
export function useSavePersonalDetails() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wizard = useWizard();
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({ details, country }: PersonalDetailsSave): Promise<WizardEvent> => {
      const context = { country, language };
      const known =
        wizard.customerId !== undefined &&
        wizard.country === country &&
        sameDetails(wizard.personal, details);
      let customerId = wizard.customerId;
      let promoCode = details.promoCode;
      if (!known || customerId === undefined) {
        const created = await createCustomerProfile(context, customerProfileRequest(details));
        customerId = created.customerId;
        promoCode = created.promoCode;
      }
      const saved = {
        type: 'personalDetailsSaved',
        personal: details,
        customerId,
        country,
      } as const;
      if (isUae(country)) return saved;
      // Outside the UAE the product is a card: the application is created now.
      const applicationId =
        (known ? wizard.applicationId : undefined) ??
        (await createApplication(context, { customerId, promoCode, applicationType: 'Card' }))
          .applicationId;
      void queryClient.prefetchQuery(questionsQuery(country, language, 'Card'));
      return { ...saved, applicationId };
    },
    onSuccess: dispatch,
    onError: (error) => showApiError(error, t('wizard.personal.errors.saveTitle')),
  });
}

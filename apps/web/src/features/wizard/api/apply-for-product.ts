import { useMutation } from '@tanstack/react-query';
import type { ContactPreference } from '@mizan/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { showError } from '../../../components/ui/snackbar.tsx';
import { REDIRECT_DELAY_MS } from '../../../config/ui.ts';
import { useLanguage, useLocalizedNavigate } from '../../../lib/language.ts';
import { useWizard } from '../wizard-store.ts';
import { DEFAULT_CONTACT } from '../components/contact-choice.tsx';
import { submitApplication, type Submission } from './submit-application.ts';

export interface ChosenProduct {
  productId: number;
  productName: string;
  organizationName: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Step 4's Apply (SPEC section 4): submit the application, then with a partner link close the
 * dialog, show the redirect overlay, and after 2 s open the partner's site in a new tab and go
 * to /congratulations. The overlay goes away in every case.
 */
export function useApplyForProduct(closeDialog: () => void) {
  const { t } = useTranslation();
  const navigate = useLocalizedNavigate();
  const language = useLanguage();
  const { applicationId, customerId, productType = 'Card', country } = useWizard();
  // The partner the overlay announces while the 2 s run: part of the journey, not a request.
  const [partnerUrl, setPartnerUrl] = useState<string | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: async ({ product, ...submission }: Submission & { product: ChosenProduct }) => {
      const context = { country, language };
      const application = await submitApplication(context, submission);
      // The submission queues the confirmation email on the server (SPEC section 7's own email
      // call only logs there now), so there is no second call to make.
      const routingUrl = application.product?.routingUrl;
      closeDialog();
      if (routingUrl) {
        setPartnerUrl(routingUrl);
        await wait(REDIRECT_DELAY_MS);
        window.open(routingUrl, '_blank', 'noopener,noreferrer');
      }
      // Without a partner link (none in our catalogue) the application is still submitted.
      await navigate('/congratulations', {
        state: { product: { ...product, applicationType: productType, routingUrl } },
      });
    },
    onError: (error) => {
      // The spec logs this only; a visitor who pressed Apply must learn it did not go through.
      console.error('Submitting the application failed', error);
      showError(t('wizard.apply.failedTitle'), t('wizard.apply.failedMessage'));
    },
    onSettled: () => setPartnerUrl(undefined),
  });

  function apply(product: ChosenProduct | undefined, contact: ContactPreference = DEFAULT_CONTACT) {
    if (!product) {
      showError(t('wizard.cards.selectionTitle'), t('wizard.cards.selectionMessage'));
      return;
    }
    if (!applicationId || !customerId) return;
    mutation.mutate({
      product,
      applicationId,
      customerId,
      productId: product.productId,
      applicationType: productType,
      contact,
    });
  }

  return { apply, submitting: mutation.isPending, redirecting: partnerUrl !== undefined };
}

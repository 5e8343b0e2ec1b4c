import {
  MIN_CARD_CREDIT_SCORE,
  ScreeningsBulkRequestSchema,
  type Question,
} from '@mizan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { NoEligibleDialog } from '../../../../components/ui/no-eligible-dialog.tsx';
import { showError } from '../../../../components/ui/snackbar.tsx';
import { WizardNav } from '../../../../components/ui/wizard-nav.tsx';
import { getCreditScore } from '../../api/get-credit-score.ts';
import { loanOffersKey, getLoanOffers } from '../../api/get-loan-offers.ts';
import { productFeaturesQuery } from '../../api/get-product-features.ts';
import { useQuestions } from '../../api/get-questions.ts';
import { saveProductRecommendations } from '../../api/save-product-recommendations.ts';
import { saveScreenings } from '../../api/save-screenings.ts';
import { requestFailure } from '../../api/show-api-error.ts';
import { MissingApplication } from '../../components/missing-application.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { StepAlert } from '../../components/step-alert.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { QuestionCard, QuestionSkeleton } from './question-card.tsx';

const FORM_ID = 'eligibility-form';

/** Radio values are strings: questionId -> optionId. */
type AnswerValues = { answers: Record<string, string> };

/** Step 2, 'A few questions to get you started' (SPEC sections 2, 4 and 8). */
export function EligibilityStep() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const wizard = useWizard();
  const { applicationId, productType = 'Card', country } = wizard;
  const questions = useQuestions(country, productType);
  const [notEligible, setNotEligible] = useState(false);
  const [checked, setChecked] = useState(false);
  const { register, handleSubmit, watch, formState } = useForm<AnswerValues>({
    defaultValues: {
      answers: Object.fromEntries(
        Object.entries(wizard.answers).map(([question, option]) => [question, String(option)]),
      ),
    },
  });
  const answers = watch('answers');

  if (!applicationId) return <MissingApplication />;

  const chosenOption = (question: Question) => {
    const value = answers[String(question.questionId)];
    return question.options.find((option) => String(option.optionId) === value);
  };

  async function submit(list: Question[]) {
    setChecked(true);
    if (list.some((question) => !chosenOption(question))) {
      showError(t('wizard.eligibility.requiredTitle'), t('wizard.eligibility.requiredMessage'));
      return;
    }
    // A hard-stop answer ends here: nothing is saved (SPEC section 4).
    if (list.some((question) => chosenOption(question)!.hardStop)) {
      setNotEligible(true);
      return;
    }
    try {
      // Checked here too: a body the schema refuses is a failed save, not a silent Next.
      const body = ScreeningsBulkRequestSchema.parse(
        list.map((question) => ({
          questionId: question.questionId,
          applicationId,
          response: chosenOption(question)!.optionId,
          screeningId: wizard.screeningIds[question.questionId] ?? null,
        })),
      );
      const saved = await saveScreenings(body);
      dispatch({
        type: 'answersSaved',
        answers: Object.fromEntries(saved.map((s) => [s.questionId, s.response])),
        screeningIds: Object.fromEntries(saved.map((s) => [s.questionId, s.screeningId])),
      });
      if (productType === 'Card') {
        const score = await getCreditScore(applicationId!);
        if (score < MIN_CARD_CREDIT_SCORE) return setNotEligible(true);
        void queryClient.prefetchQuery(productFeaturesQuery(country));
        dispatch({ type: 'eligible' });
        return;
      }
    } catch {
      showError(t('wizard.eligibility.failedTitle'), t('wizard.eligibility.failedMessage'));
      return;
    }
    await offerLoans();
  }

  async function offerLoans() {
    try {
      const offers = await queryClient.fetchQuery({
        queryKey: loanOffersKey(applicationId),
        queryFn: () => getLoanOffers(applicationId!),
        staleTime: 0,
      });
      if (offers.length === 0) return setNotEligible(true);
      // Which offers were shown is recorded; a failure there must not stop the visitor.
      saveProductRecommendations(
        applicationId!,
        offers.map((offer) => offer.productId),
      ).catch((error: unknown) => console.error('Saving the loan offers shown failed', error));
      dispatch({ type: 'eligible' });
    } catch (error) {
      showError(t('wizard.eligibility.offersFailedTitle'), requestFailure(error));
    }
  }

  const list = questions.data;
  return (
    <>
      <StepHeading title={t('wizard.eligibility.title')} lead={t('wizard.eligibility.lead')} />
      {questions.isPending && (
        <div className="mt-6 space-y-4" aria-busy="true">
          <p role="status" className="text-ink-700">
            {t('wizard.eligibility.loading')}
          </p>
          {[0, 1, 2].map((index) => (
            <QuestionSkeleton key={index} />
          ))}
        </div>
      )}
      {questions.isError && (
        <StepAlert
          message={t('wizard.eligibility.questionsFailed')}
          action={
            <Button variant="secondary" onClick={() => void questions.refetch()}>
              {t('wizard.tryAgain')}
            </Button>
          }
        />
      )}
      {list && (
        <form
          id={FORM_ID}
          noValidate
          onSubmit={(event) => void handleSubmit(() => submit(list))(event)}
          aria-busy={formState.isSubmitting}
          className="mt-6 space-y-4"
        >
          {list.map((question, index) => (
            <QuestionCard
              key={question.questionId}
              number={index + 1}
              question={question}
              unanswered={checked && !chosenOption(question)}
              register={register(`answers.${question.questionId}`)}
            />
          ))}
        </form>
      )}
      <WizardNav
        onBack={() => dispatch({ type: 'back' })}
        nextType="submit"
        form={FORM_ID}
        nextDisabled={!list || formState.isSubmitting}
      />
      <NoEligibleDialog
        open={notEligible}
        onOpenChange={setNotEligible}
        onOk={() => dispatch({ type: 'restart' })}
      />
    </>
  );
}

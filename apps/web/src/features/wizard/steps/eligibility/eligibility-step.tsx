import type { Question } from '@mizan/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { NoEligibleDialog } from '../../../../components/ui/no-eligible-dialog.tsx';
import { showError } from '../../../../components/ui/snackbar.tsx';
import { useQuestions } from '../../api/get-questions.ts';
import { useSubmitAnswers } from '../../api/submit-answers.ts';
import { MissingApplication } from '../../components/missing-application.tsx';
import { StepAlert } from '../../components/step-alert.tsx';
import { StepHeading } from '../../components/step-heading.tsx';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { QuestionCard, QuestionSkeleton } from './question-card.tsx';

const FORM_ID = 'eligibility-form';

/** Radio values are strings: questionId -> optionId. */
type AnswerValues = { answers: Record<string, string> };

/** Step 2, 'A few questions to get you started' (SPEC sections 2, 4 and 8). */
export function EligibilityStep() {
  const { t } = useTranslation();
  const wizard = useWizard();
  const { applicationId, productType = 'Card', country } = wizard;
  const questions = useQuestions(country, productType);
  const [notEligible, setNotEligible] = useState(false);
  const [checked, setChecked] = useState(false);
  const submitAnswers = useSubmitAnswers({ onNotEligible: () => setNotEligible(true) });
  const { register, handleSubmit, watch } = useForm<AnswerValues>({
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

  const submit = (list: Question[]) => {
    setChecked(true);
    const chosen = list.map((question) => ({ question, option: chosenOption(question) }));
    if (chosen.some(({ option }) => !option)) {
      showError(t('wizard.eligibility.requiredTitle'), t('wizard.eligibility.requiredMessage'));
      return;
    }
    // A hard-stop answer ends here: nothing is saved (SPEC section 4).
    if (chosen.some(({ option }) => option!.hardStop)) {
      setNotEligible(true);
      return;
    }
    submitAnswers.mutate({
      applicationId,
      answers: chosen.map(({ question, option }) => ({
        questionId: question.questionId,
        optionId: option!.optionId,
      })),
    });
  };

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
          aria-busy={submitAnswers.isPending}
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
        nextDisabled={!list || submitAnswers.isPending}
      />
      <NoEligibleDialog
        open={notEligible}
        onOpenChange={setNotEligible}
        onOk={() => dispatch({ type: 'restart' })}
      />
    </>
  );
}

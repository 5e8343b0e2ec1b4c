import type { Question } from '@mizan/contracts';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.ts';
import { useFormat } from '../../../../lib/format.ts';

export interface QuestionCardProps {
  number: number;
  question: Question;
  /** Shown after a Next with this question left open. */
  unanswered: boolean;
  register: UseFormRegisterReturn;
}

/** One screening question: a group of radio options, each a full-width tap target. */
export function QuestionCard({ number, question, unanswered, register }: QuestionCardProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  return (
    <fieldset
      aria-describedby={unanswered ? `${id}-error` : undefined}
      className={`rounded-card border bg-white p-5 ${unanswered ? 'border-danger-600' : 'border-ink-100'}`}
    >
      <legend className="float-start mb-3 w-full font-semibold text-ink-900">
        <span className="me-2 text-brand-700">{format.number(number)}.</span>
        {/* Isolated (<bdi>): an English text standing in for a missing Arabic one keeps its order. */}
        <bdi>{question.question}</bdi>
      </legend>
      <div className="clear-both grid gap-2 sm:grid-cols-2">
        {question.options.map((option) => (
          <label
            key={option.optionId}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-ink-100 px-4 py-2.5 text-ink-900 transition-colors hover:border-brand-200 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              value={String(option.optionId)}
              className="size-5 shrink-0 accent-brand-700 focus:outline-none"
              {...register}
            />
            <bdi>{option.optionText}</bdi>
          </label>
        ))}
      </div>
      {unanswered && (
        <p id={`${id}-error`} className="mt-2 text-sm text-danger-600">
          {t('wizard.eligibility.chooseOne')}
        </p>
      )}
    </fieldset>
  );
}

/** Holds a question's place while the questions load (no jump when they arrive). */
export function QuestionSkeleton() {
  return (
    <div aria-hidden="true" className="rounded-card border border-ink-100 bg-white p-5">
      <div className="h-5 w-2/3 animate-pulse rounded bg-ink-100" />
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="h-12 animate-pulse rounded-xl bg-ink-100" />
        ))}
      </div>
    </div>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { DATA_REQUEST_KINDS, DataRequestSchema, type DataRequestKind } from '@mizan/contracts';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { EmailInput } from '../../components/ui/text-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrorText } from '../../lib/field-error-text.ts';
import { loadValidationTexts, useTranslation } from '../../lib/i18n.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { useReadOnlyUntilHydrated } from '../../lib/use-hydrated.tsx';
import { useCreateDataRequest, type DataRequestBody } from './api/data-requests.ts';

interface YourDataValues {
  email: string;
  kind: DataRequestKind;
}
const EMPTY: YourDataValues = { email: '', kind: 'export' };
const SERVER_FIELDS = { email: 'email', kind: 'kind' } as const satisfies Record<
  string,
  keyof YourDataValues
>;

const schemaResolver = zodResolver(DataRequestSchema) as unknown as Resolver<
  YourDataValues,
  unknown,
  DataRequestBody
>;
/** The schema's rules, and the words of their messages (fetched on the first check). */
const resolver: Resolver<YourDataValues, unknown, DataRequestBody> = async (...args) =>
  (await Promise.all([schemaResolver(...args), loadValidationTexts()]))[0];

/**
 * The support page's "Your data" (issue 25): a visitor asks for a copy or the erasure of their
 * data. The answer is the same whatever the address (we never say whether we know it), shown in
 * a status region that reads it out; a failure is an alert.
 */
export function YourDataForm() {
  const { t } = useTranslation();
  const notLiveYet = useReadOnlyUntilHydrated();
  const mutation = useCreateDataRequest();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<YourDataValues, unknown, DataRequestBody>({ resolver, defaultValues: EMPTY });

  const onSubmit = handleSubmit((body) => {
    setFailure(undefined);
    setSent(false);
    mutation.mutate(body, {
      onSuccess: () => {
        reset(EMPTY);
        setSent(true);
      },
      onError: (error) => setFailure(describeFailure(error)),
    });
  });

  function describeFailure(error: unknown): string {
    if (!(error instanceof ApiError)) return t('yourData.errors.server');
    if (error.status === undefined) return t('yourData.errors.network');
    if (error.status === 429) return t('yourData.errors.rateLimited');
    if (setServerFieldErrors(error, setError, { fields: SERVER_FIELDS })) {
      return t('yourData.errors.checkFields');
    }
    return t('yourData.errors.server');
  }

  const sending = mutation.isPending;
  return (
    <section
      id="your-data"
      aria-labelledby="your-data-title"
      className="rounded-card border border-ink-100 bg-white p-5 shadow-sm sm:p-8"
    >
      <h2 id="your-data-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
        {t('yourData.title')}
      </h2>
      <p className="mt-2 max-w-prose text-ink-700">{t('yourData.lead')}</p>
      <ul className="mt-3 max-w-prose list-disc space-y-1 ps-5 text-sm text-ink-700">
        <li>{t('yourData.steps.link')}</li>
        <li>{t('yourData.steps.due')}</li>
        <li>{t('yourData.steps.erase')}</li>
      </ul>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={sending}
        className="mt-5 space-y-1"
      >
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('yourData.fields.kind')}</legend>
          <div className="flex flex-wrap gap-2">
            {DATA_REQUEST_KINDS.map((kind) => (
              <label
                key={kind}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-300 px-4 text-sm font-medium text-ink-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  value={kind}
                  className="size-4 accent-brand-700"
                  {...register('kind')}
                  // A radio ignores readonly: disabled until the page is live.
                  disabled={notLiveYet}
                />
                {t(`yourData.fields.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="pt-3 sm:max-w-md">
          <Field label={t('yourData.fields.email')} error={fieldErrorText(errors.email, t)}>
            {(control) => (
              <EmailInput
                placeholder={t('yourData.fields.emailPlaceholder')}
                {...control}
                {...register('email')}
              />
            )}
          </Field>
        </div>

        <div role="status" aria-live="polite">
          {sent && (
            <div className="rounded-xl border border-brand-700/30 bg-brand-50 p-4 text-sm">
              <p className="font-semibold text-ink-900">{t('yourData.sent.title')}</p>
              <p className="mt-0.5 text-ink-700">{t('yourData.sent.body')}</p>
            </div>
          )}
        </div>
        {failure && (
          <div
            role="alert"
            className="rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm"
          >
            <p className="font-semibold text-ink-900">{t('yourData.errors.title')}</p>
            <p className="mt-0.5 text-ink-700">{failure}</p>
          </div>
        )}
        <div className="pt-4">
          <Button type="submit" disabled={sending} className="sm:min-w-36">
            {sending ? t('yourData.sending') : t('yourData.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}

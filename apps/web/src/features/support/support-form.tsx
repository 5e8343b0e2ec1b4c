import { zodResolver } from '@hookform/resolvers/zod';
import { SupportFormSchema } from '@mizan/contracts';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { loadValidationTexts, useTranslation } from '../../lib/i18n.ts';
import { Link } from 'wouter';
import { PrivacyPolicySheet } from '../../components/privacy-policy/index.ts';
import { Button } from '../../components/ui/button.tsx';
import { lazyOverlay, preloadOnIntent } from '../../components/ui/lazy-overlay.tsx';
import { useReadOnlyUntilHydrated } from '../../lib/use-hydrated.tsx';
import { Field, inputClass } from '../../components/ui/form-field.tsx';
import { EmailInput, NameInput } from '../../components/ui/text-input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrorText } from '../../lib/field-error-text.ts';
import { useLocalizedNavigate, useLocalizedPath } from '../../lib/language.ts';
import { setServerFieldErrors } from '../../lib/server-field-errors.ts';
import { useCreateSupportRequest, type SupportRequestBody } from './api/create-support-request.ts';

/** The checkbox starts unticked, which the schema (rightly) never accepts as valid input. */
interface SupportFormValues {
  fullName: string;
  email: string;
  message: string;
  agreeToTerms: boolean;
}
/** The server names the fields as the form does. */
const SERVER_FIELDS = {
  fullName: 'fullName',
  email: 'email',
  message: 'message',
  agreeToTerms: 'agreeToTerms',
} as const satisfies Record<string, keyof SupportFormValues>;

const EMPTY: SupportFormValues = { fullName: '', email: '', message: '', agreeToTerms: false };

const schemaResolver = zodResolver(SupportFormSchema) as unknown as Resolver<
  SupportFormValues,
  unknown,
  SupportRequestBody
>;
/** The schema's rules, and the words of their messages (fetched on the first check). */
const resolver: Resolver<SupportFormValues, unknown, SupportRequestBody> = async (...args) =>
  (await Promise.all([schemaResolver(...args), loadValidationTexts()]))[0];

/** The thank-you dialog, fetched while the message is being sent. */
const ThanksDialog = lazyOverlay(() =>
  import('../../components/ui/dialog.tsx').then((module) => module.Dialog),
);

export function SupportForm() {
  const notLiveYet = useReadOnlyUntilHydrated();
  const { t } = useTranslation();
  const navigate = useLocalizedNavigate();
  const localized = useLocalizedPath();
  const [privacyOpen, setPrivacyOpen] = useState(false);
  const [thanksOpen, setThanksOpen] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const mutation = useCreateSupportRequest();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SupportFormValues, unknown, SupportRequestBody>({
    resolver,
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((body) => {
    ThanksDialog.preload(); // While the message is sent.
    setFailure(undefined);
    mutation.mutate(body, {
      onSuccess: () => {
        reset(EMPTY);
        setThanksOpen(true);
      },
      onError: (error) => setFailure(describeFailure(error)),
    });
  });

  function describeFailure(error: unknown): string {
    if (!(error instanceof ApiError)) return t('support.errors.server');
    if (error.status === undefined) return t('support.errors.network');
    if (error.status === 429) return t('support.errors.rateLimited');
    const mapped = setServerFieldErrors(error, setError, { fields: SERVER_FIELDS });
    if (mapped) return t('support.errors.checkFields');
    return t('support.errors.server');
  }

  const sending = mutation.isPending;

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-busy={sending}
        className="space-y-1"
      >
        <div className="grid gap-x-5 sm:grid-cols-2">
          <Field label={t('support.fields.fullName')} error={fieldErrorText(errors.fullName, t)}>
            {(control) => (
              <NameInput
                placeholder={t('support.fields.fullNamePlaceholder')}
                {...control}
                {...register('fullName')}
              />
            )}
          </Field>
          <Field label={t('support.fields.email')} error={fieldErrorText(errors.email, t)}>
            {(control) => (
              <EmailInput
                placeholder={t('support.fields.emailPlaceholder')}
                {...control}
                {...register('email')}
              />
            )}
          </Field>
        </div>
        <Field label={t('support.fields.message')} error={fieldErrorText(errors.message, t)}>
          {(control) => (
            <textarea
              rows={6}
              placeholder={t('support.fields.messagePlaceholder')}
              className={`${inputClass} min-h-36 resize-y border-ink-300`}
              {...control}
              {...register('message')}
              readOnly={notLiveYet}
            />
          )}
        </Field>
        <Field
          layout="checkbox"
          error={fieldErrorText(errors.agreeToTerms, t)}
          label={
            <>
              {t('support.terms.before')}
              <button
                type="button"
                {...preloadOnIntent(PrivacyPolicySheet)}
                className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                onClick={(event) => {
                  event.preventDefault();
                  setPrivacyOpen(true);
                }}
              >
                {t('support.terms.privacy')}
              </button>
              {t('support.terms.and')}
              <Link
                to={localized('/terms-of-service')}
                className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('support.terms.terms')}
              </Link>
              {t('support.terms.after')}
            </>
          }
        >
          {(control) => (
            // The 20 px box sits in a 44 px hit area: the label is clickable too.
            <span className="-m-3 flex size-11 shrink-0 items-center justify-center">
              <input
                type="checkbox"
                className="size-5 cursor-pointer rounded accent-brand-700 aria-invalid:outline-2 aria-invalid:outline-offset-1 aria-invalid:outline-danger-600"
                {...control}
                {...register('agreeToTerms')}
                // A checkbox ignores readonly: disabled for that moment instead.
                disabled={notLiveYet}
              />
            </span>
          )}
        </Field>

        {failure && (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-danger-600/30 bg-danger-50 p-4 text-sm"
          >
            <svg
              viewBox="0 0 20 20"
              className="mt-0.5 size-5 shrink-0 text-danger-600"
              aria-hidden="true"
            >
              <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
              <path
                d="M10 6v5M10 13.5v.5"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
              />
            </svg>
            <div>
              <p className="font-semibold text-ink-900">{t('support.errors.title')}</p>
              <p className="mt-0.5 text-ink-700">{failure}</p>
            </div>
          </div>
        )}

        <div className="flex flex-col-reverse gap-3 pt-5 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={() => void navigate('/')}>
            {t('support.backHome')}
          </Button>
          <Button type="submit" disabled={sending} className="sm:min-w-36">
            {sending ? t('support.sending') : t('support.submit')}
          </Button>
        </div>
      </form>

      <PrivacyPolicySheet
        open={privacyOpen}
        onOpenChange={setPrivacyOpen}
        onAgree={() => setPrivacyOpen(false)}
      />
      <ThanksDialog
        open={thanksOpen}
        onOpenChange={setThanksOpen}
        title={t('support.thanks.title')}
        description={t('support.thanks.body')}
        closeLabel={t('support.thanks.closeLabel')}
        actions={<Button onClick={() => setThanksOpen(false)}>{t('support.thanks.close')}</Button>}
      />
    </>
  );
}

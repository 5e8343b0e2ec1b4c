import { zodResolver } from '@hookform/resolvers/zod';
import { SupportFormSchema } from '@mizan/contracts';
import { useId, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PrivacyPolicySheet } from '../../components/privacy-policy/privacy-policy-sheet.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import {
  cleanedAsTyped,
  FieldMessage,
  inputClass,
  keepNameCharacters,
} from '../../components/ui/form-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCreateSupportRequest, type SupportRequestBody } from './api/create-support-request.ts';

/** The checkbox starts unticked, which the schema (rightly) never accepts as valid input. */
interface SupportFormValues {
  fullName: string;
  email: string;
  message: string;
  agreeToTerms: boolean;
}
type FieldName = keyof SupportFormValues;
const FIELDS: readonly FieldName[] = ['fullName', 'email', 'message', 'agreeToTerms'];

const EMPTY: SupportFormValues = { fullName: '', email: '', message: '', agreeToTerms: false };

const resolver = zodResolver(SupportFormSchema) as unknown as Resolver<
  SupportFormValues,
  unknown,
  SupportRequestBody
>;

export function SupportForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
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

  const ids = {
    fullName: `${id}-full-name`,
    email: `${id}-email`,
    message: `${id}-message`,
    agreeToTerms: `${id}-terms`,
  };
  const errorId = (field: FieldName) => `${ids[field]}-error`;
  const describe = (field: FieldName) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errorId(field),
  });

  const onSubmit = handleSubmit(async (body) => {
    setFailure(undefined);
    try {
      await mutation.mutateAsync(body);
      reset(EMPTY);
      setThanksOpen(true);
    } catch (error) {
      setFailure(describeFailure(error));
    }
  });

  function describeFailure(error: unknown): string {
    if (!(error instanceof ApiError)) return t('support.errors.server');
    if (error.status === undefined) return t('support.errors.network');
    if (error.status === 429) return t('support.errors.rateLimited');
    const fieldErrors = error.problem?.errors ?? [];
    let mapped = false;
    for (const fieldError of fieldErrors) {
      const field = fieldError.field.replace(/^body\./, '') as FieldName;
      if (!FIELDS.includes(field)) continue;
      setError(field, { type: 'server', message: fieldError.message }, { shouldFocus: !mapped });
      mapped = true;
    }
    if (mapped) return t('support.errors.checkFields');
    return t('support.errors.server');
  }

  const nameField = register('fullName');
  const sending = mutation.isPending;

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-busy={sending} className="space-y-1">
        <div className="grid gap-x-5 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.fullName} className="mb-1.5 block text-sm font-medium">
              {t('support.fields.fullName')}
            </label>
            <input
              id={ids.fullName}
              type="text"
              autoComplete="name"
              placeholder={t('support.fields.fullNamePlaceholder')}
              className={`${inputClass} border-ink-300`}
              {...describe('fullName')}
              {...cleanedAsTyped(nameField, keepNameCharacters)}
            />
            <FieldMessage id={errorId('fullName')}>{errors.fullName?.message}</FieldMessage>
          </div>
          <div>
            <label htmlFor={ids.email} className="mb-1.5 block text-sm font-medium">
              {t('support.fields.email')}
            </label>
            <input
              id={ids.email}
              type="email"
              inputMode="email"
              autoComplete="email"
              spellCheck={false}
              placeholder={t('support.fields.emailPlaceholder')}
              className={`${inputClass} border-ink-300`}
              {...describe('email')}
              {...register('email')}
            />
            <FieldMessage id={errorId('email')}>{errors.email?.message}</FieldMessage>
          </div>
        </div>
        <div>
          <label htmlFor={ids.message} className="mb-1.5 block text-sm font-medium">
            {t('support.fields.message')}
          </label>
          <textarea
            id={ids.message}
            rows={6}
            placeholder={t('support.fields.messagePlaceholder')}
            className={`${inputClass} min-h-36 resize-y border-ink-300`}
            {...describe('message')}
            {...register('message')}
          />
          <FieldMessage id={errorId('message')}>{errors.message?.message}</FieldMessage>
        </div>
        <div>
          <div className="flex items-start gap-3">
            {/* The 20 px box sits in a 44 px hit area: the label is clickable too. */}
            <span className="-m-3 flex size-11 shrink-0 items-center justify-center">
              <input
                id={ids.agreeToTerms}
                type="checkbox"
                className="size-5 cursor-pointer rounded accent-brand-700 aria-invalid:outline-2 aria-invalid:outline-offset-1 aria-invalid:outline-danger-600"
                {...describe('agreeToTerms')}
                {...register('agreeToTerms')}
              />
            </span>
            <label htmlFor={ids.agreeToTerms} className="ms-1 text-sm leading-5 text-ink-700">
              {t('support.terms.before')}
              <button
                type="button"
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
                to="/terms-of-service"
                className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('support.terms.terms')}
              </Link>
              {t('support.terms.after')}
            </label>
          </div>
          <FieldMessage id={errorId('agreeToTerms')}>{errors.agreeToTerms?.message}</FieldMessage>
        </div>

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
      <Dialog
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

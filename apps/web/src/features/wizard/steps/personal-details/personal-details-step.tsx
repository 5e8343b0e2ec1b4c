import {
  customerProfileRequest,
  DEFAULT_PROMO_CODE,
  DIAL_CODES,
  type DialCode,
  type PersonalDetails,
  type PersonalDetailsForm,
} from '@mizan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  cleanedAsTyped,
  FieldMessage,
  inputClass,
  keepNameCharacters,
} from '../../../../components/ui/form-field.tsx';
import { WizardNav } from '../../../../components/ui/wizard-nav.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { setSelectedCountry, useSelectedCountry } from '../../../../lib/selected-country.ts';
import { createApplication } from '../../api/create-application.ts';
import { createCustomerProfile } from '../../api/create-customer-profile.ts';
import { questionsQuery } from '../../api/get-questions.ts';
import { showApiError } from '../../api/show-api-error.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { dispatch, useWizard } from '../../wizard-store.ts';
import { CashbackIllustration } from './cashback-illustration.tsx';
import { nationalDigits, PhoneField } from './phone-field.tsx';

type FieldName = keyof PersonalDetailsForm;
const FORM_ID = 'personal-details-form';

// The rules (the schema library, the numbering plans) load beside the form, not before it: the
// form can be filled in while they arrive, and Next waits for them only if they have not.
const loadRules = () => import('./personal-details-resolver.ts');
const resolver: Resolver<PersonalDetailsForm, unknown, PersonalDetails> = async (...args) =>
  (await loadRules()).personalDetailsResolver(...args);

/** Where the server's field names land in the form. */
const SERVER_FIELDS: Record<string, FieldName> = {
  name: 'fullName',
  email: 'email',
  mobileNumber: 'phone',
  promoCode: 'promoCode',
};

const sameDetails = (a: PersonalDetails | undefined, b: PersonalDetails) =>
  a !== undefined && (Object.keys(b) as (keyof PersonalDetails)[]).every((k) => a[k] === b[k]);

/** Step 0, 'Let's get to know you' (SPEC sections 2, 4 and 5). */
export function PersonalDetailsStep() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const wizard = useWizard();
  const country = useSelectedCountry();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PersonalDetailsForm, unknown, PersonalDetails>({
    resolver,
    defaultValues: wizard.personal
      ? // An empty code was sent as the default one; the field shows what the visitor typed.
        {
          ...wizard.personal,
          promoCode:
            wizard.personal.promoCode === DEFAULT_PROMO_CODE ? '' : wizard.personal.promoCode,
        }
      : {
          fullName: '',
          email: '',
          phone: '',
          dialCode: DIAL_CODES[country ?? 'ae'],
          promoCode: '',
        },
  });
  const dialCode = watch('dialCode');

  useEffect(() => {
    loadRules()
      .then((rules) => rules.preloadMobileRules())
      .catch(() => undefined); // Loaded again on submit.
  }, []);
  // The dial code follows the country chosen in the header (and the other way round, below).
  useEffect(() => {
    if (country) setValue('dialCode', DIAL_CODES[country]);
  }, [country, setValue]);

  const fieldId = (field: FieldName) => `${id}-${field}`;
  const errorId = (field: FieldName) => `${fieldId(field)}-error`;
  const describe = (field: FieldName) => ({
    id: fieldId(field),
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errorId(field),
  });

  function showFieldErrors(error: unknown) {
    if (!(error instanceof ApiError)) return;
    let first = true;
    for (const fieldError of error.problem?.errors ?? []) {
      const field = SERVER_FIELDS[fieldError.field.replace(/^body\./, '')];
      if (!field) continue;
      const message =
        field === 'promoCode' ? t('wizard.personal.errors.promoCodeUnknown') : fieldError.message;
      setError(field, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
  }

  const onSubmit = handleSubmit(async (details) => {
    const applyingFrom = country ?? 'ae';
    const known =
      wizard.customerId !== undefined &&
      wizard.country === applyingFrom &&
      sameDetails(wizard.personal, details);
    let customerId = wizard.customerId;
    let promoCode = details.promoCode;
    if (!known || customerId === undefined) {
      try {
        const created = await createCustomerProfile(customerProfileRequest(details));
        customerId = created.customerId;
        promoCode = created.promoCode;
      } catch (error) {
        showApiError(error, t('wizard.personal.errors.saveTitle'));
        showFieldErrors(error);
        return;
      }
    }
    if (applyingFrom === 'ae') {
      dispatch({
        type: 'personalDetailsSaved',
        personal: details,
        customerId,
        country: applyingFrom,
      });
      return;
    }
    // Outside the UAE the product is a card: the application is created now (SPEC section 4).
    let applicationId = known ? wizard.applicationId : undefined;
    try {
      applicationId ??= (
        await createApplication({ customerId, promoCode, applicationType: 'Card' })
      ).applicationId;
    } catch (error) {
      showApiError(error, t('wizard.personal.errors.saveTitle'));
      return;
    }
    void queryClient.prefetchQuery(questionsQuery(applyingFrom, 'Card'));
    dispatch({
      type: 'personalDetailsSaved',
      personal: details,
      customerId,
      country: applyingFrom,
      applicationId,
    });
  });

  const nameField = register('fullName');
  const phoneField = register('phone');

  return (
    <>
      <div className="grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-center">
        <div className="hidden md:block">
          <CashbackIllustration className="mx-auto h-auto w-full max-w-xs" />
          <p className="mt-4 text-center text-sm text-ink-700">{t('wizard.personal.bonus')}</p>
        </div>
        <div>
          <StepHeading title={t('wizard.personal.title')} lead={t('wizard.personal.lead')} />
          {/* The illustration's small form, where the two columns do not fit. */}
          <p className="mt-4 flex items-center gap-3 rounded-xl bg-brand-50 p-3 text-sm text-ink-900 md:hidden">
            <CashbackIllustration className="h-12 w-16 shrink-0" />
            {t('wizard.personal.bonus')}
          </p>
          <form
            id={FORM_ID}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            aria-busy={isSubmitting}
            className="mt-6 grid gap-y-1 max-[426px]:mt-4"
          >
            <div>
              <label htmlFor={fieldId('fullName')} className="mb-1.5 block text-sm font-medium">
                {t('wizard.personal.fullName')}
              </label>
              <input
                type="text"
                autoComplete="name"
                className={`${inputClass} border-ink-300`}
                {...describe('fullName')}
                {...cleanedAsTyped(nameField, keepNameCharacters)}
              />
              <FieldMessage id={errorId('fullName')}>{errors.fullName?.message}</FieldMessage>
            </div>
            <div>
              <label htmlFor={fieldId('email')} className="mb-1.5 block text-sm font-medium">
                {t('wizard.personal.email')}
              </label>
              <input
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
                className={`${inputClass} border-ink-300`}
                {...describe('email')}
                {...register('email')}
              />
              <FieldMessage id={errorId('email')}>{errors.email?.message}</FieldMessage>
            </div>
            <div>
              <label htmlFor={fieldId('phone')} className="mb-1.5 block text-sm font-medium">
                {t('wizard.personal.phone')}
              </label>
              <PhoneField
                dialCode={dialCode}
                loading={country === undefined}
                onDialCodeChange={(next: DialCode, nextCountry) => {
                  setValue('dialCode', next);
                  setSelectedCountry(nextCountry);
                }}
                {...describe('phone')}
                {...cleanedAsTyped(phoneField, (value) => nationalDigits(value, dialCode))}
              />
              <FieldMessage id={errorId('phone')}>{errors.phone?.message}</FieldMessage>
            </div>
            <div>
              <label htmlFor={fieldId('promoCode')} className="mb-1.5 block text-sm font-medium">
                {t('wizard.personal.promoCode')}{' '}
                <span className="font-normal text-ink-500">{t('wizard.personal.optional')}</span>
              </label>
              <input
                type="text"
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className={`${inputClass} border-ink-300`}
                {...describe('promoCode')}
                {...register('promoCode')}
              />
              <FieldMessage id={errorId('promoCode')}>{errors.promoCode?.message}</FieldMessage>
            </div>
            <p className="text-sm text-ink-500">{t('wizard.personal.privacy')}</p>
          </form>
        </div>
      </div>
      <WizardNav hideBack nextType="submit" form={FORM_ID} nextDisabled={isSubmitting} />
    </>
  );
}

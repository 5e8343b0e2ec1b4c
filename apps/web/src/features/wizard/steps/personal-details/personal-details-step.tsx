import {
  DEFAULT_PROMO_CODE,
  DIAL_CODES,
  PERSONAL_DETAILS_FIELDS,
  toWesternDigits,
  type DialCode,
  type PersonalDetails,
  type PersonalDetailsForm,
} from '@mizan/contracts';
import { useEffect } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { loadValidationTexts, useTranslation, type TranslationKey } from '../../../../lib/i18n.ts';
import { cleanedAsTyped, Field } from '../../../../components/ui/form-field.tsx';
import { EmailInput, NameInput, TextInput } from '../../../../components/ui/text-input.tsx';
import { BONUS_AMOUNT_AED } from '../../../../config/ui.ts';
import { useFormat } from '../../../../lib/format.ts';
import { setSelectedCountry, useSelectedCountry } from '../../../../lib/selected-country.ts';
import { fieldErrorText } from '../../../../lib/field-error-text.ts';
import { SERVER_FIELD_ERROR, setServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { useSavePersonalDetails } from '../../api/save-personal-details.ts';
import { StepHeading } from '../../components/step-heading.tsx';
import { WizardNav } from '../../components/wizard-nav.tsx';
import { useWizard } from '../../wizard-store.ts';
import { CashbackIllustration } from './cashback-illustration.tsx';
import { mobilePlanError } from './mobile-number.ts';
import { nationalDigits, PhoneField } from './phone-field.tsx';

const FORM_ID = 'personal-details-form';

// The rules (the schema library, the numbering plans) load beside the form, not before it: the
// form can be filled in while they arrive, and Next waits for them only if they have not.
// The words of their messages (the validation texts of the page's language) come with them.
const loadRules = () =>
  Promise.all([import('./personal-details-resolver.ts'), loadValidationTexts()]).then(
    ([rules]) => rules,
  );
/**
 * The rules (the schemas, the phone plans) are fetched once the visitor starts on the form, not
 * with the page: a first view behind the cookie notice never needs them (issue 15).
 */
const preloadRules = () => void loadRules().catch(() => undefined); // Loaded again on submit.
const resolver: Resolver<PersonalDetailsForm, unknown, PersonalDetails> = async (...args) =>
  (await loadRules()).personalDetailsResolver(...args);

/**
 * The step's own errors by their type, worded where they are shown so that they follow a change
 * of language: a number outside its country's plan (one per country, the text names it).
 */
const OWN_ERRORS = new Map<string, TranslationKey>([
  [mobilePlanError(DIAL_CODES.ae), 'wizard.personal.errors.mobileAe'],
  [mobilePlanError(DIAL_CODES.sa), 'wizard.personal.errors.mobileSa'],
]);

/** Step 0, 'Let's get to know you' (SPEC sections 2, 4 and 5). */
export function PersonalDetailsStep() {
  const { t } = useTranslation();
  const format = useFormat();
  const wizard = useWizard();
  const country = useSelectedCountry();
  const save = useSavePersonalDetails();
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
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

  // The dial code follows the country chosen in the header (and the other way round, below).
  useEffect(() => {
    if (country) setValue('dialCode', DIAL_CODES[country]);
  }, [country, setValue]);

  const onSubmit = handleSubmit((details) =>
    save.mutate(
      { details, country: country ?? 'ae' },
      {
        onError: (error) =>
          setServerFieldErrors(error, setError, { fields: PERSONAL_DETAILS_FIELDS }),
      },
    ),
  );

  const phoneField = register('phone');
  /** What the field's error says: the step's own text, or the rules' and the server's words. */
  const message = (field: keyof PersonalDetailsForm) => {
    const error = errors[field];
    if (!error) return undefined;
    const own = OWN_ERRORS.get(error.type);
    if (own) return t(own);
    // Any refusal of the code, in the page's language, whatever the server's words.
    if (field === 'promoCode' && error.type === SERVER_FIELD_ERROR) {
      return t('wizard.personal.errors.promoCodeUnknown');
    }
    return fieldErrorText(error, t);
  };
  const bonus = t('wizard.personal.bonus', { amount: format.money(BONUS_AMOUNT_AED, 'ae') });

  return (
    <>
      <div className="grid gap-8 md:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] md:items-center">
        <div className="hidden md:block">
          <CashbackIllustration className="mx-auto h-auto w-full max-w-xs" />
          <p className="mt-4 text-center text-sm text-ink-700">{bonus}</p>
        </div>
        <div>
          <StepHeading title={t('wizard.personal.title')} lead={t('wizard.personal.lead')} />
          {/* The illustration's small form, where the two columns do not fit. */}
          <p className="mt-4 flex items-center gap-3 rounded-xl bg-brand-50 p-3 text-sm text-ink-900 md:hidden">
            <CashbackIllustration className="h-12 w-16 shrink-0" />
            {bonus}
          </p>
          <form
            id={FORM_ID}
            noValidate
            onSubmit={(event) => void onSubmit(event)}
            onFocus={preloadRules}
            aria-busy={save.isPending}
            className="mt-6 grid gap-y-1 max-[426px]:mt-4"
          >
            <Field label={t('wizard.personal.fullName')} error={message('fullName')}>
              {(control) => <NameInput {...control} {...register('fullName')} />}
            </Field>
            <Field label={t('wizard.personal.email')} error={message('email')}>
              {(control) => <EmailInput {...control} {...register('email')} />}
            </Field>
            <Field label={t('wizard.personal.phone')} error={message('phone')}>
              {(control) => (
                <PhoneField
                  dialCode={dialCode}
                  loading={country === undefined}
                  onDialCodeChange={(next: DialCode, nextCountry) => {
                    setValue('dialCode', next);
                    setSelectedCountry(nextCountry);
                  }}
                  {...control}
                  {...cleanedAsTyped(phoneField, (value) => nationalDigits(value, dialCode))}
                />
              )}
            </Field>
            <Field
              label={
                <>
                  {t('wizard.personal.promoCode')}{' '}
                  <span className="font-normal text-ink-500">{t('wizard.personal.optional')}</span>
                </>
              }
              error={message('promoCode')}
            >
              {(control) => (
                // Codes like 12-3-merchant: left to right, and Arabic keyboard digits as 0-9.
                <TextInput
                  ltr
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  {...control}
                  {...cleanedAsTyped(register('promoCode'), toWesternDigits)}
                />
              )}
            </Field>
            <p className="text-sm text-ink-500">{t('wizard.personal.privacy')}</p>
          </form>
        </div>
      </div>
      <WizardNav hideBack nextType="submit" form={FORM_ID} nextDisabled={save.isPending} />
    </>
  );
}

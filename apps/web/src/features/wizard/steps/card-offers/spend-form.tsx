import {
  MAX_MONTHLY_SPEND,
  numberLocale,
  SPEND_CATEGORIES,
  type Spend,
  type Language,
  type SpendCategory,
} from '@mizan/contracts';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../../components/ui/form-field.tsx';
import { useFormat } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/language.ts';
import { cardMoney } from './card-money.ts';
import { spendFormValues, spendResolver, type SpendFormValues } from './spend-form-values.ts';

/** The currency as the page writes it beside an amount: "AED", "د.إ.". */
function currencySymbol(language: Language, currency: string) {
  return (
    new Intl.NumberFormat(numberLocale(language), { style: 'currency', currency })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

export interface SpendFormProps {
  /** The currency of the visitor's country: the amounts are in it. */
  currency: string;
  /** The spend applied now (the form starts from it). */
  spend: Spend;
  /** Called with a valid spend when the visitor asks for the value, and with {} on Clear. */
  onApply: (spend: Spend) => void;
}

/**
 * "What do you spend in a typical month?": the amounts the value estimate needs. Applied with its
 * button, not as typed, so that the list is asked for once per change of mind, not per keystroke.
 */
export function SpendForm({ currency, spend, onApply }: SpendFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const language = useLanguage();
  const form = useForm<SpendFormValues, unknown, Spend>({
    resolver: spendResolver,
    defaultValues: spendFormValues(spend),
  });
  const symbol = currencySymbol(language, currency);

  /** The schema's rule, said for the field it concerns. */
  function message(category: SpendCategory, error: FieldError | undefined) {
    if (!error) return undefined;
    const name = t(`wizard.cards.spend.categories.${category}`);
    if (error.type === 'too_small')
      return t('wizard.cards.spend.errors.negative', { category: name });
    if (error.type === 'too_big') {
      return t('wizard.cards.spend.errors.tooLarge', {
        category: name,
        max: cardMoney(format, MAX_MONTHLY_SPEND, currency),
      });
    }
    return t('wizard.cards.spend.errors.notNumber', { category: name });
  }

  function clear() {
    form.reset(spendFormValues({}));
    onApply({});
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onApply)}>
      {/* The group's name is read out on entering its first field: what and in which currency. */}
      <fieldset>
        <legend className="text-sm text-ink-700">
          {t('wizard.cards.spend.lead', { currency: symbol })}
        </legend>
        <div className="mt-4 grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
          {SPEND_CATEGORIES.map((category) => (
            <Field
              key={category}
              label={t(`wizard.cards.spend.categories.${category}`)}
              error={message(category, form.formState.errors[category])}
            >
              {(control) => (
                <div className="relative">
                  <input
                    {...control}
                    {...form.register(category)}
                    inputMode="decimal"
                    autoComplete="off"
                    placeholder="0"
                    className={`${inputClass} pe-14`}
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-ink-500"
                  >
                    {symbol}
                  </span>
                </div>
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <div className="mt-2 flex flex-wrap gap-3">
        <Button type="submit">{t('wizard.cards.spend.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('wizard.cards.spend.clear')}
        </Button>
      </div>
    </form>
  );
}

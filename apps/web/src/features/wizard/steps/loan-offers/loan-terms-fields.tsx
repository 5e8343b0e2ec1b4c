import { useTranslation } from '../../../../lib/i18n.ts';
import { Field } from '../../../../components/ui/form-field.tsx';
import { TextInput } from '../../../../components/ui/text-input.tsx';
import type { LoanFormat } from './loan-format.ts';
import { parseTypedNumber, type LoanTerms, type Range } from './use-loan-terms.ts';

const sliderClass = 'mt-3 block h-6 w-full cursor-pointer accent-brand-700';

/** Where a slider stands for what the field says: the nearest end when it says too much or little. */
function sliderValue(text: string, { min, max }: Range): number {
  const typed = parseTypedNumber(text);
  return Number.isFinite(typed) ? Math.min(max, Math.max(min, typed)) : min;
}

/**
 * The amount and the tenure of one offer: a number field each (typed, pasted, or an Arabic
 * keyboard's digits) and a slider bound to it (arrow keys, Page Up/Down, Home/End, or a drag).
 * What the page refuses, and what the server refused, shows under the field and is read out.
 */
export function LoanTermsFields({ terms, format }: { terms: LoanTerms; format: LoanFormat }) {
  const { t } = useTranslation();
  const { amountRange, tenureRange, outOfRange, refused } = terms;
  const amountError = outOfRange.amount
    ? t('wizard.loans.amountOutOfRange', {
        min: format.money(outOfRange.amount.min),
        max: format.money(outOfRange.amount.max),
      })
    : refused.amount;
  const tenureError = outOfRange.tenure
    ? t('wizard.loans.tenureOutOfRange', { ...outOfRange.tenure })
    : refused.tenure;

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="mb-3 font-semibold text-ink-900">{t('wizard.loans.yourTerms')}</legend>
      <NumberWithSlider
        label={t('wizard.loans.amount')}
        error={amountError}
        hint={
          terms.amountMaxAtTenure
            ? t('wizard.loans.amountHint', {
                min: format.money(amountRange.min),
                max: format.money(amountRange.max),
              })
            : t('wizard.loans.amountHintAnyTenure', { min: format.money(amountRange.min) })
        }
        text={terms.amountText}
        onText={terms.setAmountText}
        onSlide={terms.setAmount}
        range={amountRange}
        step={1000}
        valueText={format.money}
      />
      <NumberWithSlider
        label={t('wizard.loans.tenureLabel')}
        error={tenureError}
        hint={t('wizard.loans.tenureHint', { ...tenureRange })}
        text={terms.tenureText}
        onText={terms.setTenureText}
        onSlide={terms.setTenure}
        range={tenureRange}
        step={1}
        valueText={format.months}
      />
    </fieldset>
  );
}

/** One labelled number field and the slider bound to it; the hint gives way to an error. */
function NumberWithSlider(props: {
  label: string;
  error: string | undefined;
  hint: string;
  text: string;
  onText: (text: string) => void;
  onSlide: (value: number) => void;
  range: Range;
  step: number;
  /** How a screen reader reads the slider's value ("AED 150,000", "36 months"). */
  valueText: (value: number) => string;
}) {
  const slider = sliderValue(props.text, props.range);
  return (
    <Field label={props.label} error={props.error} hint={props.error ? undefined : props.hint}>
      {(control) => (
        <>
          <TextInput
            {...control}
            ltr
            inputMode="numeric"
            autoComplete="off"
            value={props.text}
            onChange={(event) => props.onText(event.target.value)}
          />
          <input
            type="range"
            aria-label={props.label}
            aria-valuetext={props.valueText(slider)}
            min={props.range.min}
            max={props.range.max}
            step={props.step}
            value={slider}
            onChange={(event) => props.onSlide(Number(event.target.value))}
            className={sliderClass}
          />
        </>
      )}
    </Field>
  );
}

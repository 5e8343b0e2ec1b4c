import { DIAL_CODES, toWesternDigits, type Country, type DialCode } from '@mizan/contracts';
import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '../../../../lib/i18n.ts';
import { Flag } from '../../../../components/ui/flag.tsx';
import { inputClass } from '../../../../components/ui/form-field.tsx';
import { StrokeIcon } from '../../../../components/ui/stroke-icon.tsx';
import { RadioMenu } from '../../../../components/ui/radio-menu.tsx';
import { LTR_INPUT_CLASS } from '../../../../components/ui/text-input.tsx';
import { COUNTRY_OPTIONS, countryOption } from '../../../../lib/country-options.ts';
import { useReadOnlyUntilHydrated } from '../../../../lib/use-hydrated.tsx';

const countryOfDialCode = (dialCode: DialCode): Country =>
  dialCode === DIAL_CODES.sa ? 'sa' : 'ae';

/**
 * What is kept of what was typed or pasted: digits only (SPEC section 5), without the plus and
 * the dial code when the visitor wrote the number in international form. Digits of an Arabic
 * keyboard (٠-٩, and ۰-۹ of a Persian or Urdu one) count as the 0-9 they are.
 */
export function nationalDigits(typed: string, dialCode: DialCode): string {
  const raw = toWesternDigits(typed);
  const digits = raw.replace(/\D/g, '');
  const international = raw.trim().startsWith('+') || digits.startsWith(`00${dialCode}`);
  if (!international) return digits;
  const withoutZeros = digits.replace(/^00/, '');
  return withoutZeros.startsWith(dialCode) ? withoutZeros.slice(dialCode.length) : withoutZeros;
}

export interface PhoneFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  dialCode: DialCode;
  onDialCodeChange: (dialCode: DialCode, country: Country) => void;
  /** No country known yet (detection running): the dial codes are not offered yet. */
  loading?: boolean;
}

/** SPEC section 2: the phone number with its dial-code selector (ae 971, sa 966). */
export function PhoneField({
  id,
  dialCode,
  onDialCodeChange,
  loading = false,
  className = '',
  ...inputProps
}: PhoneFieldProps) {
  const { t } = useTranslation();
  const selected = countryOption(countryOfDialCode(dialCode));
  const notLiveYet = useReadOnlyUntilHydrated();
  return (
    // The dial code takes the same width (w-30) loading and loaded: the number beside it stays put.
    <div className="flex gap-2">
      {loading ? (
        <span
          role="status"
          className="inline-flex h-[50px] w-30 shrink-0 items-center justify-center rounded-xl border border-ink-300 bg-ink-50"
        >
          <span
            aria-hidden="true"
            className="size-4 rounded-full border-2 border-ink-300 border-t-brand-600 motion-safe:animate-spin"
          />
          <span className="sr-only">{t('wizard.personal.dialCodesLoading')}</span>
        </span>
      ) : (
        <RadioMenu
          value={dialCode}
          onValueChange={(next) => onDialCodeChange(next, countryOfDialCode(next))}
          align="start"
          // Named by what it shows first, "+971" (WCAG 2.5.3), then whose code it is.
          triggerClassName="group inline-flex h-[50px] w-30 shrink-0 items-center justify-center gap-1.5 rounded-xl border border-ink-300 bg-white px-2.5 text-base text-ink-900 hover:border-brand-600"
          trigger={
            <>
              <Flag option={selected} />
              <DialCodeText dialCode={dialCode} />
              <span className="sr-only">
                {t('wizard.personal.dialCodeContext', {
                  country: t(`country.names.${selected.code}`),
                })}
              </span>
              <StrokeIcon
                d="M5 7.5l5 5 5-5"
                className="size-4 shrink-0 text-ink-500 transition-transform group-data-[state=open]:rotate-180"
              />
            </>
          }
          // Within the screen on a phone, where the menu is nearly as wide as the screen.
          menuClassName="max-h-[300px] w-[360px] max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl border border-ink-100 bg-white p-1.5 shadow-lg"
          itemClassName="flex min-h-11 items-center gap-3 rounded-lg px-3 text-ink-900"
          options={COUNTRY_OPTIONS.map((option) => ({
            value: DIAL_CODES[option.code],
            content: (
              <>
                <Flag option={option} />
                <span className="flex-1">{t(`country.names.${option.code}`)}</span>
                <DialCodeText dialCode={DIAL_CODES[option.code]} className="text-ink-700" />
              </>
            ),
          }))}
        />
      )}
      {/* Typed left to right in Arabic too (see LTR_INPUT_CLASS). */}
      <input
        id={id}
        type="tel"
        dir="ltr"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('wizard.personal.phonePlaceholder')}
        className={`${inputClass} border-ink-300 ${LTR_INPUT_CLASS} ${className}`}
        {...inputProps}
        readOnly={notLiveYet}
      />
    </div>
  );
}

/**
 * "+971", isolated left to right: in an Arabic line the plus would otherwise be drawn after the
 * digits ("971+").
 */
function DialCodeText({ dialCode, className }: { dialCode: DialCode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      +{dialCode}
    </bdi>
  );
}

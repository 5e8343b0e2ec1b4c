import { type Country } from '@mizan/contracts';
import { BREAKPOINTS } from '../../../config/ui.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { getSelectedCountry, setSelectedCountry } from '../../../lib/selected-country.ts';
import { COUNTRY_OPTIONS, countryOption } from '../../../lib/country-options.ts';
import { useCountryDetection } from '../hooks/use-country-detection.ts';
import { useMediaQuery } from '../hooks/use-media-query.ts';
import { StrokeIcon } from '../../../components/ui/stroke-icon.tsx';
import { Flag } from '../../../components/ui/flag.tsx';
import { RadioMenu } from '../../../components/ui/radio-menu.tsx';

export interface CountryDropdownProps {
  /** Told about the visitor's choice (the parent can also set the country: setSelectedCountry). */
  onCountryChange?: (code: Country) => void;
  /** Called after a change of country, so the wizard can start again from step 0. */
  onBackToHome?: () => void;
}

const SHORT_CODES_QUERY = `(max-width: ${BREAKPOINTS.headerShortCodes}px)`;

/**
 * The picker's width while the country is found and after: the same, so that nothing beside it
 * in the header moves (CLS 0). Room for the widest label of each language: AE / SA in English
 * (UAE / KSA from 768 px), the names in Arabic.
 */
const CONTROL_WIDTH = 'ltr:min-w-26 ltr:md:min-w-28 rtl:min-w-34 rtl:md:min-w-36';

/** The header's country picker (SPEC section 2): UAE or KSA, detected on load, then chosen. */
export function CountryDropdown({ onCountryChange, onBackToHome }: CountryDropdownProps) {
  const { t } = useTranslation();
  const country = useCountryDetection();
  // Up to 767 px there is room only for AE / SA (in English; Arabic has no such abbreviations).
  const short = useMediaQuery(SHORT_CODES_QUERY);
  const label = (code: Country) =>
    t(short ? `country.codesShort.${code}` : `country.codes.${code}`);

  if (country === undefined) {
    return (
      <span
        role="status"
        aria-busy="true"
        aria-label={t('country.detecting')}
        className={`inline-flex min-h-11 items-center justify-center rounded-full border border-ink-100 bg-ink-50 px-4 ${CONTROL_WIDTH}`}
      >
        <span
          aria-hidden="true"
          className="size-4 rounded-full border-2 border-ink-300 border-t-brand-600 motion-safe:animate-spin"
        />
        <span className="sr-only">{t('country.detecting')}</span>
      </span>
    );
  }

  const selected = countryOption(country);

  function choose(value: Country) {
    const changed = value !== getSelectedCountry();
    // Saving even an unchanged value turns a detected country into the visitor's own choice.
    setSelectedCountry(value);
    // Re-picking the country already in use must not throw away a half-filled wizard.
    if (!changed) return;
    onCountryChange?.(value);
    onBackToHome?.();
  }

  return (
    <RadioMenu
      value={country}
      onValueChange={choose}
      align="end"
      label={t('country.menuLabel')}
      // Named by what it shows, then what it is for (WCAG 2.5.3, label in name): a voice control
      // user says "UAE".
      triggerClassName={`group inline-flex min-h-11 items-center justify-center gap-2 ${CONTROL_WIDTH} rounded-full border border-ink-300 bg-white ps-3 pe-2.5 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-500 hover:bg-ink-50 data-[state=open]:border-brand-600 data-[state=open]:bg-brand-50`}
      trigger={
        <>
          <Flag option={selected} />
          <span>{label(selected.code)}</span>
          <span className="sr-only">
            {t('country.triggerContext', { name: t(`country.names.${selected.code}`) })}
          </span>
          <StrokeIcon
            d="M5 8l5 5 5-5"
            data-testid="country-arrow"
            className="size-4 shrink-0 text-ink-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
          />
        </>
      }
      menuClassName="min-w-60 rounded-xl border border-ink-100 bg-white p-1.5 shadow-lg shadow-ink-900/10"
      itemClassName="flex min-h-11 items-center gap-3 rounded-lg ps-3 pe-3 text-sm text-ink-900"
      options={COUNTRY_OPTIONS.map((option) => ({
        value: option.code,
        content: (
          <>
            <Flag option={option} />
            <span className="flex flex-col">
              <span>{label(option.code)}</span>
              <span className="text-xs font-normal text-ink-500">
                {t(`country.names.${option.code}`)}
              </span>
            </span>
            {option.code === country && (
              <StrokeIcon d="M4.5 10.5l3.5 3.5 7.5-8" className="ms-auto size-4 text-brand-700" />
            )}
          </>
        ),
      }))}
    />
  );
}

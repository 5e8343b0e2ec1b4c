import { CONTACT_CHANNELS, CONTACT_HOURS, type ContactPreference } from '@mizan/contracts';
import type { Ref } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { Trans } from '../../../lib/trans.tsx';
import { Field, inputClass } from '../../../components/ui/form-field.tsx';

/** Every half hour of the window banks may call in, both ends included (09:00 ... 18:00). */
function halfHours(from: string, to: string): string[] {
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let at = minutes(from); at <= minutes(to); at += 30) {
    times.push(
      `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`,
    );
  }
  return times;
}
const TIMES = halfHours(CONTACT_HOURS.from, CONTACT_HOURS.to);

/** The contract's DEFAULT_CONTACT (a call, 09:00-18:00), from its constants: no schema here. */
export const DEFAULT_CONTACT: ContactPreference = {
  channel: 'call',
  from: CONTACT_HOURS.from,
  to: CONTACT_HOURS.to,
};

/** 'HH:MM' strings compare as the times they are (the contract's rule). */
export const isContactWindowValid = (contact: ContactPreference) => contact.from < contact.to;

export interface ContactChoiceProps {
  bank: string;
  product: string;
  value: ContactPreference;
  onChange: (value: ContactPreference) => void;
  /** The end-of-window select, focused when Apply is pressed with a window that ends too soon. */
  toRef?: Ref<HTMLSelectElement>;
}

/**
 * The confirm step's "who receives what, and how may they reach you": the details the bank
 * receives and why, then the channel (radio buttons) and the window (two selects of half hours
 * within 09:00-18:00). The window's error is shown, and read out, as soon as it is wrong.
 */
export function ContactChoice({ bank, product, value, onChange, toRef }: ContactChoiceProps) {
  const { t } = useTranslation();
  const windowError = isContactWindowValid(value) ? undefined : t('wizard.contact.fromBeforeTo');
  return (
    <section aria-labelledby="contact-sharing-title" className="mt-6 border-t border-ink-100 pt-4">
      <h3 id="contact-sharing-title" className="font-semibold text-ink-900">
        {t('wizard.contact.sharingTitle', { bank })}
      </h3>
      <p className="mt-1 text-sm text-ink-700">
        {/* Isolated: a Latin name inside an Arabic sentence keeps the sentence's order. */}
        <Trans
          i18nKey="wizard.contact.sharing"
          components={{ bank: <bdi>{bank}</bdi>, product: <bdi>{product}</bdi> }}
        />
      </p>
      <fieldset className="mt-4">
        <legend className="text-sm font-medium text-ink-900">
          {t('wizard.contact.legend', { bank })}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {CONTACT_CHANNELS.map((channel) => (
            <label
              key={channel}
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-300 px-4 text-sm font-medium text-ink-900 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="radio"
                name="contact-channel"
                value={channel}
                checked={value.channel === channel}
                onChange={() => onChange({ ...value, channel })}
                className="size-4 accent-brand-700"
              />
              {t(`wizard.contact.channel.${channel}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="mt-4" aria-describedby="contact-window-hint">
        <legend className="text-sm font-medium text-ink-900">{t('wizard.contact.window')}</legend>
        <p id="contact-window-hint" className="mt-1 text-sm text-ink-500">
          {t('wizard.contact.windowHint')}
        </p>
        <div className="mt-2 grid grid-cols-2 gap-3">
          <Field label={t('wizard.contact.from')}>
            {(control) => (
              <select
                {...control}
                aria-invalid={windowError ? true : undefined}
                value={value.from}
                onChange={(event) => onChange({ ...value, from: event.target.value })}
                className={inputClass}
              >
                {TIMES.slice(0, -1).map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('wizard.contact.to')} error={windowError}>
            {(control) => (
              <select
                {...control}
                ref={toRef}
                value={value.to}
                onChange={(event) => onChange({ ...value, to: event.target.value })}
                className={inputClass}
              >
                {TIMES.slice(1).map((time) => (
                  <option key={time} value={time}>
                    {time}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      </fieldset>
    </section>
  );
}

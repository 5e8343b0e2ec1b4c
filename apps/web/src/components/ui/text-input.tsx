import type { ChangeEventHandler, ComponentProps } from 'react';
import { useReadOnlyUntilHydrated } from '../../lib/use-hydrated.tsx';
import { cleanedAsTyped, inputClass } from './form-field.tsx';

// The one-line inputs of the forms. Each goes inside a `Field` and takes its control props (id,
// aria wiring) and the field's registration (React Hook Form), spread on it like an <input>.

type InputProps = Omit<ComponentProps<'input'>, 'className'>;

/**
 * Addresses, codes and numbers are written left to right in Arabic too. Their inputs say so
 * (dir="ltr": the caret, '@', '.' and '-' stay put as they are typed) and, inside a right-to-left
 * form, keep their text at the form's start, the right, beside the label: `text-end` of a
 * left-to-right box is its right edge.
 */
export const LTR_INPUT_CLASS = 'rtl:text-end';

/** A one-line input in the forms' look (text unless `type` says otherwise). */
export function TextInput({ ltr = false, ...props }: InputProps & { ltr?: boolean }) {
  const notLiveYet = useReadOnlyUntilHydrated();
  return (
    <input
      type="text"
      dir={ltr ? 'ltr' : undefined}
      className={`${inputClass} border-ink-300 ${ltr ? LTR_INPUT_CLASS : ''}`}
      {...props}
      readOnly={notLiveYet || props.readOnly}
    />
  );
}

/** SPEC section 5: letters and spaces only, anything else dropped as it is typed. */
export function keepNameCharacters(value: string) {
  return value
    .replace(/[^\p{L}\p{M} ]/gu, '')
    .replace(/^ +/, '')
    .replace(/ {2,}/g, ' ');
}

/** A person's full name, cleaned as it is typed (keepNameCharacters). */
export function NameInput({
  onChange,
  ...props
}: InputProps & { onChange: ChangeEventHandler<HTMLInputElement> }) {
  return (
    <TextInput
      autoComplete="name"
      {...props}
      {...cleanedAsTyped({ onChange }, keepNameCharacters)}
    />
  );
}

/** An email address: the email keyboard, no spelling marks, typed left to right. */
export function EmailInput(props: InputProps) {
  return (
    <TextInput
      ltr
      type="email"
      inputMode="email"
      autoComplete="email"
      spellCheck={false}
      {...props}
    />
  );
}

import type { ChangeEventHandler, ComponentProps } from 'react';
import { cleanedAsTyped, inputClass } from './form-field.tsx';

// The one-line inputs of the forms. Each goes inside a `Field` and takes its control props (id,
// aria wiring) and the field's registration (React Hook Form), spread on it like an <input>.

type InputProps = Omit<ComponentProps<'input'>, 'className'>;

/** A one-line input in the forms' look (text unless `type` says otherwise). */
export function TextInput(props: InputProps) {
  return <input type="text" className={`${inputClass} border-ink-300`} {...props} />;
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

/** An email address: the email keyboard, no spelling marks. */
export function EmailInput(props: InputProps) {
  return (
    <TextInput type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />
  );
}

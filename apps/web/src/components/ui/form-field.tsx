import type { ChangeEvent, ReactNode } from 'react';

/** Text inputs of every form: 48 px tall, a clear focus ring, red when invalid. */
export const inputClass =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-500 transition-colors focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-invalid:border-danger-600 aria-invalid:bg-danger-50/40';

/**
 * A field's error message. Always in the DOM (and a fixed height) so that the live region exists
 * before the message arrives and the form does not jump when it does.
 */
export function FieldMessage({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <p id={id} aria-live="polite" className="mt-1.5 min-h-5 text-sm text-danger-600">
      {children}
    </p>
  );
}

/** SPEC section 5: letters and spaces only, anything else dropped as it is typed. */
export function keepNameCharacters(value: string) {
  return value
    .replace(/[^\p{L}\p{M} ]/gu, '')
    .replace(/^ +/, '')
    .replace(/ {2,}/g, ' ');
}

/**
 * A registered field (React Hook Form) whose value is cleaned as it is typed, such as a
 * letters-only name or a digits-only phone number.
 */
export function cleanedAsTyped<
  F extends { onChange: (event: ChangeEvent<HTMLInputElement>) => unknown },
>(field: F, clean: (value: string) => string): F {
  return {
    ...field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const cleaned = clean(event.target.value);
      if (cleaned !== event.target.value) event.target.value = cleaned;
      return field.onChange(event);
    },
  };
}

import { useId, type ChangeEvent, type ReactNode } from 'react';

/** Text inputs of every form: 48 px tall, a clear focus ring, red when invalid. */
export const inputClass =
  'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-500 transition-colors focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 aria-invalid:border-danger-600 aria-invalid:bg-danger-50/40';

/** What a Field gives its control: spread them on the input (or the component that draws it). */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * How close a field sits to the next: 'comfortable' on the site's and the console's forms,
 * 'compact' in the catalogue editor (a form of 60 fields).
 */
export type FieldDensity = 'comfortable' | 'compact';

const LOOK = {
  comfortable: {
    label: 'mb-1.5 block text-sm font-medium',
    checkboxRow: 'flex items-start gap-3',
    checkboxLabel: 'ms-1 text-sm leading-5 text-ink-700',
    hint: 'mt-1.5 text-sm text-ink-500',
    message: 'mt-1.5 min-h-5 text-sm text-danger-600',
  },
  compact: {
    label: 'mb-1 block text-sm font-medium text-ink-900',
    checkboxRow: 'flex min-h-11 items-center gap-3',
    checkboxLabel: 'text-sm text-ink-900',
    hint: 'mt-1 text-xs text-ink-500',
    message: 'mt-1 min-h-4 text-sm font-medium text-danger-600',
  },
} as const satisfies Record<FieldDensity, Record<string, string>>;

export interface FieldProps {
  label: ReactNode;
  /** Draws the control with the ids and aria attributes that tie it to its label and messages. */
  children: (control: FieldControlProps) => ReactNode;
  /** Help that stays under the control (read out with it). */
  hint?: ReactNode;
  /**
   * What is wrong with the value, worded (lib/field-error-text.ts words a form's errors); the
   * control is then marked invalid.
   */
  error?: string | undefined;
  /** 'checkbox': the control first, its label beside it. */
  layout?: 'stacked' | 'checkbox';
  /**
   * The control's id when something else must find it (the editor's error summary links to a
   * field by its path); a generated one otherwise.
   */
  id?: string | undefined;
  density?: FieldDensity;
  className?: string | undefined;
}

/**
 * One form field: label, control, hint and error, with the ids and aria wiring done once
 * (aria-invalid, aria-describedby pointing at the hint and the error, the error announced).
 */
export function Field({
  label,
  children,
  hint,
  error,
  layout = 'stacked',
  id: givenId,
  density = 'comfortable',
  className,
}: FieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const look = LOOK[density];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    // Only what is shown: an empty message would add nothing but a pause to what is read out.
    'aria-describedby': [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined,
  });
  const hintText = hint && (
    <p id={hintId} className={look.hint}>
      {hint}
    </p>
  );
  const message = (
    <FieldMessage id={errorId} density={density}>
      {error}
    </FieldMessage>
  );
  if (layout === 'checkbox') {
    return (
      <div className={className}>
        <div className={look.checkboxRow}>
          {control}
          <label htmlFor={id} className={look.checkboxLabel}>
            {label}
          </label>
        </div>
        {hintText}
        {message}
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={look.label}>
        {label}
      </label>
      {control}
      {hintText}
      {message}
    </div>
  );
}

/**
 * A field's error message. Always in the DOM (and a fixed height) so that the live region exists
 * before the message arrives and the form does not jump when it does. Also on its own, under a
 * group of controls that is not one Field (the editor's lists and facts).
 */
export function FieldMessage({
  id,
  children,
  density = 'comfortable',
}: {
  id: string;
  children?: ReactNode;
  density?: FieldDensity;
}) {
  return (
    <p id={id} aria-live="polite" className={LOOK[density].message}>
      {children}
    </p>
  );
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

import type { ReactNode } from 'react';
import { inputClass } from '../../../../components/ui/form-field.tsx';
import { fieldId, getAt, type Path } from '../lib/paths.ts';
import { useEditorForm } from './form-context.tsx';

/** The look of the editor's inputs: the forms' inputs, a little shorter (a form of 60 fields). */
export const editorInputClass = `${inputClass} border-ink-300 py-2 read-only:bg-ink-50 disabled:bg-ink-50`;

export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * One field of an editor: its label, its control, a hint and its error beside it, tied together
 * (aria-describedby, aria-invalid). The control's id comes from the field's path, so the error
 * summary links to it and a server's `errors[].field` finds it.
 */
export function Field({
  path,
  label,
  hint,
  layout = 'stacked',
  children,
  className = '',
}: {
  path: Path;
  label: ReactNode;
  hint?: ReactNode;
  layout?: 'stacked' | 'checkbox';
  children: (control: ControlProps) => ReactNode;
  className?: string;
}) {
  const { errors } = useEditorForm();
  const id = fieldId(path);
  const error = errors[path];
  const control = children({
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
  });
  const hintText = hint && (
    <p id={`${id}-hint`} className="mt-1 text-xs text-ink-500">
      {hint}
    </p>
  );
  const errorText = <FieldError id={`${id}-error`}>{error}</FieldError>;
  if (layout === 'checkbox') {
    return (
      <div className={className}>
        <div className="flex min-h-11 items-center gap-3">
          {control}
          <label htmlFor={id} className="text-sm text-ink-900">
            {label}
          </label>
        </div>
        {hintText}
        {errorText}
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink-900">
        {label}
      </label>
      {control}
      {hintText}
      {errorText}
    </div>
  );
}

/** A field's error, in a live region that is always there (so that it is announced). */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return (
    <p id={id} aria-live="polite" className="mt-1 min-h-4 text-sm font-medium text-danger-600">
      {children}
    </p>
  );
}

/** A yes / no field: a checkbox with its label beside it. */
export function CheckboxField({
  path,
  label,
  hint,
}: {
  path: Path;
  label: ReactNode;
  hint?: ReactNode;
}) {
  const { draft, set, readOnly } = useEditorForm();
  const checked = getAt(draft, path) === true;
  return (
    <Field path={path} label={label} hint={hint} layout="checkbox" className="sm:pt-6">
      {(control) => (
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          {...control}
          checked={checked}
          disabled={readOnly}
          onChange={(event) => set(path, event.target.checked)}
        />
      )}
    </Field>
  );
}

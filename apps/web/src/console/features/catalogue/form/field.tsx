import type { ReactNode } from 'react';
import {
  Field,
  FieldMessage,
  inputClass,
  type FieldProps,
} from '../../../../components/ui/form-field.tsx';
import { fieldId, getAt, type Path } from '../lib/paths.ts';
import { useEditorForm } from './form-context.tsx';

/** The look of the editor's inputs: the forms' inputs, a little shorter (a form of 60 fields). */
export const editorInputClass = `${inputClass} border-ink-300 py-2 read-only:bg-ink-50 disabled:bg-ink-50`;

/**
 * One field of an editor: the forms' Field, compact, its error the editor's for its path. The
 * control's id comes from the field's path, so the error summary links to it and a server's
 * `errors[].field` finds it.
 */
export function EditorField({
  path,
  ...field
}: Omit<FieldProps, 'id' | 'error' | 'density'> & { path: Path }) {
  const { errors } = useEditorForm();
  return <Field {...field} id={fieldId(path)} error={errors[path]} density="compact" />;
}

/** An error under a group of the editor's controls that is not one field (a list, a fact). */
export const FieldError = (props: { id: string; children?: ReactNode }) => (
  <FieldMessage {...props} density="compact" />
);

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
    <EditorField path={path} label={label} hint={hint} layout="checkbox" className="sm:pt-6">
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
    </EditorField>
  );
}

import { useState } from 'react';
import { Select } from '../../../components/select.tsx';
import { getAt, type Path } from '../lib/paths.ts';
import { today } from '../lib/stale.ts';
import { editorInputClass, EditorField } from './field.tsx';
import { useEditorForm } from './form-context.tsx';

// The editor's one-value fields: text, number, day, one of a list. Each reads and writes the draft
// at its path.

export function TextField({
  path,
  label,
  hint,
  ltr = false,
  type = 'text',
  multiline = false,
  locked = false,
  className,
}: {
  path: Path;
  label: string;
  hint?: string;
  ltr?: boolean;
  type?: 'text' | 'url';
  multiline?: boolean;
  /** Shown, never changed (whatever the role). */
  locked?: boolean;
  className?: string;
}) {
  const form = useEditorForm();
  const { draft, set } = form;
  const readOnly = form.readOnly || locked;
  const value = getAt(draft, path);
  const text = typeof value === 'string' ? value : '';
  return (
    <EditorField path={path} label={label} hint={hint} className={className}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            className={editorInputClass}
            rows={3}
            value={text}
            readOnly={readOnly}
            onChange={(event) => set(path, event.target.value)}
          />
        ) : (
          <input
            {...control}
            type={type}
            dir={ltr || type === 'url' ? 'ltr' : undefined}
            spellCheck={ltr || type === 'url' ? false : undefined}
            className={editorInputClass}
            value={text}
            readOnly={readOnly}
            onChange={(event) => set(path, event.target.value)}
          />
        )
      }
    </EditorField>
  );
}

const numberText = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : '';

/**
 * A number, typed as text (a number input's wheel and spinner change fees by accident). Empty is
 * null where the contract allows none, else missing; what is not a number is kept as typed and
 * refused by the check.
 */
export function NumberField({
  path,
  label,
  hint,
  nullable,
  whole = false,
  className,
}: {
  path: Path;
  label: string;
  hint?: string;
  nullable: boolean;
  whole?: boolean;
  className?: string;
}) {
  const { draft, set, readOnly } = useEditorForm();
  const value = getAt(draft, path);
  const [text, setText] = useState(numberText(value));
  const [shown, setShown] = useState(value);
  // Another value came from outside (their version loaded, a restore): show it.
  if (!Object.is(shown, value)) {
    setShown(value);
    if (!(typeof value === 'number' && Number(text) === value && text.trim() !== '')) {
      setText(numberText(value));
    }
  }
  const change = (next: string) => {
    setText(next);
    const trimmed = next.trim().replace(/,/g, '');
    const parsed = trimmed === '' ? (nullable ? null : undefined) : Number(trimmed);
    setShown(parsed);
    set(path, parsed);
  };
  return (
    <EditorField path={path} label={label} hint={hint} className={className}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={whole ? 'numeric' : 'decimal'}
          placeholder={nullable ? 'None' : undefined}
          dir="ltr"
          className={`${editorInputClass} rtl:text-end`}
          value={text}
          readOnly={readOnly}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </EditorField>
  );
}

/** A day, `YYYY-MM-DD`, or null when empty; with a "Today" button for the day of a check. */
export function DayField({
  path,
  label,
  className,
}: {
  path: Path;
  label: string;
  className?: string;
}) {
  const { draft, set, readOnly } = useEditorForm();
  const value = getAt(draft, path);
  return (
    <EditorField path={path} label={label} className={className}>
      {(control) => (
        <div className="flex gap-2">
          <input
            {...control}
            type="date"
            className={editorInputClass}
            value={typeof value === 'string' ? value : ''}
            readOnly={readOnly}
            onChange={(event) => set(path, event.target.value || null)}
          />
          {!readOnly && (
            <button
              type="button"
              className="min-h-11 shrink-0 rounded-lg border border-brand-700 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
              aria-label={`${label}: today`}
              onClick={() => set(path, today())}
            >
              Today
            </button>
          )}
        </div>
      )}
    </EditorField>
  );
}

/** One of a list; `none` names the empty choice of a field that may be null. */
export function ChoiceSelect({
  path,
  label,
  choices,
  names = {},
  none,
  numeric = false,
  className,
}: {
  path: Path;
  label: string;
  choices: readonly (string | number)[];
  names?: Readonly<Record<string, string>>;
  none?: string;
  numeric?: boolean;
  className?: string;
}) {
  const { draft, set, readOnly } = useEditorForm();
  const value = getAt(draft, path);
  return (
    <EditorField path={path} label={label} className={className}>
      {(control) => (
        <Select
          {...control}
          className="py-2 disabled:bg-ink-50"
          value={value === null || value === undefined ? '' : String(value)}
          disabled={readOnly}
          onChange={(event) => {
            const next = event.target.value;
            set(
              path,
              next === '' ? (none === undefined ? undefined : null) : numeric ? Number(next) : next,
            );
          }}
        >
          {(none !== undefined || value === undefined || value === null) && (
            <option value="">{none ?? 'Choose…'}</option>
          )}
          {choices.map((choice) => (
            <option key={choice} value={String(choice)}>
              {names[String(choice)] ?? String(choice)}
            </option>
          ))}
        </Select>
      )}
    </EditorField>
  );
}

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/form-field.tsx';
import { TextInput } from '../../components/ui/text-input.tsx';
import type { FilterValues } from '../lib/search-filters.ts';
import { Panel } from './page.tsx';
import { Select } from './select.tsx';

/** A filter field's value and change handler, for a Select or a TextInput. */
export type Bind = (key: string) => {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
};

/** Grid classes by column count, written out whole so that Tailwind finds them. */
const GRIDS = {
  3: 'gap-x-4 sm:grid-cols-2 lg:grid-cols-3',
  4: 'gap-x-4 sm:grid-cols-2 lg:grid-cols-4',
} as const;

/**
 * A list's filter form: the fields are edited as a draft and applied together, with the button
 * (or Enter), not on every keystroke; Clear filters applies none. Keyed by the address where it
 * is used, so that it starts again from the filters a navigation shows. On a phone the form is
 * folded behind a button that says how many filters apply: open, its six fields filled the
 * first screen and the list began below it.
 */
export function FilterForm({
  label,
  filters,
  onApply,
  columns,
  children,
}: {
  label: string;
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
  columns: keyof typeof GRIDS;
  children: (bind: Bind) => ReactNode;
}) {
  const [draft, setDraft] = useState<FilterValues>(filters);
  const [open, setOpen] = useState(false);
  const formId = useId();
  const applied = Object.values(filters).filter((value) => value !== undefined).length;
  const bind: Bind = (key) => ({
    value: draft[key] ?? '',
    onChange: (event) =>
      setDraft((current) => ({ ...current, [key]: event.target.value || undefined })),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft({});
    onApply({});
  };
  return (
    <Panel>
      <button
        type="button"
        className="flex min-h-11 w-full items-center justify-between gap-3 text-start font-medium text-ink-900 sm:hidden"
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((current) => !current)}
      >
        <span>
          {label}
          {applied > 0 && ' '}
          {applied > 0 && (
            <span className="text-sm font-normal text-ink-700">({applied} applied)</span>
          )}
        </span>
        <span aria-hidden="true" className="text-xl leading-none text-brand-700">
          {open ? '−' : '+'}
        </span>
      </button>
      <form
        id={formId}
        onSubmit={submit}
        aria-label={label}
        className={`${open ? 'mt-4 grid' : 'hidden'} sm:mt-0 sm:grid ${GRIDS[columns]}`}
      >
        {children(bind)}
        <div className="col-span-full flex flex-wrap gap-3">
          <Button type="submit">Apply filters</Button>
          <Button variant="ghost" onClick={clear}>
            Clear filters
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** The `from` and `to` dates of a filter form. */
export function DateRangeFields({
  bind,
  fromLabel,
  toLabel,
}: {
  bind: Bind;
  fromLabel: string;
  toLabel: string;
}) {
  return (
    <>
      <Field label={fromLabel}>
        {(control) => <TextInput {...control} type="date" {...bind('from')} />}
      </Field>
      <Field label={toLabel}>
        {(control) => <TextInput {...control} type="date" {...bind('to')} />}
      </Field>
    </>
  );
}

/** A filter that is one of `choices`, or none (`all`); each shown by its name, if it has one. */
export function ChoiceField({
  label,
  field,
  all,
  choices,
  names = {},
}: {
  label: string;
  field: ReturnType<Bind>;
  all: string;
  choices: readonly string[];
  names?: Readonly<Record<string, string>>;
}) {
  return (
    <Field label={label}>
      {(control) => (
        <Select {...control} {...field}>
          <option value="">{all}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {names[choice] ?? choice}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

import { useRef } from 'react';
import type { z } from 'zod';
import { getAt, joinPath, fieldId, type Path } from '../lib/paths.ts';
import { blankOf, describe, shapeOf } from '../lib/schema.ts';
import { daysSince, isStale } from '../lib/stale.ts';
import { FieldError } from './field.tsx';
import { useEditorForm } from './form-context.tsx';
import { DayField, TextField } from './inputs.tsx';
import { SchemaField } from './schema-field.tsx';
import { StaleBadge } from '../stale-badge.tsx';

interface FactValue {
  value: unknown;
  source: { url: string; checkedOn: string | null };
}

/**
 * A published fact: its value (or "Not published": null), and beside it the page it was read
 * from and the day it was checked. A fact checked more than 90 days ago, or never, is marked
 * stale.
 */
export function FactField({
  schema,
  path,
  label,
}: {
  schema: z.ZodType;
  path: Path;
  label: string;
}) {
  const { draft, set, readOnly, errors } = useEditorForm();
  const { schema: inner, optional } = describe(schema);
  const valueSchema = shapeOf(inner).value!;
  const fact = getAt(draft, path) as FactValue | undefined;
  const published = fact !== undefined && fact.value !== null;
  // The value before "Not published" was ticked: unticking brings it back.
  const hidden = useRef<unknown>(undefined);
  const checkedOn = fact?.source.checkedOn ?? null;
  const stale = isStale(checkedOn);
  const days = daysSince(checkedOn);
  const notPublishedId = `${fieldId(path)}-unpublished`;
  const setFact = (next: FactValue) => {
    // An optional fact with nothing in it is left out.
    const empty = next.value === null && next.source.url === '' && next.source.checkedOn === null;
    set(path, optional && empty ? undefined : next);
  };
  const base: FactValue = fact ?? { value: null, source: { url: '', checkedOn: null } };
  const togglePublished = (notPublished: boolean) => {
    if (notPublished) {
      hidden.current = base.value;
      setFact({ ...base, value: null });
    } else {
      setFact({ ...base, value: hidden.current ?? blankOf(describe(valueSchema).schema) });
    }
  };
  if (fact === undefined) {
    return (
      <fieldset
        id={fieldId(path)}
        tabIndex={-1}
        className="col-span-full rounded-xl border border-dashed border-ink-300 p-4"
      >
        <legend className="px-1 text-base font-semibold text-ink-900">{label}</legend>
        <p className="text-sm text-ink-700">Not given (optional).</p>
        {!readOnly && (
          <button
            type="button"
            className="mt-2 min-h-11 rounded-lg border border-brand-700 px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
            onClick={() =>
              set(path, {
                value: blankOf(describe(valueSchema).schema),
                source: { url: '', checkedOn: null },
              })
            }
          >
            Add {label.toLowerCase()}
          </button>
        )}
      </fieldset>
    );
  }
  return (
    <fieldset
      id={fieldId(path)}
      tabIndex={-1}
      className="col-span-full min-w-0 rounded-xl border border-ink-300 bg-white p-4"
    >
      <legend className="flex flex-wrap items-center gap-2 px-1 text-base font-semibold text-ink-900">
        {label}
        {stale && <StaleBadge since={checkedOn} />}
      </legend>
      {errors[path] && <FieldError id={`${fieldId(path)}-error`}>{errors[path]}</FieldError>}
      <div className="grid gap-x-6 gap-y-2 lg:grid-cols-[3fr_2fr]">
        <div className="min-w-0">
          <div className="flex min-h-11 items-center gap-3">
            <input
              id={notPublishedId}
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={!published}
              disabled={readOnly}
              onChange={(event) => togglePublished(event.target.checked)}
            />
            <label htmlFor={notPublishedId} className="text-sm text-ink-900">
              Not published by the bank<span className="sr-only">: {label}</span>
            </label>
          </div>
          {published && (
            <SchemaField schema={valueSchema} path={joinPath(path, 'value')} label={label} bare />
          )}
        </div>
        <div className="min-w-0 border-ink-100 lg:border-s lg:ps-6">
          <SourceFields path={path} factLabel={label} />
          <p className="text-xs text-ink-500">
            {checkedOn
              ? `Checked ${days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} ago`}.`
              : 'Never checked.'}
          </p>
        </div>
      </div>
    </fieldset>
  );
}

function SourceFields({ path, factLabel }: { path: Path; factLabel: string }) {
  return (
    <div className="grid gap-x-4">
      <TextField
        path={joinPath(path, 'source.url')}
        label={`${factLabel}: source address`}
        type="url"
      />
      <DayField path={joinPath(path, 'source.checkedOn')} label={`${factLabel}: checked on`} />
    </div>
  );
}

import type { z } from 'zod';
import { COUNTRY_NAMES } from '../../../lib/format.ts';
import { keyLabel } from '../lib/labels.ts';
import { joinPath, splitPath, type Path } from '../lib/paths.ts';
import {
  choicesOf,
  describe,
  formatOf,
  isBilingual,
  isFact,
  isWhole,
  shapeOf,
} from '../lib/schema.ts';
import { BilingualField } from './bilingual-field.tsx';
import { CheckboxField, FieldError } from './field.tsx';
import { FactField } from './fact-field.tsx';
import { useEditorForm } from './form-context.tsx';
import { ChoiceSelect, DayField, NumberField, TextField } from './inputs.tsx';

/** Texts written in more than a line: shown as a text area. */
const MULTILINE = new Set([
  'description',
  'summary',
  'waiver',
  'welcomeOffer',
  'loungeAccess',
  'note',
]);
/** Texts that are codes or addresses: written left to right whatever the language. */
const LTR = new Set(['key', 'code', 'image']);
/** What a field is for, where its name does not say it. */
const HINTS: Record<string, string> = {
  key: 'Lower-case letters and digits joined by dashes (fab-cashback): how the seed files and exports name it.',
  code: '<merchant>-<location id>-<name>, like 12-3-merchant.',
  sortOrder: 'Lower numbers are shown first.',
  routingUrl: 'Where the visitor is sent to apply.',
  incentive: 'Paid when the bank approves; 0 for none.',
  minAmount: 'The smallest amount an offer names.',
};
const CHOICE_NAMES: Record<string, Record<string, string>> = {
  country: COUNTRY_NAMES,
};

/** The field of `schema` at `path`, drawn by its type: the editor made from the contract. */
export function SchemaField({
  schema,
  path,
  label = keyLabel(splitPath(path).at(-1) ?? ''),
  bare = false,
}: {
  schema: z.ZodType;
  path: Path;
  label?: string;
  /** An object's fields without a group of their own (a fact's value: the fact is the group). */
  bare?: boolean;
}) {
  const { schema: inner, type, nullable } = describe(schema);
  const key = splitPath(path).at(-1) ?? '';
  const hint = splitPath(path).length === 1 ? HINTS[key] : undefined;
  if (isFact(inner)) return <FactField schema={schema} path={path} label={label} />;
  if (isBilingual(inner)) {
    return (
      <BilingualField
        path={path}
        label={label}
        nullable={nullable}
        multiline={MULTILINE.has(key)}
      />
    );
  }
  switch (type) {
    case 'object':
      return <ObjectFields schema={inner} path={path} legend={bare ? undefined : label} />;
    case 'record':
      return <RecordFields schema={inner} path={path} legend={label} />;
    case 'boolean':
      return <CheckboxField path={path} label={label} />;
    case 'number':
      return (
        <NumberField
          path={path}
          label={label}
          hint={hint}
          nullable={nullable}
          whole={isWhole(inner)}
        />
      );
    case 'enum':
      return (
        <ChoiceSelect
          path={path}
          label={label}
          choices={choicesOf(inner)}
          names={CHOICE_NAMES[key]}
          none={nullable ? (key === 'country' ? 'Both countries' : 'None') : undefined}
        />
      );
    case 'literal':
      return null;
    case 'string': {
      const format = formatOf(inner);
      if (format === 'date') return <DayField path={path} label={label} />;
      return (
        <TextField
          path={path}
          label={label}
          hint={hint}
          type={format === 'url' ? 'url' : 'text'}
          ltr={LTR.has(key)}
          multiline={MULTILINE.has(key)}
        />
      );
    }
    default:
      return null;
  }
}

/** An object's fields in a group with its legend (and an error about the group as a whole). */
export function ObjectFields({
  schema,
  path,
  legend,
  skip = [],
}: {
  schema: z.ZodType;
  path: Path;
  legend?: string;
  skip?: readonly string[];
}) {
  const { errors } = useEditorForm();
  const fields = Object.entries(shapeOf(schema)).filter(([key]) => !skip.includes(key));
  const body = (
    <div className="grid gap-x-4 sm:grid-cols-2">
      {fields.map(([key, field]) => (
        <SchemaField key={key} schema={field} path={joinPath(path, key)} />
      ))}
    </div>
  );
  if (!legend) return body;
  return (
    <fieldset className="col-span-full min-w-0 rounded-lg border border-ink-100 p-3">
      <legend className="px-1 text-sm font-semibold text-ink-900">{legend}</legend>
      {errors[path] && <FieldError id={`${path}-group-error`}>{errors[path]}</FieldError>}
      {body}
    </fieldset>
  );
}

/** A record over a list of keys (earn rates by spend category): one row of fields per key. */
function RecordFields({ schema, path, legend }: { schema: z.ZodType; path: Path; legend: string }) {
  const { def } = describe(schema).schema;
  const keys = choicesOf(def.keyType!);
  return (
    <fieldset className="col-span-full min-w-0 rounded-lg border border-ink-100 p-3">
      <legend className="px-1 text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="space-y-2">
        {keys.map((key) => (
          <div key={key} className="grid items-start gap-x-4 sm:grid-cols-[8rem_1fr]">
            <p className="pt-7 text-sm font-medium text-ink-700 capitalize">{key}</p>
            <ObjectFieldsInline schema={def.valueType!} path={joinPath(path, key)} name={key} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The fields of one record entry, each labelled with the entry ("Dining: percent"). */
function ObjectFieldsInline({
  schema,
  path,
  name,
}: {
  schema: z.ZodType;
  path: Path;
  name: string;
}) {
  return (
    <div className="grid gap-x-4 sm:grid-cols-2">
      {Object.entries(shapeOf(schema)).map(([key, field]) => (
        <SchemaField
          key={key}
          schema={field}
          path={joinPath(path, key)}
          label={`${name.charAt(0).toUpperCase()}${name.slice(1)}: ${keyLabel(key).toLowerCase()}`}
        />
      ))}
    </div>
  );
}

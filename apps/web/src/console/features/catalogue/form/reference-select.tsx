import { useAllOf, type ListRow } from '../api/list-items.ts';
import type { KindSlug } from '../kinds.ts';
import { getAt, type Path } from '../lib/paths.ts';
import { useEditorForm } from './form-context.tsx';
import { ChoiceSelect } from './inputs.tsx';

const nameOf = (row: ListRow) => (row.name as { en: string } | undefined)?.en ?? String(row.id);

/**
 * An item of another kind, picked by name (the bank of a product, the group of a feature). The
 * id in the draft shows by its number until the names come, or if no item of the list has it.
 */
export function ReferenceSelect({
  path,
  label,
  of,
  filters = {},
  describeRow = (row) => `${nameOf(row)}${row.active === false ? ' (inactive)' : ''}`,
}: {
  path: Path;
  label: string;
  of: KindSlug;
  filters?: Record<string, string>;
  describeRow?: (row: ListRow) => string;
}) {
  const { draft } = useEditorForm();
  const rows = useAllOf(of, filters).data?.items ?? [];
  const chosen = getAt(draft, path);
  const ids = rows.map((row) => row.id as number);
  const names = Object.fromEntries(rows.map((row) => [String(row.id), describeRow(row)]));
  if (typeof chosen === 'number' && !ids.includes(chosen)) {
    ids.push(chosen);
    names[String(chosen)] = `${label} ${chosen}`;
  }
  return <ChoiceSelect path={path} label={label} choices={ids} names={names} numeric />;
}

import { useAllOf } from '../api/list-items.ts';
import { fieldId } from '../lib/paths.ts';
import { FieldError } from './field.tsx';
import { useEditorForm } from './form-context.tsx';

/** A card's features: every card feature, by its group, each a checkbox. */
export function FeaturePicker() {
  const { draft, set, readOnly, errors } = useEditorForm();
  const groups = useAllOf('feature-groups', { productType: 'Card' }).data?.items ?? [];
  const featureList = useAllOf('features', { productType: 'Card' });
  const features = featureList.data?.items ?? [];
  const chosen = new Set((draft.featureIds as number[] | undefined) ?? []);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    set(
      'featureIds',
      [...next].sort((a, b) => a - b),
    );
  };
  const name = (row: { name?: unknown; id: unknown }) =>
    (row.name as { en: string } | undefined)?.en ?? String(row.id);
  return (
    <fieldset id={fieldId('featureIds')} tabIndex={-1} className="col-span-full min-w-0">
      <legend className="mb-1 text-sm font-semibold text-ink-900">
        Features <span className="font-normal text-ink-500">({chosen.size} chosen)</span>
      </legend>
      {errors.featureIds && <FieldError id="featureIds-error">{errors.featureIds}</FieldError>}
      {features.length === 0 ? (
        <p className="text-sm text-ink-500">
          {featureList.isPending
            ? 'Loading the card features…'
            : featureList.isError
              ? 'The card features could not be loaded.'
              : 'There are no card features yet.'}
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {[...groups, { id: 0, name: { en: 'Without a group' } }].map((group) => {
            const members = features.filter((feature) =>
              group.id === 0
                ? !groups.some((g) => g.id === feature.groupId)
                : feature.groupId === group.id,
            );
            if (members.length === 0) return null;
            return (
              <fieldset key={String(group.id)} className="rounded-lg border border-ink-100 p-3">
                <legend className="px-1 text-sm font-medium text-ink-700">{name(group)}</legend>
                {members.map((feature) => {
                  const id = `feature-${String(feature.id)}`;
                  return (
                    <div key={id} className="flex min-h-9 items-center gap-2">
                      <input
                        id={id}
                        type="checkbox"
                        className="size-5 accent-brand-700"
                        checked={chosen.has(feature.id as number)}
                        disabled={readOnly}
                        onChange={(event) => toggle(feature.id as number, event.target.checked)}
                      />
                      <label htmlFor={id} className="text-sm">
                        {name(feature)}
                        {feature.active === false && ' (inactive)'}
                      </label>
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

import { Fragment, type ReactNode } from 'react';
import type { z } from 'zod';
import { Panel } from '../../../components/page.tsx';
import { keyLabel } from '../lib/labels.ts';
import { joinPath } from '../lib/paths.ts';
import { shapeOf } from '../lib/schema.ts';
import { isStale } from '../lib/stale.ts';
import type { KindSlug } from '../kinds.ts';
import { FeaturePicker } from './feature-picker.tsx';
import { useEditorForm } from './form-context.tsx';
import { ImageField } from './image-field.tsx';
import { TextField } from './inputs.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { ReferenceSelect } from './reference-select.tsx';
import { SchemaField } from './schema-field.tsx';
import { SourceFiller } from './source-filler.tsx';

/**
 * Fields drawn by hand rather than from their schema: pickers of other items, the image, the
 * question's options. A product's type is chosen when it is added and never changes (its facts
 * follow it): the page's heading says it. Its facts have their own section.
 */
function useWidgets(kind: KindSlug): Record<string, () => ReactNode> {
  const { draft } = useEditorForm();
  const text = (key: string) => (typeof draft[key] === 'string' ? { [key]: draft[key] } : {});
  return {
    bankId: () => (
      <ReferenceSelect path="bankId" label="Bank" of="banks" filters={text('country')} />
    ),
    groupId: () => (
      <ReferenceSelect
        path="groupId"
        label="Feature group"
        of="feature-groups"
        filters={text('productType')}
      />
    ),
    image: () => (
      <ImageField
        folder={kind === 'banners' ? 'banners' : kind === 'products' ? 'products' : 'features'}
      />
    ),
    featureIds: () => (draft.productType === 'Card' ? <FeaturePicker /> : null),
    options: () => <OptionsEditor />,
    ...(kind === 'products' && { productType: () => null }),
    // A promo code's code is its id (leads record it): it is chosen when it is added.
    ...(kind === 'promo-codes' &&
      draft.id !== undefined && {
        code: () => (
          <TextField
            path="code"
            label="Code"
            ltr
            locked
            hint="A code is its own id: leads record it. Add a new code rather than change one."
          />
        ),
      }),
    facts: () => null,
  };
}

/** How many of the product's facts are stale: what to re-check before anything else. */
function StaleCount() {
  const { draft } = useEditorForm();
  const facts = Object.values((draft.facts ?? {}) as Record<string, FactLike | undefined>).filter(
    (fact): fact is FactLike => fact !== undefined,
  );
  const stale = facts.filter((fact) => isStale(fact.source.checkedOn)).length;
  return (
    <p className="mb-4 text-sm font-medium text-ink-900">
      {stale === 0
        ? `All ${facts.length} facts were checked in the last 90 days.`
        : `${stale} of ${facts.length} facts are stale.`}
    </p>
  );
}

interface FactLike {
  source: { checkedOn: string | null };
}

/** An item's fields, in the contract's order; a product's facts in their own section. */
export function ItemFields({ kind, schema }: { kind: KindSlug; schema: z.ZodType }) {
  const widgets = useWidgets(kind);
  const shape = shapeOf(schema);
  return (
    <>
      <section
        aria-labelledby="details-heading"
        className="rounded-card border border-ink-300 bg-white p-4 sm:p-6"
      >
        <h2 id="details-heading" className="mb-3 text-lg font-semibold text-ink-900">
          Details
        </h2>
        <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
          {Object.entries(shape).map(([key, field]) => {
            const widget = widgets[key];
            return (
              <Fragment key={key}>
                {widget ? (
                  widget()
                ) : (
                  <SchemaField schema={field} path={key} label={keyLabel(key)} />
                )}
              </Fragment>
            );
          })}
        </div>
      </section>
      {shape.facts && (
        <Panel>
          <h2 className="mb-1 text-lg font-semibold text-ink-900">Published facts</h2>
          <p className="mb-4 text-sm text-ink-700">
            Each fact as the bank publishes it, with the page it was read from and the day it was
            checked. Facts checked more than 90 days ago, or never, are marked stale.
          </p>
          <StaleCount />
          <SourceFiller />
          <div className="grid gap-4">
            {Object.entries(shapeOf(shape.facts)).map(([key, field]) => (
              <SchemaField
                key={key}
                schema={field}
                path={joinPath('facts', key)}
                label={keyLabel(key)}
              />
            ))}
          </div>
        </Panel>
      )}
    </>
  );
}

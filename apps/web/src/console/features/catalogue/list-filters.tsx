import { PRODUCT_TYPES } from '@mizan/contracts';
import { CatalogueListQuerySchema, CONSOLE_COUNTRIES } from '@mizan/contracts/console';
import { Field } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { ChoiceField, FilterForm } from '../../components/filter-form.tsx';
import { COUNTRY_NAMES } from '../../lib/format.ts';
import type { FilterValues } from '../../lib/search-filters.ts';
import { KINDS, type KindSlug } from './kinds.ts';

/** The filters of a kind's list, as the contract's list query checks them. */
export const filterShape = (kind: KindSlug) =>
  Object.fromEntries(KINDS[kind].filters.map((key) => [key, CatalogueListQuerySchema.shape[key]]));

export function ListFilters({
  kind,
  filters,
  onApply,
}: {
  kind: KindSlug;
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
}) {
  const has = (key: string) => (KINDS[kind].filters as readonly string[]).includes(key);
  return (
    <FilterForm
      label={`Filter ${KINDS[kind].title.toLowerCase()}`}
      filters={filters}
      onApply={onApply}
      columns={kind === 'products' ? 4 : 3}
    >
      {(bind) => (
        <>
          <Field label="Search" hint="Part of a key, a code or a name, in English or Arabic.">
            {(control) => <TextInput {...control} type="search" {...bind('q')} />}
          </Field>
          {has('country') && (
            <ChoiceField
              label="Country"
              field={bind('country')}
              all="All countries"
              choices={CONSOLE_COUNTRIES}
              names={COUNTRY_NAMES}
            />
          )}
          {has('productType') && (
            <ChoiceField
              label="Type"
              field={bind('productType')}
              all="Cards and loans"
              choices={PRODUCT_TYPES}
            />
          )}
          {has('active') && (
            <ChoiceField
              label="State"
              field={bind('active')}
              all="Active and inactive"
              choices={['true', 'false']}
              names={{ true: 'Active', false: 'Inactive' }}
            />
          )}
          {has('stale') && (
            <ChoiceField
              label="Facts"
              field={bind('stale')}
              all="Stale or not"
              choices={['true', 'false']}
              names={{ true: 'Stale (checked over 90 days ago)', false: 'Up to date' }}
            />
          )}
        </>
      )}
    </FilterForm>
  );
}

import { useState, type FormEvent } from 'react';
import { APPLICATION_STATUSES, PRODUCT_TYPES } from '@mizan/contracts';
import { ApplicationFiltersSchema, CONSOLE_COUNTRIES } from '@mizan/contracts/console';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/form-field.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { Panel } from '../../components/page.tsx';
import { Select } from '../../components/select.tsx';
import type { FilterValues } from '../../lib/search-filters.ts';

/** The leads list's filters: the fields of the contract's ApplicationFiltersSchema. */
export const LEAD_FILTERS = ApplicationFiltersSchema.shape;

export const COUNTRY_NAMES: Record<string, string> = {
  AE: 'United Arab Emirates',
  SA: 'Saudi Arabia',
};

/** The filter form: applied together, with its button (or Enter), not on every keystroke. */
export function LeadFilters({
  filters,
  onApply,
}: {
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
}) {
  const [draft, setDraft] = useState<FilterValues>(filters);
  const set = (key: string) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value || undefined }));
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
      <form
        onSubmit={submit}
        aria-label="Filter leads"
        className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <Field label="Country">
          {(control) => (
            <Select {...control} value={draft.country ?? ''} onChange={set('country')}>
              <option value="">All countries</option>
              {CONSOLE_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {COUNTRY_NAMES[country]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Product type">
          {(control) => (
            <Select {...control} value={draft.productType ?? ''} onChange={set('productType')}>
              <option value="">Cards and loans</option>
              {PRODUCT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Bank ID" hint="The bank's number in the catalogue.">
          {(control) => (
            <TextInput
              {...control}
              inputMode="numeric"
              value={draft.bankId ?? ''}
              onChange={set('bankId')}
            />
          )}
        </Field>
        <Field label="Status">
          {(control) => (
            <Select {...control} value={draft.status ?? ''} onChange={set('status')}>
              <option value="">Every status</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Created from">
          {(control) => (
            <TextInput {...control} type="date" value={draft.from ?? ''} onChange={set('from')} />
          )}
        </Field>
        <Field label="Created to">
          {(control) => (
            <TextInput {...control} type="date" value={draft.to ?? ''} onChange={set('to')} />
          )}
        </Field>
        <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit">Apply filters</Button>
          <Button variant="ghost" onClick={clear}>
            Clear filters
          </Button>
        </div>
      </form>
    </Panel>
  );
}

import { APPLICATION_STATUSES, PRODUCT_TYPES } from '@mizan/contracts';
import { ApplicationFiltersSchema, CONSOLE_COUNTRIES } from '@mizan/contracts/console';
import { BankChoiceField } from '../../components/bank-choice-field.tsx';
import { ChoiceField, DateRangeFields, FilterForm } from '../../components/filter-form.tsx';
import { COUNTRY_NAMES } from '../../lib/format.ts';
import type { FilterValues } from '../../lib/search-filters.ts';

/** The leads list's filters: the fields of the contract's ApplicationFiltersSchema. */
export const LEAD_FILTERS = ApplicationFiltersSchema.shape;

export function LeadFilters({
  filters,
  onApply,
}: {
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
}) {
  return (
    <FilterForm label="Filter leads" filters={filters} onApply={onApply} columns={3}>
      {(bind) => (
        <>
          <ChoiceField
            label="Country"
            field={bind('country')}
            all="All countries"
            choices={CONSOLE_COUNTRIES}
            names={COUNTRY_NAMES}
          />
          <ChoiceField
            label="Product type"
            field={bind('productType')}
            all="Cards and loans"
            choices={PRODUCT_TYPES}
          />
          <BankChoiceField field={bind('bankId')} selected={filters.bankId} />
          <ChoiceField
            label="Status"
            field={bind('status')}
            all="Every status"
            choices={APPLICATION_STATUSES}
          />
          <DateRangeFields bind={bind} fromLabel="Created from" toLabel="Created to" />
        </>
      )}
    </FilterForm>
  );
}

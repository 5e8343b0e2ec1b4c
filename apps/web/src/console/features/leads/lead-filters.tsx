import { APPLICATION_STATUSES, PRODUCT_TYPES } from '@mizan/contracts';
import { ApplicationFiltersSchema, CONSOLE_COUNTRIES } from '@mizan/contracts/console';
import { ChoiceField, DateRangeFields, FilterForm } from '../../components/filter-form.tsx';
import { COUNTRY_NAMES } from '../../lib/format.ts';
import type { FilterValues } from '../../lib/search-filters.ts';
import { useBanks } from './api/list-banks.ts';

/** The leads list's filters: the fields of the contract's ApplicationFiltersSchema. */
export const LEAD_FILTERS = ApplicationFiltersSchema.shape;

export function LeadFilters({
  filters,
  onApply,
}: {
  filters: FilterValues;
  onApply: (filters: FilterValues) => void;
}) {
  const banks = useBanks().data?.items ?? [];
  // By name. A bank in the address shows by its number until the names come (or if no bank has
  // it), so the field always shows what the list is filtered by.
  const bankIds = banks.map((bank) => String(bank.id));
  const bankNames = Object.fromEntries(
    banks.map((bank) => [bank.id, `${bank.name.en} (${bank.countries.join(', ')})`]),
  );
  if (filters.bankId && !bankIds.includes(filters.bankId)) {
    bankIds.push(filters.bankId);
    bankNames[filters.bankId] = `Bank ${filters.bankId}`;
  }
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
          <ChoiceField
            label="Bank"
            field={bind('bankId')}
            all="Every bank"
            choices={bankIds}
            names={bankNames}
          />
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
